import type { SessionUser } from '../../../session/session-store.ts';

/**
 * The company and service a console page acts on. It lives in the address, so every screen can be linked
 * to: `/admin/c/<companyId>/<page>`, `/admin/c/<companyId>/s/<serviceId>/<page>`; pages of the whole
 * platform (home) have no prefix.
 */
export interface ActingScope {
  companyId: number;
  serviceId: number | null;
}

const PREFIX = /^\/admin\/c\/(\d+)(?:\/s\/(\d+))?(?=\/|$)/;

const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/** The scope an address names, or null when it names none (`/admin/contents`, `/admin`). */
export function addressedScope(pathname: string): ActingScope | null {
  const match = PREFIX.exec(pathname);
  const companyId = positiveId(match?.[1]);
  if (!match || companyId === null) return null;
  return { companyId, serviceId: positiveId(match[2]) };
}

/** The address without its scope prefix: `/admin/c/1/contents/5` → `/admin/contents/5`. */
export const unscopedPath = (pathname: string) => pathname.replace(PREFIX, '/admin');

/**
 * Where an admin is held: a company admin to its company, a service admin to its service; a system admin,
 * who belongs to no company, to nothing (null), and picks the company to act on.
 */
export function boundScope(user: Pick<SessionUser, 'companyId' | 'serviceId'>): ActingScope | null {
  if (user.companyId === null) return null;
  return { companyId: user.companyId, serviceId: user.serviceId };
}

/**
 * The scope a bound admin's page acts on: the addressed one when it lies within the admin's own (a
 * company admin may act on any service of its company), else the admin's own.
 */
export function scopeWithin(bound: ActingScope, addressed: ActingScope | null): ActingScope {
  if (!addressed || addressed.companyId !== bound.companyId) return bound;
  if (bound.serviceId === null || addressed.serviceId === bound.serviceId) return addressed;
  return bound;
}

export const sameScope = (a: ActingScope | null, b: ActingScope | null) =>
  a?.companyId === b?.companyId && (a?.serviceId ?? null) === (b?.serviceId ?? null);

/** `/admin/c/1` or `/admin/c/1/s/2`: the prefix of a scope's pages. */
export const scopePrefix = (scope: ActingScope) =>
  `/admin/c/${scope.companyId}${scope.serviceId === null ? '' : `/s/${scope.serviceId}`}`;

/** A console address: `path` is the page's path under the prefix (`contents/5`), '' for its root. */
export function consoleHref(scope: ActingScope | null, path: string): string {
  const base = scope ? scopePrefix(scope) : '/admin';
  return path ? `${base}/${path}` : base;
}

/**
 * The scope a page's API calls name: a system admin names the company (and service) it acts on; the
 * others send nothing, the server takes their own.
 */
export function scopeQuery(
  user: Pick<SessionUser, 'companyId'> | null,
  scope: ActingScope | null,
): { companyId?: number; serviceId?: number } {
  if (!scope || user?.companyId !== null) return {};
  return scope.serviceId === null
    ? { companyId: scope.companyId }
    : { companyId: scope.companyId, serviceId: scope.serviceId };
}
