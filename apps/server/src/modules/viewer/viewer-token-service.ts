import {
  type ReadingPosition,
  ResultCode,
  type ViewerToken,
  type viewerTokenQuerySchema,
} from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { assertReferrerAllowed } from '../catalogue/referrer-check.ts';
import { grantedContent } from './granted-content.ts';
import { callerOf } from './reader-access.ts';
import { recordOpening, savedPosition } from './reading-history.ts';
import { liveShareLink } from './share-link-access.ts';
import { countShareLinkView } from './share-link-repository.ts';
import {
  assertPortalOpens,
  assertViewable,
  findViewerContent,
  type Opener,
  type ViewerContent,
} from './viewer-content.ts';
import { viewKeyOf } from './viewer-identity.ts';
import { touchReaderSession } from './viewer-session.ts';
import { signViewerToken, type ViewerGrant, ViewerSubject } from './viewer-token-codec.ts';
import { watermarkFor } from './viewer-watermark.ts';

export interface ViewerDeps {
  db: Database;
  /** viewerTokenKeyOf(master key). */
  tokenKey: Buffer;
  clock: Clock;
}

/** A viewer token opens bytes for 15 minutes; the viewer renews it after 10 while the reader reads. */
export const VIEWER_TOKEN_LIFE_MS = 15 * 60_000;
export const VIEWER_TOKEN_RENEW_AFTER_MS = 10 * 60_000;

type ViewableContent = ViewerContent & { file: NonNullable<ViewerContent['file']> };
type ViewerTokenQuery = z.output<typeof viewerTokenQuerySchema>;

export const portalNameOf = (tenant: Tenant) => tenant.company.customName?.trim() || tenant.company.name;

export function newGrant(
  deps: ViewerDeps,
  scope: ServiceScope,
  content: ViewableContent,
  subject: ViewerSubject,
  subjectId: number,
  lifeMs: number,
): ViewerGrant {
  const issuedAt = deps.clock.now();
  return {
    companyId: scope.companyId,
    serviceId: scope.serviceId,
    contentId: content.id,
    fileId: content.file.id,
    subject,
    subjectId,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + lifeMs),
  };
}

async function answerOf(
  deps: ViewerDeps,
  tenant: Tenant,
  content: ViewableContent,
  grant: ViewerGrant,
  readerEmail: string | null,
  progress: ReadingPosition | null,
): Promise<ViewerToken> {
  const token = signViewerToken(deps.tokenKey, grant);
  // The token carries whole seconds: the answer states exactly what it holds.
  const issuedAt = new Date(Math.floor(grant.issuedAt.getTime() / 1000) * 1000);
  const expiresAt = new Date(Math.floor(grant.expiresAt.getTime() / 1000) * 1000);
  const renewAfter = new Date(
    Math.min(issuedAt.getTime() + VIEWER_TOKEN_RENEW_AFTER_MS, expiresAt.getTime()),
  );
  const fileUrl = `/api/v1/viewer-files/${token}`;
  const { firstPage } = content.file;
  return {
    token,
    issuedAt: issuedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    renewAfter: renewAfter.toISOString(),
    fileUrl,
    contentInfo: {
      id: content.elementId,
      title: content.title,
      extensionType: content.file.kind,
      print: content.printable,
      printableContent: content.printable !== 0,
      pageCount: content.pageCount,
      fileSize: content.file.size,
      pdfOpening: content.file.pdfOpening,
    },
    firstPagePreview: firstPage && { url: `${fileUrl}/first-page`, ...firstPage },
    watermark: await watermarkFor(deps.db, tenantScopeOf(tenant), readerEmail, portalNameOf(tenant)),
    progress,
  };
}

const emailOf = (user: { email: string | null; username: string | null }) =>
  user.email ?? user.username ?? null;

