import { describe, expect, it } from 'vitest';
import { declinedRetryEvent, RENEWAL_RETRY_DAYS, retryAt, retryDeadline } from './renewal-retries.ts';
import { accessEndsAt, hasAccessAt, type SubscriptionDates } from './subscription-access.ts';

const TOKYO = 'Asia/Tokyo';
const jst = (wall: string) => new Date(`${wall}+09:00`);
const inTokyo = (d: Date | null) => d?.toLocaleString('sv-SE', { timeZone: TOKYO }) ?? null;
const freeTermEndsAt = jst('2026-12-05T21:15:00');
const periodEnd = jst('2027-01-05T21:15:00');
const dates: SubscriptionDates = { freeTermEndsAt, periodEnd: null, retryDeadline: null };
const paid: SubscriptionDates = { freeTermEndsAt, periodEnd, retryDeadline: null };
const second = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

describe('access at an instant follows the state and its dates', () => {
  it('gives a free period access up to the second its free days end', () => {
    expect(hasAccessAt('TRIAL', dates, second(freeTermEndsAt, -1), TOKYO)).toBe(true);
    expect(hasAccessAt('TRIAL', dates, freeTermEndsAt, TOKYO)).toBe(false);
  });

  it('keeps an ACTIVE subscription two days past its period while the renewal runs', () => {
    expect(inTokyo(accessEndsAt('ACTIVE', paid, TOKYO))).toBe('2027-01-07 21:15:00');
    expect(hasAccessAt('ACTIVE', paid, jst('2027-01-07T21:14:59'), TOKYO)).toBe(true);
    expect(hasAccessAt('ACTIVE', paid, jst('2027-01-07T21:15:00'), TOKYO)).toBe(false);
  });

  it('keeps a cancelled subscription to the end of what was paid, or of its free days when nothing was', () => {
    expect(accessEndsAt('CANCEL', paid, TOKYO)).toEqual(periodEnd);
    expect(hasAccessAt('CANCEL', paid, second(periodEnd, -1), TOKYO)).toBe(true);
    expect(hasAccessAt('CANCEL', paid, periodEnd, TOKYO)).toBe(false);
    expect(accessEndsAt('CANCEL', dates, TOKYO)).toEqual(freeTermEndsAt);
  });

  it('keeps an unpaid subscription until its retry deadline, seven days after the charge was due', () => {
    const deadline = retryDeadline(periodEnd, TOKYO);
    expect(inTokyo(deadline)).toBe('2027-01-12 21:15:00');
    const pastDue = { ...paid, retryDeadline: deadline };
    expect(hasAccessAt('PAST_DUE', pastDue, second(deadline, -1), TOKYO)).toBe(true);
    expect(hasAccessAt('PAST_DUE', pastDue, deadline, TOKYO)).toBe(false);
  });

  it('gives no access once refunded or ended, whatever the dates', () => {
    for (const state of ['REFUNDED', 'ENDED'] as const) {
      expect(accessEndsAt(state, paid, TOKYO)).toBeNull();
      expect(hasAccessAt(state, paid, jst('2026-12-10T00:00:00'), TOKYO)).toBe(false);
    }
  });
});

describe('renewal retries', () => {
  it('retries 1, 3 and 7 days after the due time, then the retries are exhausted', () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 7]);
    expect([1, 2, 3, 4].map((n) => inTokyo(retryAt(periodEnd, n, TOKYO)))).toEqual([
      '2027-01-06 21:15:00',
      '2027-01-08 21:15:00',
      '2027-01-12 21:15:00',
      null,
    ]);
    expect([1, 2, 3].map(declinedRetryEvent)).toEqual([
      'retry-declined',
      'retry-declined',
      'retries-exhausted',
    ]);
    expect(retryAt(periodEnd, 3, TOKYO)).toEqual(retryDeadline(periodEnd, TOKYO));
  });
});
