import type { AuthUser } from '@hondana/contract';
import { authInfo } from '../api/accounts.ts';
import { bootSessionRequest, inlinedCookieScope } from './session-cookie.ts';

export { inlinedCookieScope };

/**
 * The session check (GET /auth/info) started at boot, in parallel with the texts, the tenant's
 * settings and the viewer's work, instead of after the portal's first render. The server writes
 * what names the tenant's login cookie into the page (`<meta name="hd-portal">`, modules/branding/
 * page-theme.ts); without it (the admin site, a page served without its tenant) nothing starts here
 * and `restoreSession` asks as before. `restoreSession` takes the answer once, when it is for the
 * same token and service path; anything else is asked again.
 */

let early: { token: string; servicePath: string; answer: Promise<AuthUser> } | null = null;

/** Starts the session check when the page names its tenant and its login cookie holds a token. */
export function startSessionCheck(): void {
  const request = bootSessionRequest();
  if (!request) return;
  const { token, servicePath, hint } = request;
  const answer = authInfo(token, servicePath, hint);
  answer.catch(() => undefined);
  early = { token, servicePath, answer };
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
