import { ResultCode, type ShareLink, type shareLinkAddSchema } from '@hondana/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contents, shareLinks } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { type Actor, assertPermits } from '../../platform/policy/policy.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
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

/** The content an administrator names by public id, in their reach for `content.share` (706 otherwise). */
async function contentForShare(db: Executor, actor: Actor, elementId: string) {
  const where: SQL[] = [eq(contents.elementId, elementId)];
  if (actor.companyId !== null) where.push(eq(contents.companyId, actor.companyId));
  const [row] = await db
    .select({
      id: contents.id,
      companyId: contents.companyId,
      serviceId: contents.serviceId,
      elementId: contents.elementId,
    })
    .from(contents)
    .where(and(...where));
  if (!row) throw appError(ResultCode.CONTENT_NOT_FOUND);
  assertPermits(actor, 'content.share', { companyId: row.companyId, serviceId: row.serviceId });
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
  actor: Actor,
  body: z.output<typeof shareLinkAddSchema>,
): Promise<ShareLink> {
  const content = await contentForShare(deps.db, actor, body.contentId);
  const now = deps.clock.now().getTime();
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt.getTime() <= now || expiresAt.getTime() > now + SHARE_LINK_MAX_LIFE_MS) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'expiresAt', reason: 'future, at most one year' });
  }
  const token = newOpaqueToken();
  const row = await insertShareLink(deps.db, {
    companyId: content.companyId,
    serviceId: content.serviceId,
    contentId: content.id,
    tokenHash: hashOpaqueToken(token),
    tokenSealed: sealShareToken(deps.sealKey, token),
    expiresAt,
    maxViews: body.maxViews ?? null,
    createdBy: actor.userId,
  });
  return presentShareLink(row, content.elementId, token);
}

/** `GET /content/share-link/list`: the content's links, newest first, each with its link to copy again. */
export async function listShareLinks(
  deps: ShareLinkDeps,
  actor: Actor,
  elementId: string,
): Promise<ShareLink[]> {
  const content = await contentForShare(deps.db, actor, elementId);
  const rows = await shareLinksOfContent(deps.db, companyScope(content.companyId), content.id);
  return rows.map((row) =>
    presentShareLink(row, content.elementId, openShareToken(deps.sealKey, row.tokenSealed)),
  );
}

/** `DELETE /content/share-link/delete/{id}`: gone at once, with every viewer token it opened. */
export async function removeShareLink(deps: ShareLinkDeps, actor: Actor, id: number): Promise<void> {
  const where: SQL[] = [eq(shareLinks.id, id)];
  if (actor.companyId !== null) where.push(eq(shareLinks.companyId, actor.companyId));
  const [link] = await deps.db
    .select({ companyId: shareLinks.companyId, serviceId: shareLinks.serviceId })
    .from(shareLinks)
    .where(and(...where));
  if (!link) throw appError(ResultCode.SHARE_LINK_NOT_FOUND);
  assertPermits(actor, 'content.share', link);
  await deleteShareLink(deps.db, companyScope(link.companyId), id);
}
