import { ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { callerOf } from './reader-access.ts';
import { findShareLink } from './share-link-repository.ts';
import { assertViewable, findViewerContent, type Opener, type ViewerContent } from './viewer-content.ts';
import { liveViewerReader } from './viewer-session.ts';
import { readViewerToken, type ViewerGrant, ViewerSubject } from './viewer-token-codec.ts';
import type { ViewerDeps } from './viewer-token-service.ts';

/**
 * A genuine, unexpired token of this portal's service (767 otherwise, 765 once expired). `tenant` null:
 * any portal (the bytes call names none; the token does).
 */
export function grantOf(deps: ViewerDeps, tenant: Tenant | null, token: string): ViewerGrant {
  const grant = readViewerToken(deps.tokenKey, token);
  const samePortal =
    !tenant || (grant?.companyId === tenant.company.id && grant.serviceId === tenant.service.id);
  if (!grant || !samePortal) throw appError(ResultCode.VIEWER_TOKEN_INVALID);
  if (grant.expiresAt.getTime() <= deps.clock.now().getTime())
    throw appError(ResultCode.VIEWER_TOKEN_EXPIRED);
  return grant;
}

export interface GrantedContent {
  grant: ViewerGrant;
  content: ViewerContent & { file: NonNullable<ViewerContent['file']> };
  /** The token's reader while their session lives; null for a visitor's or a share link's token. */
  reader: Awaited<ReturnType<typeof liveViewerReader>> | null;
}

/**
 * The content a viewer token opens, checked again as at its issue: the token of this portal (767, 765),
 * a share link still there and unexpired, a reader whose session lives (603), then `assertViewable` (the
 * reader-access table) for the caller the token stands for.
 */
export async function grantedContent(
  deps: ViewerDeps,
  tenant: Tenant,
  token: string,
): Promise<GrantedContent> {
  const grant = grantOf(deps, tenant, token);
  const scope = tenantScopeOf(tenant);
  let opener: Opener = { caller: 'visitor', route: 'content' };
  let reader: GrantedContent['reader'] = null;
  if (grant.subject === ViewerSubject.SHARE_LINK) {
    const link = await findShareLink(deps.db, scope, grant.subjectId);
    if (!link || link.contentId !== grant.contentId) throw appError(ResultCode.SHARE_LINK_NOT_FOUND);
    if (link.expiresAt.getTime() <= deps.clock.now().getTime()) throw appError(ResultCode.SHARE_LINK_EXPIRED);
    opener = { caller: 'visitor', route: 'share-link' };
  } else if (grant.subject === ViewerSubject.READER) {
    reader = await liveViewerReader(deps.db, scope, grant.subjectId, deps.clock.now());
    opener = { caller: callerOf(reader), route: 'content' };
  }
  const content = await findViewerContent(
    deps.db,
    scope,
    { contentId: grant.contentId },
    reader?.userId ?? null,
    deps.clock.now(),
  );
  assertViewable(tenant, content, opener);
  return { grant, content, reader };
}
