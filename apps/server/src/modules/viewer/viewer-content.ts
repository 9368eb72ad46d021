import { type FileKind, type PdfOpening, type PrintMode, ResultCode } from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { StoredFirstPagePreview } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';
import { isPlanContentSql, isRegisteredSql } from '../catalogue/plan-access.ts';
import { serviceContentFilter } from '../catalogue/visible-content-filter.ts';
import {
  assertReaderAccess,
  planStateOf,
  portalFactsOf,
  type ReaderCaller,
  type ReaderRoute,
} from './reader-access.ts';

/** A content as the viewer sees it, with its current ready file (if any) and the caller's plan state. */
export interface ViewerContent {
  id: number;
  elementId: string;
  title: string;
  state: string;
  published: boolean;
  enableViewBook: boolean;
  viewOnline: boolean;
  loginRequired: boolean;
  printable: PrintMode;
  pageCount: number | null;
  /** Passes the catalogue's visibility rule (service, processed and published). */
  visible: boolean;
  planNeeded: boolean;
  registered: boolean;
  file: {
    id: number;
    version: number;
    kind: FileKind;
    size: number;
    pdfOpening: PdfOpening | null;
    /** Page 1's size in PDF points when processing made its picture (PDF only). */
    firstPage: { pageWidth: number; pageHeight: number } | null;
  } | null;
}

type Row = {
  id: string;
  element_id: string;
  title: string;
  state: string;
  published: boolean;
  enable_view_book: boolean;
  view_online: boolean;
  login_required: boolean;
  printable: PrintMode;
  page_count: number | null;
  visible: boolean;
  plan_needed: boolean;
  registered: boolean;
  file_id: string | null;
  file_version: number | null;
  file_kind: FileKind | null;
  file_size: string | null;
  pdf_opening: PdfOpening | null;
  first_page_preview: StoredFirstPagePreview | null;
};

/** One content of the service (by public id or row id), or undefined when the service has no such content. */
export async function findViewerContent(
  db: Executor,
  scope: ServiceScope,
  which: { elementId: string } | { contentId: number },
  userId: number | null,
  at: Date,
): Promise<ViewerContent | undefined> {
  const match: SQL =
    'elementId' in which ? sql`c.element_id = ${which.elementId}` : sql`c.id = ${which.contentId}`;
  const result = await db.execute<Row>(sql`
    select c.id::text as id, c.element_id, c.title, c.state, c.published, c.enable_view_book, c.view_online,
      c.login_required, c.printable, c.page_count, (${serviceContentFilter(scope)}) as visible,
      ${isPlanContentSql} as plan_needed, ${isRegisteredSql(userId, at)} as registered,
      f.id::text as file_id, f.version as file_version, f.file_kind, f.size_bytes::text as file_size,
      f.pdf_opening, f.first_page_preview
    from contents c
    left join content_files f on f.company_id = c.company_id and f.content_id = c.id
      and f.is_current and f.state = 'ready'
    where ${serviceIs('c', scope)} and ${match}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    elementId: row.element_id,
    title: row.title,
    state: row.state,
    published: row.published,
    enableViewBook: row.enable_view_book,
    viewOnline: row.view_online,
    loginRequired: row.login_required,
    printable: row.printable,
    pageCount: row.page_count,
    visible: row.visible,
    planNeeded: row.plan_needed,
    registered: row.registered,
    file:
      row.file_id && row.file_kind && row.file_size !== null
        ? {
            id: Number(row.file_id),
            version: row.file_version ?? 1,
            kind: row.file_kind,
            size: Number(row.file_size),
            pdfOpening: row.pdf_opening,
            firstPage: pageSizeOf(row.first_page_preview),
          }
        : null,
  };
}

const pageSizeOf = (preview: StoredFirstPagePreview | null) =>
  preview && { pageWidth: preview.pageWidth, pageHeight: preview.pageHeight };

/** Who opens a content, and how they reached it. */
export interface Opener {
  caller: ReaderCaller;
  route: ReaderRoute;
}

/**
 * The portal's refusal of a caller before any content is read: a visitor of a portal that requires
 * login for every page gets 600, as on every other reader call.
 */
export function assertPortalOpens(tenant: Tenant, opener: Opener): void {
  assertReaderAccess({ ...opener, ...portalFactsOf(tenant), content: null }, 'read');
}

/**
 * The viewer's refusals, in their order: the portal's (600), not the service's (706), unpublished (916),
 * no file ready yet (740), then the reader-access table's `read` (or `download`) (reader-access.ts:
 * view book off 745, login required or not view-online for a visitor 850, plan needed 839). What is
 * left must pass the catalogue's visibility rule.
 */
export function assertViewable(
  tenant: Tenant,
  content: ViewerContent | undefined,
  opener: Opener,
  action: 'read' | 'download' = 'read',
): asserts content is ViewerContent & { file: NonNullable<ViewerContent['file']> } {
  assertPortalOpens(tenant, opener);
  if (!content || content.state === 'failed') throw appError(ResultCode.CONTENT_NOT_FOUND);
  if (!content.published || content.state === 'unpublished') throw appError(ResultCode.CONTENT_UNPUBLISHED);
  if (content.state === 'processing' || !content.file) throw appError(ResultCode.CONTENT_ENCRYPTING);
  assertReaderAccess({ ...opener, ...portalFactsOf(tenant), content: contentFlagsOf(content) }, action);
  if (!content.visible) throw appError(ResultCode.CONTENT_NOT_FOUND);
}

export const contentFlagsOf = (content: ViewerContent) => ({
  loginRequired: content.loginRequired,
  viewOnline: content.viewOnline,
  viewBook: content.enableViewBook,
  plan: planStateOf(content.planNeeded, content.registered),
});