async function openByShareLink(
  deps: ViewerDeps,
  tenant: Tenant,
  session: SessionContext | null,
  token: string,
  request: FastifyRequest,
): Promise<ViewerToken> {
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  // A link opens as it would for anyone holding it, signed in or not: its renewal knows no session.
  const opener: Opener = { caller: 'visitor', route: 'share-link' };
  assertPortalOpens(tenant, opener);
  const link = await liveShareLink(deps.db, scope, token, now, true);
  const content = await findViewerContent(deps.db, scope, { contentId: link.contentId }, null, now);
  assertViewable(tenant, content, opener);
  assertReferrerAllowed(tenant, request);
  await deps.db.transaction(async (tx) => {
    if (!(await countShareLinkView(tx, scope, link.id, now))) {
      throw appError(ResultCode.SHARE_LINK_VIEW_LIMIT_REACHED);
    }
    await recordOpening(
      tx,
      scope,
      content.id,
      viewKeyOf(deps.tokenKey, session?.user.id ?? null, request),
      null,
    );
  });
  const grant = newGrant(deps, scope, content, ViewerSubject.SHARE_LINK, link.id, VIEWER_TOKEN_LIFE_MS);
  return answerOf(deps, tenant, content, grant, null, null);
}

/**
 * `GET /content/public/viewer-token`: the checks of `assertViewable` and the referrer (845), then the
 * opening is counted (reading history of a reader, the day's views, a share link's views) and a token
 * issued.
 */
export async function issueViewerToken(
  deps: ViewerDeps,
  tenant: Tenant,
  session: SessionContext | null,
  query: ViewerTokenQuery,
  request: FastifyRequest,
): Promise<ViewerToken> {
  if (query.token_id) return openByShareLink(deps, tenant, session, query.token_id, request);
  if (!query.content_id)
    throw appError(ResultCode.BAD_REQUEST, { reason: 'content_id or token_id required' });
  const scope = tenantScopeOf(tenant);
  const opener: Opener = { caller: callerOf(session?.user ?? null), route: 'content' };
  assertPortalOpens(tenant, opener);
  const userId = session?.user.id ?? null;
  const content = await findViewerContent(
    deps.db,
    scope,
    { elementId: query.content_id },
    userId,
    deps.clock.now(),
  );
  assertViewable(tenant, content, opener);
  assertReferrerAllowed(tenant, request);
  const reader = userId === null ? null : { userId, groupId: query.content_group_id ?? null };
  const progress = await deps.db.transaction((tx) =>
    recordOpening(tx, scope, content.id, viewKeyOf(deps.tokenKey, userId, request), reader),
  );
  const grant = session
    ? newGrant(deps, scope, content, ViewerSubject.READER, session.session.id, VIEWER_TOKEN_LIFE_MS)
    : newGrant(deps, scope, content, ViewerSubject.VISITOR, 0, VIEWER_TOKEN_LIFE_MS);
  return answerOf(deps, tenant, content, grant, session ? emailOf(session.user) : null, progress);
}

/**
 * `POST /content/public/viewer-token/renew`: the same content, reader or link, and file, checked again
 * (unpublished, view book off, a revoked or expired link, a replaced file, the reader's session ended
 * all end the reading; the session's idle expiry slides); nothing is counted.
 */
export async function renewViewerToken(
  deps: ViewerDeps,
  tenant: Tenant,
  token: string,
): Promise<ViewerToken> {
  const { grant, content, reader } = await grantedContent(deps, tenant, token);
  const scope = tenantScopeOf(tenant);
  const readerId = reader?.userId ?? null;
  if (content.file.id !== grant.fileId) throw appError(ResultCode.VIEWER_TOKEN_INVALID);
  if (reader) await touchReaderSession(deps.db, deps.clock, tenant, reader);
  const renewed = newGrant(deps, scope, content, grant.subject, grant.subjectId, VIEWER_TOKEN_LIFE_MS);
  const progress = readerId === null ? null : await savedPosition(deps.db, scope, readerId, content.id);
  return answerOf(deps, tenant, content, renewed, reader && emailOf(reader), progress);
}
