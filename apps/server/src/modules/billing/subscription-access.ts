import type { BillingState } from '@hondana/contract';
import { activeAccessEnd } from './renewal-retries.ts';
import { accessUntilOf } from './subscription-transitions.ts';

/** The dates of a subscription that access depends on. */
export interface SubscriptionDates {
  freeTermEndsAt: Date | null;
  /** End of the current (or last) paid period; null while none was paid. */
  periodEnd: Date | null;
  /** Set while PAST_DUE: the last retry's time. */
  retryDeadline: Date | null;
}

/** The instant a subscription's access ends, or null when it gives none. */
export function accessEndsAt(state: BillingState, dates: SubscriptionDates, timeZone: string): Date | null {
  switch (accessUntilOf[state]) {
    case 'free-term-end':
      return dates.freeTermEndsAt;
    case 'period-end':
      return dates.periodEnd && activeAccessEnd(dates.periodEnd, timeZone);
    case 'retry-deadline':
      return dates.retryDeadline;
    case 'cancelled-period-end':
      return dates.periodEnd ?? dates.freeTermEndsAt;
    case 'none':
      return null;
  }
}

/** Whether the subscription gives access at `instant` (by the injected clock): its end is after it. */
export function hasAccessAt(
  state: BillingState,
  dates: SubscriptionDates,
  instant: Date,
  timeZone: string,
): boolean {
  const end = accessEndsAt(state, dates, timeZone);
  return end !== null && instant < end;
}
