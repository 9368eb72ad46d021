import { ResultCode, type ShareLink, type shareLinkAddSchema } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { contents, shareLinks } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { companyScope, inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  deleteShareLink,
  insertShareLink,
  type ShareLinkRow,
  shareLinksOfContent,
} from './share-link-repository.ts';
import { openShareToken, sealShareToken } from './share-token-seal.ts';

export interface ShareLinkDeps {
  db: Database;
  /** shareSealKeyOf(master key). */
  sealKey: Buffer;
  clock: Clock;
}

/** A share link lives at most a year: a link in an e-mail should not open a book forever. */
export const SHARE_LINK_MAX_LIFE_MS = 365 * 24 * 60 * 60_000;

const shareColumns = {
  id: contents.id,
  companyId: contents.companyId,
  serviceId: contents.serviceId,
  elementId: contents.elementId,
};

async function contentInCompany(db: Executor, scope: TenantScope, elementId: string) {
  const [row] = await db
    .select(shareColumns)
    .from(contents)
    .where(and(inCompany(contents, scope), eq(contents.elementId, elementId)));
  return row;
}

/** A system admin's look-up: the public id is global. */
async function contentAcrossTenants(db: Executor, elementId: string) {
  const [row] = await db.select(shareColumns).from(contents).where(eq(contents.elementId, elementId));
  return row;
}

/** The content an administrator names by public id, in their reach for `content.share` (706 otherwise). */
async function contentForShare(db: Executor, { actor, authorize }: RouteCaller, elementId: string) {
  const row =
    actor.companyId === null
      ? await contentAcrossTenants(db, elementId)
      : await contentInCompany(db, companyScope(actor.companyId), elementId);
  if (!row) throw appError(ResultCode.CONTENT_NOT_FOUND);
  authorize({ companyId: row.companyId, serviceId: row.serviceId });
  return row;
}

function presentShareLink(row: ShareLinkRow, elementId: string, token: string): ShareLink {
  return {
    id: row.id,
    token,
    contentId: elementId,
    expiresAt: row.expiresAt.toISOString(),
    maxViews: row.maxViews,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    detailPath: `content/${token}`,
    viewPath: `direct-view/${token}`,
  };
}

/** `POST /content/share-link/add`: expiry in the future and within a year (406 otherwise). */
export async function addShareLink(
  deps: ShareLinkDeps,
  caller: RouteCaller,
  body: z.output<typeof shareLinkAddSchema>,
): Promise<ShareLink> {
  const content = await contentForShare(deps.db, caller, body.contentId);
  const now = deps.clock.now().getTime();
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt.getTime() <= now || expiresAt.getTime() > now + SHARE_LINK_MAX_LIFE_MS) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'expiresAt', reason: 'future, at most one year' });
  }
  const token = newOpaqueToken();
  const scope = { companyId: content.companyId, serviceId: content.serviceId };
  const row = await insertShareLink(deps.db, scope, {
    contentId: content.id,
    tokenHash: hashOpaqueToken(token),
    tokenSealed: sealShareToken(deps.sealKey, token),
    expiresAt,
    maxViews: body.maxViews ?? null,
    createdBy: caller.actor.userId,
  });
  return presentShareLink(row, content.elementId, token);
}

/** `GET /content/share-link/list`: the content's links, newest first, each with its link to copy again. */
export async function listShareLinks(
  deps: ShareLinkDeps,
  caller: RouteCaller,
  elementId: string,
): Promise<ShareLink[]> {
  const content = await contentForShare(deps.db, caller, elementId);
  const rows = await shareLinksOfContent(deps.db, companyScope(content.companyId), content.id);
  return rows.map((row) =>
    presentShareLink(row, content.elementId, openShareToken(deps.sealKey, row.tokenSealed)),
  );
}

/** `DELETE /content/share-link/delete/{id}`: gone at once, with every viewer token it opened. */
export async function removeShareLink(
  deps: ShareLinkDeps,
  { actor, authorize }: RouteCaller,
  id: number,
): Promise<void> {
  const link =
    actor.companyId === null
      ? await shareLinkAcrossTenants(deps.db, id)
      : await shareLinkInCompany(deps.db, companyScope(actor.companyId), id);
  if (!link) throw appError(ResultCode.SHARE_LINK_NOT_FOUND);
  authorize(link);
  await deleteShareLink(deps.db, companyScope(link.companyId), id);
}

const linkColumns = { companyId: shareLinks.companyId, serviceId: shareLinks.serviceId };

async function shareLinkInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select(linkColumns)
    .from(shareLinks)
    .where(and(inCompany(shareLinks, scope), eq(shareLinks.id, id)));
  return row;
}

/** A system admin's look-up of any company's link. */
async function shareLinkAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select(linkColumns).from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}
