import { BillingState } from '@hondana/contract';

/** What happens to a subscription; the charge events are a charge's known outcome (never a timeout). */
export const billingEvents = [
  'start-free-term',
  'start-paid',
  'free-term-ends-paid',
  'free-term-ends-declined',
  'renewal-paid',
  'renewal-declined',
  'retry-paid',
  'retry-declined',
  'retries-exhausted',
  'period-ends',
  'plan-changed',
  'cancel',
  'account-cancelled',
  'refund',
] as const;
export type BillingEvent = (typeof billingEvents)[number];

/** Before the first event there is no subscription. */
export const NO_SUBSCRIPTION = 'NONE';
export type BillingFrom = BillingState | typeof NO_SUBSCRIPTION;

/** Until when a state gives access (subscription-access.ts reads the dates). */
export type AccessUntil = 'free-term-end' | 'period-end' | 'retry-deadline' | 'cancelled-period-end' | 'none';
/** What the move charged, or the charge it was the outcome of. */
export type ChargeEffect = 'first-period' | 'renewal' | 'retry' | 'plan-change' | 'refund';
export type MailEffect =
  | 'started'
  | 'receipt'
  | 'payment-declined'
  | 'ended-unpaid'
  | 'cancelled'
  | 'refunded'
  | 'plan-changed';

export interface BillingTransition {
  from: BillingFrom;
  event: BillingEvent;
  to: BillingState;
  charge: ChargeEffect | null;
  /** A paid period starts (the ordinal discounts count it). */
  newPaidPeriod: boolean;
  /** What is due next: a charge at the free term's end, a renewal at the period's end, a retry, or nothing. */
  next: 'charge-at-free-term-end' | 'renew-at-period-end' | 'retry' | 'nothing';
  mail: MailEffect | null;
  why: string;
}

const { TRIAL, ACTIVE, PAST_DUE, CANCEL, REFUNDED, ENDED } = BillingState;

/**
 * THE subscription table: one row per allowed (state, event); any other pair is refused. The states
 * a state gives access until are in `accessUntilOf`. docs/billing-rules.md is rendered from both.
 */
