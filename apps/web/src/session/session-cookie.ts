import type { TenantHint } from '../api/request-url.ts';

/**
 * The access token lives in a cookie named by tenant: by domain for a full-domain
 * tenant, by path otherwise. The token travels as the X-Access-Token header, never as a cookie the
 * server reads, so cross-site requests cannot use it.
 */
export interface CookieScope {
  domainType: 'PATH' | 'FULL_DOMAIN';
  domain: string;
  path: string;
}

/**
 * The tenant's cookie scope as the server wrote it into the page (`<meta name="hd-portal">`,
 * modules/branding/page-theme.ts), or null (the admin site, a page served without its tenant).
 */
export function inlinedCookieScope(doc: Document = document): CookieScope | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="hd-portal"]');
  const domainType = meta?.dataset.domainType;
  const domain = meta?.dataset.domain;
  const path = meta?.dataset.path;
  if ((domainType !== 'PATH' && domainType !== 'FULL_DOMAIN') || domain === undefined || path === undefined)
    return null;
  return { domainType, domain, path };
}

export const AUTH_COOKIE_MAX_AGE = 31_536_000;

export const authCookieName = (scope: CookieScope) =>
  `hondana_token_${(scope.domainType === 'FULL_DOMAIN' ? scope.domain : scope.path).replace(/[^A-Za-z0-9]/g, '_')}`;

export function readAuthToken(scope: CookieScope): string | undefined {
  const name = `${authCookieName(scope)}=`;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(name));
  // An emptied cookie (a deletion not yet applied) holds no token.
  return entry ? decodeURIComponent(entry.slice(name.length)) || undefined : undefined;
}

/**
 * The session check a page opened with: its login cookie's token, the service path and the hint the
 * portal will give the call (tenant-context.tsx: this host and the service's path); null when the page
 * names no tenant or holds no token. The boot's early request (boot/early-requests.ts) asks the same.
 */
export function bootSessionRequest(): { token: string; servicePath: string; hint: TenantHint } | null {
  const scope = inlinedCookieScope();
  const token = scope ? readAuthToken(scope) : undefined;
  if (!scope || !token) return null;
  return { token, servicePath: scope.path, hint: { domain: window.location.hostname, path: scope.path } };
}

export function writeAuthToken(scope: CookieScope, token: string, keepLogin: boolean): void {
  const path = scope.domainType === 'FULL_DOMAIN' ? '/' : `/${scope.path}`;
  const maxAge = keepLogin ? `; max-age=${AUTH_COOKIE_MAX_AGE}` : '';
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API exists only in secure contexts, and tenants on plain-http LAN addresses need this cookie too.
  document.cookie = `${authCookieName(scope)}=${encodeURIComponent(token)}; path=${path}; samesite=lax${maxAge}${secure}`;
}

export function clearAuthToken(scope: CookieScope): void {
  const path = scope.domainType === 'FULL_DOMAIN' ? '/' : `/${scope.path}`;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeAuthToken.
  document.cookie = `${authCookieName(scope)}=; path=${path}; max-age=0`;
}
