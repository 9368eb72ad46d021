/**
 * Where the tenant path sits in a URL. Pure functions, shared by the bootstrap and the
 * router, unit-tested without a browser.
 */

import { RESERVED_SEGMENTS } from '@hondana/contract';

/** Element id of a content: 20-64 lowercase letters and digits. */
export const ELEMENT_ID = /^[a-z0-9]{20,64}$/;

/** Content group ids are numeric; a group slot holding letters is not a group. */
export const GROUP_ID = /^\d{1,18}$/;

export const isReserved = (segment: string) => (RESERVED_SEGMENTS as readonly string[]).includes(segment);

/** The candidate service path of a URL: its first segment unless that segment is a route name. */
export function candidateServicePath(pathname: string): string | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || isReserved(first) || first === 'admin') return undefined;
  return first.toLowerCase();
}

/** `/admin…` or the administration host opens the admin area. */
export function isAdminLocation(pathname: string, hostname: string, adminHost: string | undefined): boolean {
  if (adminHost && hostname === adminHost) return true;
  return pathname.split('/').filter(Boolean)[0] === 'admin';
}

/**
 * The server said that no tenant lives at this address (the portal host's root: `<meta name="hd-portal"
 * data-none>`, modules/branding/page-theme.ts), so there are no tenant settings to ask for.
 */
export const servedWithoutTenant = (doc: Document = document) =>
  doc.querySelector('meta[name="hd-portal"][data-none]') !== null;

export type CatchAllTarget =
  | { kind: 'group'; contentGroupId: string }
  | { kind: 'content'; contentId: string; contentGroupId?: string }
  | { kind: 'home' }
  | { kind: 'not-found' };

/**
 * Reads the catch-all routes `/{contentGroupId}`, `/{contentGroupId}/{contentId}` and `/{contentId}`.
 * A group slot holding letters goes home; a content id that is not an element id goes to /404 with the
 * no-layout setting and home otherwise.
 */
export function readCatchAll(segments: string[], noLayout: boolean): CatchAllTarget {
  const elsewhere: CatchAllTarget = noLayout ? { kind: 'not-found' } : { kind: 'home' };
  const [first, second, ...rest] = segments;
  if (!first || rest.length > 0) return elsewhere;
  if (second === undefined) {
    if (GROUP_ID.test(first)) return noLayout ? elsewhere : { kind: 'group', contentGroupId: first };
    if (ELEMENT_ID.test(first)) return { kind: 'content', contentId: first };
    return elsewhere;
  }
  if (!GROUP_ID.test(first)) return { kind: 'home' };
  if (!ELEMENT_ID.test(second)) return elsewhere;
  return { kind: 'content', contentGroupId: first, contentId: second };
}
