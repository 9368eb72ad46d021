import { isCardPagePath } from '@hondana/contract';
import { useEffect } from 'react';

/** Payment routes are named by kind of provider (the real provider names are not shown). */
export const PAYMENT_ROUTES = {
  memberProcessing: '/member-payment/processing',
  memberConfirm: '/member-payment/confirm',
  memberError: '/member-payment/error',
  cardConfirm: '/card-payment/confirm',
} as const;

/**
 * The payment ERROR page's address for a payment address whose portal settings could not be loaded
 * (seed: a settings failure on the payment path goes to the ERROR page, not 404), else null.
 */
export function paymentErrorPathOf(pathname: string): string | null {
  const at = pathname.search(/\/(?:member-payment|card-payment)\//);
  return at < 0 ? null : `${pathname.slice(0, at)}${PAYMENT_ROUTES.memberError}`;
}

/** The reader's purchase addresses, inside the portal (useTenantHref adds the tenant's path). */
export const orderEntryRoute = (planId: number) => `/order-entry/${planId}`;
export const orderConfirmRoute = (planId: number) => `/order-entry/${planId}/confirm`;
export const planDetailRoute = (planId: number) => `/subscription/${planId}`;
export const THANK_YOU_ROUTE = '/thank-you';

/**
 * Enters a card page by a full page load, never a client-side navigation: the page's
 * Content-Security-Policy is the document's, and only the card pages' policy lets the browser reach the
 * card gateway (docs/decisions.md, the card pages' Content-Security-Policy).
 */
export function enterCardPage(href: string): void {
  window.location.assign(href);
}

/** The address the browser loaded this document from (not where client-side routing has taken it since). */
function documentPath(): string | null {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry?.name) return null;
  try {
    return new URL(entry.name).pathname;
  } catch {
    return null;
  }
}

/**
 * A card page reached by a client-side navigation (the login's way back, a link) runs under the
 * document's policy, which does not let the browser reach the card gateway: load the page afresh once.
 * Returns whether the page may draw its card form now.
 */
export function useCardPageDocument(): boolean {
  const loaded = documentPath();
  const mustReload = loaded !== null && !isCardPagePath(loaded) && isCardPagePath(window.location.pathname);
  useEffect(() => {
    if (mustReload) window.location.replace(window.location.href);
  }, [mustReload]);
  return !mustReload;
}
