import { DurationType } from '@hondana/contract';
import { periodBoundary } from './period-end.ts';

/** Days after a declined charge's due time at which the card is tried again. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

/**
 * Days an ACTIVE subscription keeps access past its period's end while its renewal runs (a renewal
 * may be charged up to two days after the period ends): a late renewal job never locks a reader out.
 */
export const RENEWAL_GRACE_DAYS = 2;

const days = (n: number, from: Date, timeZone: string) =>
  periodBoundary(from, { length: 1, unit: DurationType.DAY }, n, timeZone);

/** When the `retryNo`-th retry (1..3) of a charge due at `dueAt` runs; null after the last. */
export function retryAt(dueAt: Date, retryNo: number, timeZone: string): Date | null {
  const offset = RENEWAL_RETRY_DAYS[retryNo - 1];
  return offset === undefined ? null : days(offset, dueAt, timeZone);
}

/** Until when an unpaid subscription keeps access: the last retry's time. */
export function retryDeadline(dueAt: Date, timeZone: string): Date {
  return days(RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1] ?? 0, dueAt, timeZone);
}

/** The event a declined retry is: another retry is left, or they are exhausted. */
export function declinedRetryEvent(retryNo: number): 'retry-declined' | 'retries-exhausted' {
  return retryNo < RENEWAL_RETRY_DAYS.length ? 'retry-declined' : 'retries-exhausted';
}

/** When a plan's access ends for an ACTIVE subscription whose period ends at `periodEnd`. */
export function activeAccessEnd(periodEnd: Date, timeZone: string): Date {
  return days(RENEWAL_GRACE_DAYS, periodEnd, timeZone);
}
