import { clearAuthToken, writeAuthToken } from './session-cookie.ts';
import type { SessionScope } from './session-store.ts';

/**
 * Where a tenant remembers that its session came from the mobile app (the "mobile token");
 * a `hondana.*.<tenant>` item, so logout and account cancellation clear it with the others.
 */
const mobileTokenKey = (scope: SessionScope) => `hondana.mobile-app.${scope.tenantKey}`;

/**
 * The mobile app's web view (docs/decisions.md "Mobile-app web view"): the app logs in
 * with `is_login_mobile_app`, receives `appMobileAuthToken` and opens the portal's root or service path
 * with `?UserID=<token>`. Where the company enables web-mobile, that token becomes the portal's login
 * cookie (one year) and leaves the address (no token in history, bookmarks or referrers); the session
 * check then loads the user. Where it does not, the query is ignored and a session the app opened
 * earlier on this device is forgotten. Answers the token to bind, or null to read the cookie as usual.
 */
export function takeMobileAppToken(scope: SessionScope): string | null {
  if (scope.site !== 'tenant') return null;
  const url = new URL(window.location.href);
  const token = url.searchParams.get('UserID');
  if (token !== null) {
    url.searchParams.delete('UserID');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (!scope.webMobile) {
    if (window.localStorage.getItem(mobileTokenKey(scope)) !== null) {
      clearAuthToken(scope.cookie);
      window.localStorage.removeItem(mobileTokenKey(scope));
    }
    return null;
  }
  if (!token) return null;
  writeAuthToken(scope.cookie, token, true);
  window.localStorage.setItem(mobileTokenKey(scope), '1');
  return token;
}

/** Whether this tenant's session on this device came from the mobile app (it hides login and logout). */
export const isMobileAppSession = (scope: SessionScope | null) =>
  scope !== null && window.localStorage.getItem(mobileTokenKey(scope)) !== null;

/**
 * `/login?is_login_mobile_app=true`: the app's web view logs in here. Every login call
 * from such a page carries the mobile flag, so the server answers `appMobileAuthToken`.
 */
export const mobileAppLoginAsked = (search: string = window.location.search) =>
  new URLSearchParams(search).get('is_login_mobile_app') === 'true';

/** Where a login made for the app lands: the service's root with `?UserID=<token>`. */
export function mobileAppLandingUrl(scope: SessionScope, token: string): string {
  const base = scope.cookie.domainType === 'FULL_DOMAIN' ? '' : `/${scope.cookie.path}`;
  return `${base}/?UserID=${encodeURIComponent(token)}`;
}
