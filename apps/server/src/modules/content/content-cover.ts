import { AccountType, type PageAccessMode, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/database/connection.ts';
import { appError, isAppError } from '../../platform/http/app-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { resolveTenant, type Tenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { isPlanContentSql } from '../catalogue/plan-access.ts';
import { IMMUTABLE, REVALIDATE } from '../public-assets/routes.ts';
import { planStateOf, readerAccess } from '../viewer/reader-access.ts';
import { type CoverSize, coverKeyOf } from './content-storage-keys.ts';

/** A cover only a reader of the portal may list: kept by their browser alone, asked again each time. */
const PRIVATE_REVALIDATE = `private, ${REVALIDATE}`;

type CoverRow = {
  company_id: string;
  storage_key: string;
  version: number;
  mime: string | null;
  login_required: boolean;
  view_online: boolean;
  enable_view_book: boolean;
  plan_needed: boolean;
  account_type: AccountType;
  page_access_mode: PageAccessMode;
};

/**
 * The current ready file of the published content with this public id, when it has a cover: a
 * processing, unpublished or failed content shows none. Any company's: the public id is global and an
 * `<img>` on a shared host names no tenant; the caller checks the portal.
 */
async function coverFileAcrossTenants(db: Database, elementId: string) {
  const result = await db.execute<CoverRow>(sql`
    select c.company_id::text as company_id, f.storage_key, f.version, f.cover_mime_type as mime,
      c.login_required, c.view_online, c.enable_view_book, ${isPlanContentSql} as plan_needed,
      co.account_type, co.page_access_mode
    from contents c
    join content_files f on f.company_id = c.company_id and f.content_id = c.id and f.is_current
      and f.state = 'ready'
    join companies co on co.id = c.company_id
    where c.element_id = ${elementId} and c.state = 'published' and c.published
    limit 1`);
  const row = result.rows[0];
  return row?.mime ? { ...row, mime: row.mime } : undefined;
}

/**
 * The portal the request's host serves (a full-domain company), or null on a host shared by path-mode
 * portals or the administration site: an `<img>` names no path.
 */
async function hostTenantOf(db: Database, request: FastifyRequest): Promise<Tenant | null> {
  const { host, aliases } = tenantHintOf(request);
  return resolveTenant(db, { host, aliases }).catch((error: unknown) => {
    if (isAppError(error) && error.code === ResultCode.COMPANY_NOT_FOUND) return null;
    throw error;
  });
}

/** Whether a visitor of the content's portal may list it (the reader-access table): then caches may share it. */
const visitorsList = (file: CoverRow) =>
  readerAccess(
    {
      caller: 'visitor',
      route: 'content',
      openCompany: file.account_type === AccountType.OPEN,
      pageAccessMode: file.page_access_mode,
      downloadMode: false,
      content: {
        loginRequired: file.login_required,
        viewOnline: file.view_online,
        viewBook: file.enable_view_book,
        plan: planStateOf(file.plan_needed, false),
      },
    },
    'list',
  ) === null;

/**
 * `GET /content/cover/{elementId}/{size}`: streamed from storage for a published content only, and on a
 * full-domain portal's host only for that portal's contents (404 otherwise). Cached a year under its
 * version, publicly only when a visitor may list the content; otherwise by the browser alone, asked
 * again each time (an ETag answers 304).
 */
export async function streamCover(
  deps: { db: Database; storage: Storage },
  request: FastifyRequest,
  reply: FastifyReply,
  params: { elementId: string; size: CoverSize },
  version: string | undefined,
) {
  const [file, tenant] = await Promise.all([
    coverFileAcrossTenants(deps.db, params.elementId),
    hostTenantOf(deps.db, request),
  ]);
  if (!file || (tenant && String(tenant.company.id) !== file.company_id)) {
    throw appError(ResultCode.FILE_NOT_FOUND);
  }
  const stream = await deps.storage.read(coverKeyOf(file.storage_key, params.size));
  if (!stream) throw appError(ResultCode.FILE_NOT_FOUND);
  const etag = `"${params.elementId}-${file.version}-${params.size}"`;
  const cache = !visitorsList(file)
    ? PRIVATE_REVALIDATE
    : version === String(file.version)
      ? IMMUTABLE
      : REVALIDATE;
  reply
    .type(file.mime)
    .header('cache-control', cache)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    stream.destroy();
    return reply.status(304).send();
  }
  return reply.send(stream);
}
