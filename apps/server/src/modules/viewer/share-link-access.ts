import { ResultCode } from '@hondana/contract';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { findShareLinkByHash, type ShareLinkRow } from './share-link-repository.ts';

/**
 * The live share link of the portal's service a token names: unknown or revoked 768, expired 769, and,
 * when `forViewing`, views used up 770 (the detail page stays open while the link lives).
 */
export async function liveShareLink(
  db: Executor,
  scope: ServiceScope,
  token: string,
  now: Date,
  forViewing: boolean,
): Promise<ShareLinkRow> {
  const link = await findShareLinkByHash(db, scope, hashOpaqueToken(token));
  if (!link) throw appError(ResultCode.SHARE_LINK_NOT_FOUND);
  if (link.expiresAt.getTime() <= now.getTime()) throw appError(ResultCode.SHARE_LINK_EXPIRED);
  if (forViewing && link.maxViews !== null && link.viewCount >= link.maxViews) {
    throw appError(ResultCode.SHARE_LINK_VIEW_LIMIT_REACHED);
  }
  return link;
}
