import type { RouteName } from '@hondana/contract';

/** The header a service's referrer restriction reads (the server's referrer check). */
export const REFERRER_HEADER = 'cus-referer';

/** The calls the server checks against the service's referrer URLs. */
const referrerChecked: ReadonlySet<RouteName> = new Set<RouteName>([
  'catalogueDetail',
  'viewerToken',
  'shareDetail',
]);

/** The page that first brought this tab to the portal, kept for the tab's later calls. */
const ENTRY_REFERRER_KEY = 'hondana.entry-referrer';

/**
 * The page the reader came from: the first referrer this tab entered the portal with, else the page's
 * own `document.referrer`. Kept for the tab, because a login round trip (a federated login's provider)
 * or a reload through another page changes `document.referrer` while the reader is still the one the
 * partner sent. Empty when the reader typed the address: the restriction then refuses, as it should.
 */
export function entryReferrer(): string {
  if (typeof document === 'undefined') return '';
  const current = document.referrer;
  try {
    const kept = sessionStorage.getItem(ENTRY_REFERRER_KEY);
    if (kept) return kept;
    if (current) sessionStorage.setItem(ENTRY_REFERRER_KEY, current);
  } catch {
    // Storage refused (private mode, sandbox): the page's own referrer only.
  }
  return current;
}

/** The `cus-referer` header for a call the server checks against the referrer URLs; none otherwise. */
export function referrerHeaders(route: RouteName): Record<string, string> {
  if (!referrerChecked.has(route)) return {};
  const referrer = entryReferrer();
  return referrer ? { [REFERRER_HEADER]: referrer } : {};
}
