import type { BillingState } from '@hondana/contract';
import { freeTermEnd, paidPeriod, periodBoundary } from './period-end.ts';
import type { PlanDuration } from './plan-duration.ts';
import { RENEWAL_RETRY_DAYS, retryAt, retryDeadline } from './renewal-retries.ts';
import {
  type BillingEvent,
  type BillingFrom,
  type BillingTransition,
  transitionOf,
} from './subscription-transitions.ts';

/** What the server keeps of a subscription's billing (the dates access and the renewal job read). */
export interface BillingSnapshot {
  state: BillingFrom;
  /** Start of the first paid period (the end of the free days, or the purchase): periods count from it. */
  anchor: Date | null;
  freeTermEndsAt: Date | null;
  /** Paid periods so far (0 before the first payment); the next charge is for period paidPeriods + 1. */
  paidPeriods: number;
  periodEnd: Date | null;
  /** When the next charge or retry is due; null when none is. */
  nextChargeAt: Date | null;
  /** Declined attempts of the charge now due (0 when none). */
  declinedAttempts: number;
  retryDeadline: Date | null;
}

export const noSubscription: BillingSnapshot = {
  state: 'NONE',
  anchor: null,
  freeTermEndsAt: null,
  paidPeriods: 0,
  periodEnd: null,
  nextChargeAt: null,
  declinedAttempts: 0,
  retryDeadline: null,
};

const chargeOutcomes: readonly BillingEvent[] = [
  'free-term-ends-paid',
  'free-term-ends-declined',
  'renewal-paid',
  'renewal-declined',
  'retry-paid',
  'retry-declined',
  'retries-exhausted',
];

/** Why a pair the table allows is still refused for this subscription at this instant, or null. */
function refusalAt(s: BillingSnapshot, event: BillingEvent, at: Date): string | null {
  if (chargeOutcomes.includes(event) && (s.nextChargeAt === null || at < s.nextChargeAt))
    return 'no charge is due yet';
  if (event === 'period-ends') {
    const end = s.periodEnd ?? s.freeTermEndsAt;
    if (end === null || at < end) return 'the period has not ended';
  }
  const lastRetry = RENEWAL_RETRY_DAYS.length;
  if (event === 'retry-declined' && s.declinedAttempts >= lastRetry) return 'no retry is left';
  if (event === 'retries-exhausted' && s.declinedAttempts < lastRetry) return 'retries are left';
  return null;
}

/**
 * A subscription after an event at `at`: the table's row decides the state and what is due next; this
 * moves the dates. A pair the table refuses, or a charge outcome before its charge is due, or the end of
 * a period that has not ended, is refused (`refused` names why) and nothing changes.
 */
export function applyBillingEvent(
  s: BillingSnapshot,
  event: BillingEvent,
  context: { at: Date; duration: PlanDuration; freeTermDays: number; timeZone: string },
): { snapshot: BillingSnapshot; transition: BillingTransition } | { refused: string } {
  const transition = transitionOf(s.state, event);
  if (!transition) return { refused: `${s.state} does not take ${event}` };
  const refusal = refusalAt(s, event, context.at);
  if (refusal) return { refused: refusal };
  const { at, duration, timeZone } = context;
  const next: BillingSnapshot = { ...s, state: transition.to as BillingState };
  if (event === 'start-free-term') {
    next.freeTermEndsAt = freeTermEnd(at, context.freeTermDays, timeZone);
    next.anchor = next.freeTermEndsAt;
  }
  if (event === 'start-paid') next.anchor = at;
  const anchor = next.anchor ?? at;
  if (transition.newPaidPeriod) {
    next.paidPeriods = s.paidPeriods + 1;
    next.periodEnd = paidPeriod(anchor, duration, next.paidPeriods, timeZone).end;
    next.declinedAttempts = 0;
    next.retryDeadline = null;
  }
  const dueAt = periodBoundary(anchor, duration, next.paidPeriods, timeZone);
  switch (transition.next) {
    case 'charge-at-free-term-end':
      next.nextChargeAt = next.freeTermEndsAt;
      break;
    case 'renew-at-period-end':
      next.nextChargeAt = next.periodEnd;
      break;
    case 'retry':
      next.declinedAttempts = s.declinedAttempts + 1;
      next.nextChargeAt = retryAt(dueAt, next.declinedAttempts, timeZone);
      next.retryDeadline = retryDeadline(dueAt, timeZone);
      break;
    case 'nothing':
      next.nextChargeAt = null;
      next.retryDeadline = null;
      break;
  }
  return { snapshot: next, transition };
}
