/**
 * Where one card order is. `quoted` is never stored; an order row starts at `charging` (or closes at
 * once). `unknown`: the gateway's answer never came; reconciliation asks the gateway by order id.
 */
export const OrderState = {
  CHARGING: 'charging',
  AWAITING_3DS: 'awaiting-3ds',
  PAID: 'paid',
  /** The plan's free first period started with the card stored; nothing charged now. */
  TRIAL_STARTED: 'trial-started',
  DECLINED: 'declined',
  UNKNOWN: 'unknown',
  CLOSED_FREE: 'closed-free',
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const orderStates = Object.values(OrderState);

/** States an order does not leave. */
export const finalOrderStates: readonly OrderState[] = [
  OrderState.PAID,
  OrderState.TRIAL_STARTED,
  OrderState.DECLINED,
  OrderState.CLOSED_FREE,
];