export const subscriptionTransitions: readonly BillingTransition[] = [
  {
    from: 'NONE',
    event: 'start-free-term',
    to: TRIAL,
    charge: null,
    newPaidPeriod: false,
    next: 'charge-at-free-term-end',
    mail: 'started',
    why: 'A first purchase of a plan with free days: nothing is charged until they end.',
  },
  {
    from: 'NONE',
    event: 'start-paid',
    to: ACTIVE,
    charge: 'first-period',
    newPaidPeriod: true,
    next: 'renew-at-period-end',
    mail: 'receipt',
    why: 'The order was paid (or came to 0 yen and closed without a charge).',
  },
  {
    from: TRIAL,
    event: 'free-term-ends-paid',
    to: ACTIVE,
    charge: 'first-period',
    newPaidPeriod: true,
    next: 'renew-at-period-end',
    mail: 'receipt',
    why: 'The free days are over and the first period was paid.',
  },
  {
    from: TRIAL,
    event: 'free-term-ends-declined',
    to: PAST_DUE,
    charge: 'first-period',
    newPaidPeriod: false,
    next: 'retry',
    mail: 'payment-declined',
    why: 'The first charge after the free days was declined: retried like a renewal.',
  },
  {
    from: TRIAL,
    event: 'plan-changed',
    to: TRIAL,
    charge: null,
    newPaidPeriod: false,
    next: 'charge-at-free-term-end',
    mail: 'plan-changed',
    why: 'A change during the free days costs nothing; the new plan is charged when they end.',
  },
  {
    from: TRIAL,
    event: 'cancel',
    to: CANCEL,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'cancelled',
    why: 'Cancelled within the free period: never charged; access to the end of the free days.',
  },
  {
    from: TRIAL,
    event: 'account-cancelled',
    to: CANCEL,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: null,
    why: 'The account was cancelled: its subscriptions are cancelled with it, never charged.',
  },
  {
    from: ACTIVE,
    event: 'renewal-paid',
    to: ACTIVE,
    charge: 'renewal',
    newPaidPeriod: true,
    next: 'renew-at-period-end',
    mail: 'receipt',
    why: 'The next period was paid.',
  },
  {
    from: ACTIVE,
    event: 'renewal-declined',
    to: PAST_DUE,
    charge: 'renewal',
    newPaidPeriod: false,
    next: 'retry',
    mail: 'payment-declined',
    why: 'The renewal was declined: retried on the retry days, access kept until the deadline, the reader mailed a link to change the card.',
  },
  {
    from: ACTIVE,
    event: 'period-ends',
    to: ENDED,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: null,
    why: 'A plan that does not renew itself ends with its period.',
  },
  {
    from: ACTIVE,
    event: 'plan-changed',
    to: ACTIVE,
    charge: 'plan-change',
    newPaidPeriod: false,
    next: 'renew-at-period-end',
    mail: 'plan-changed',
    why: 'The difference for the rest of the period is charged (0 for a move down); the period keeps its end.',
  },
  {
    from: ACTIVE,
    event: 'cancel',
    to: CANCEL,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'cancelled',
    why: 'Renewal stops; access continues to the end of the paid period.',
  },
  {
    from: ACTIVE,
    event: 'account-cancelled',
    to: CANCEL,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: null,
    why: 'The account was cancelled: renewal stops.',
  },
  {
    from: ACTIVE,
    event: 'refund',
    to: REFUNDED,
    charge: 'refund',
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'refunded',
    why: "An admin refunded the period's payment: access ends at once, the reader gets a credit note.",
  },
  {
    from: PAST_DUE,
    event: 'retry-paid',
    to: ACTIVE,
    charge: 'retry',
    newPaidPeriod: true,
    next: 'renew-at-period-end',
    mail: 'receipt',
    why: 'A retry was paid: the period runs from its usual start, so its end does not move.',
  },
  {
    from: PAST_DUE,
    event: 'retry-declined',
    to: PAST_DUE,
    charge: 'retry',
    newPaidPeriod: false,
    next: 'retry',
    mail: 'payment-declined',
    why: 'A retry was declined and another is left.',
  },
  {
    from: PAST_DUE,
    event: 'retries-exhausted',
    to: ENDED,
    charge: 'retry',
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'ended-unpaid',
    why: 'The last retry was declined: the subscription ends and access with it.',
  },
  {
    from: PAST_DUE,
    event: 'cancel',
    to: ENDED,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'cancelled',
    why: 'Cancelled while unpaid: retries stop; nothing was paid for the period, so access ends.',
  },
  {
    from: PAST_DUE,
    event: 'account-cancelled',
    to: ENDED,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: null,
    why: 'The account was cancelled while unpaid: retries stop.',
  },
  {
    from: PAST_DUE,
    event: 'refund',
    to: REFUNDED,
    charge: 'refund',
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'refunded',
    why: 'An admin refunded the last payment while a renewal was unpaid: retries stop, access ends.',
  },
  {
    from: CANCEL,
    event: 'period-ends',
    to: ENDED,
    charge: null,
    newPaidPeriod: false,
    next: 'nothing',
    mail: null,
    why: 'The paid (or free) period of a cancelled subscription ran out.',
  },
  {
    from: CANCEL,
    event: 'refund',
    to: REFUNDED,
    charge: 'refund',
    newPaidPeriod: false,
    next: 'nothing',
    mail: 'refunded',
    why: 'An admin refunded the payment of the cancelled period: access ends at once.',
  },
];

/** The row of a (state, event) pair, or null: the pair is refused and nothing changes. */
export function transitionOf(from: BillingFrom, event: BillingEvent): BillingTransition | null {
  return subscriptionTransitions.find((t) => t.from === from && t.event === event) ?? null;
}

/** Until when each state gives access. */
export const accessUntilOf: Record<BillingState, AccessUntil> = {
  TRIAL: 'free-term-end',
  ACTIVE: 'period-end',
  PAST_DUE: 'retry-deadline',
  CANCEL: 'cancelled-period-end',
  REFUNDED: 'none',
  ENDED: 'none',
};
