import type { AuthUser } from '@hondana/contract';
import { authInfo } from '../api/accounts.ts';
import { type CookieScope, readAuthToken } from './session-cookie.ts';

/**
 * The session check (GET /auth/info) started at boot, in parallel with the texts, the tenant's
 * settings and the viewer's work, instead of after the portal's first render. The server writes
 * what names the tenant's login cookie into the page (`<meta name="hd-portal">`, modules/branding/
 * page-theme.ts); without it (the admin site, a page served without its tenant) nothing starts here
 * and `restoreSession` asks as before. `restoreSession` takes the answer once, when it is for the
 * same token and service path; anything else is asked again.
 */

/** The tenant's cookie scope as the server wrote it into the page, or null. */
export function inlinedCookieScope(doc: Document = document): CookieScope | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="hd-portal"]');
  const domainType = meta?.dataset.domainType;
  const domain = meta?.dataset.domain;
  const path = meta?.dataset.path;
  if ((domainType !== 'PATH' && domainType !== 'FULL_DOMAIN') || domain === undefined || path === undefined)
    return null;
  return { domainType, domain, path };
}

let early: { token: string; servicePath: string; answer: Promise<AuthUser> } | null = null;

/** Starts the session check when the page names its tenant and its login cookie holds a token. */
export function startSessionCheck(): void {
  const scope = inlinedCookieScope();
  if (!scope) return;
  const token = readAuthToken(scope);
  if (!token) return;
  // The hint the portal will give the call (tenant-context.tsx): this host and the service's path.
  const answer = authInfo(token, scope.path, { domain: window.location.hostname, path: scope.path });
  answer.catch(() => undefined);
  early = { token, servicePath: scope.path, answer };
}

/** The boot's session check for this token and service path, once; undefined otherwise. */
export function takeSessionCheck(
  token: string,
  servicePath: string | undefined,
): Promise<AuthUser> | undefined {
  const found = early;
  early = null;
  if (!found || found.token !== token || found.servicePath !== servicePath) return undefined;
  return found.answer;
}
