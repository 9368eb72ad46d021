import type { OrderQuote } from '@hondana/contract';
import type { CardToken } from './card/CardForm.tsx';
import type { CardMessage } from './card/card-errors.ts';

/**
 * The order between its entry and its confirmation, in memory only: card tokens are single-use and
 * short-lived, so nothing of the card is written to storage. A reload of the confirmation starts again
 * at the entry.
 */
export interface OrderDraft {
  planId: number;
  coupon: { code: string; percent: number } | null;
  quote: OrderQuote;
  /** Absent for an order that charges nothing, or one paid through the member-ID provider. */
  card: CardToken | null;
}

let draft: OrderDraft | null = null;
/** A refusal of the last order attempt, shown by the entry when it sends the reader back for the card. */
let refusal: CardMessage | null = null;

export const orderDraft = {
  get: (planId: number): OrderDraft | null => (draft?.planId === planId ? draft : null),
  set(next: OrderDraft): void {
    draft = next;
    refusal = null;
  },
  /** The order failed in a way that needs a new card and a new order id. */
  refuse(message: CardMessage): void {
    draft = null;
    refusal = message;
  },
  /** Read during a render (a render React discards must not lose it); `forgetRefusal` once shown. */
  refusal: (): CardMessage | null => refusal,
  forgetRefusal(): void {
    refusal = null;
  },
  clear(): void {
    draft = null;
  },
};

const PENDING_KEY = 'hondana.pendingCardOrder';

/** The order waiting for its 3-D Secure return: its id and coupon only (no card data). */
export function rememberPendingOrder(orderId: string, couponCode: string | null): void {
  window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ orderId, couponCode }));
}

export function pendingOrder(): { orderId: string; couponCode: string | null } | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null') as {
      orderId?: unknown;
      couponCode?: unknown;
    } | null;
    if (typeof stored?.orderId !== 'string') return null;
    return {
      orderId: stored.orderId,
      couponCode: typeof stored.couponCode === 'string' ? stored.couponCode : null,
    };
  } catch {
    return null;
  }
}

export const forgetPendingOrder = () => window.sessionStorage.removeItem(PENDING_KEY);
