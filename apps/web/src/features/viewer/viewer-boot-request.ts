import type { TenantHint } from '../../api/request-url.ts';
import { inlinedCookieScope, readAuthToken } from '../../session/session-cookie.ts';
import { type ViewerSource, viewerAddressOf, viewerSourceKey } from './viewer-address.ts';

/**
 * The login cookie the portal will read: the one the server named in the page (session-boot.ts), else
 * by service path, then by host (the tenant's domain type is not known yet).
 */
function cookieToken(servicePath: string | undefined): string | undefined {
  const inlined = inlinedCookieScope();
  if (inlined) return readAuthToken(inlined);
  const names = [servicePath, window.location.hostname]
    .filter((name): name is string => Boolean(name))
    .map((name) => `hondana_token_${name.replace(/[^A-Za-z0-9]/g, '_')}=`);
  for (const name of names) {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(name));
    if (entry) return decodeURIComponent(entry.slice(name.length));
  }
  return undefined;
}

export interface ViewerBootRequest {
  key: string;
  query: ViewerTokenQuery;
  hint: TenantHint;
  /** The login the token is asked with (the cookie's token), if any. */
  auth: string | undefined;
}

/**
 * The viewer token a viewer address asks for while the page starts, or null for any other address:
 * one definition for the boot's early request (boot/early-requests.ts) and the viewer's boot
 * (viewer-boot.ts), which must ask the very same call for the second to take the first's answer.
 */
export function viewerBootRequest(pathname: string): ViewerBootRequest | null {
  const address = viewerAddressOf(pathname);
  if (!address) return null;
  const { source, servicePath } = address;
  return {
    key: viewerSourceKey(source),
    query: tokenQuery(source),
    hint: { domain: window.location.hostname, path: servicePath },
    auth: cookieToken(servicePath),
  };
}

type ViewerTokenQuery = { token_id: string } | { content_id: string; content_group_id: number | undefined };

/** The viewer token's query for a content (and the group it was opened from) or a share link. */
export const tokenQuery = (source: ViewerSource): ViewerTokenQuery =>
  source.kind === 'share'
    ? { token_id: source.tokenId }
    : { content_id: source.contentId, content_group_id: source.groupId ?? undefined };
