import type { BillingState } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { applyBillingEvent, type BillingSnapshot, noSubscription } from './apply-billing-event.ts';
import { hasAccessAt } from './subscription-access.ts';
import type { BillingEvent } from './subscription-transitions.ts';

const TOKYO = 'Asia/Tokyo';
const jst = (wall: string) => new Date(`${wall}+09:00`);
const inTokyo = (d: Date | null) => d?.toLocaleString('sv-SE', { timeZone: TOKYO }) ?? null;
const monthly = { duration: { length: 1, unit: 1 as const }, freeTermDays: 7, timeZone: TOKYO };

/** Plays events at Tokyo wall times, as the renewal job would with the clock moved. */
function play(steps: [string, BillingEvent][], from: BillingSnapshot = noSubscription): BillingSnapshot {
  let s = from;
  for (const [wall, event] of steps) {
    const result = applyBillingEvent(s, event, { ...monthly, at: jst(wall) });
    if ('refused' in result) throw new Error(`${event} at ${wall}: ${result.refused}`);
    s = result.snapshot;
  }
  return s;
}
const access = (s: BillingSnapshot, wall: string) =>
  s.state !== 'NONE' && hasAccessAt(s.state as BillingState, s, jst(wall), TOKYO);

describe('a subscription through time, event by event', () => {
  it('starts with 7 free days, is charged when they end, then renews a month on', () => {
    const trial = play([['2027-01-24T10:00:00', 'start-free-term']]);
    expect(trial).toMatchObject({ state: 'TRIAL', paidPeriods: 0 });
    expect(inTokyo(trial.nextChargeAt)).toBe('2027-01-31 10:00:00');
    expect(access(trial, '2027-01-31T09:59:59')).toBe(true);
    const paid = play([['2027-01-31T10:00:05', 'free-term-ends-paid']], trial);
    expect(paid).toMatchObject({ state: 'ACTIVE', paidPeriods: 1 });
    expect(inTokyo(paid.periodEnd)).toBe('2027-02-28 10:00:00');
    const renewed = play([['2027-02-28T10:00:00', 'renewal-paid']], paid);
    expect(inTokyo(renewed.periodEnd)).toBe('2027-03-31 10:00:00');
    expect(inTokyo(renewed.nextChargeAt)).toBe('2027-03-31 10:00:00');
  });

  it('never charges a reader who cancels in the free days; access ends with them', () => {
    const s = play([
      ['2027-01-24T10:00:00', 'start-free-term'],
      ['2027-01-26T10:00:00', 'cancel'],
    ]);
    expect(s).toMatchObject({ state: 'CANCEL', nextChargeAt: null, paidPeriods: 0 });
    expect(access(s, '2027-01-31T09:59:59')).toBe(true);
    expect(access(s, '2027-01-31T10:00:00')).toBe(false);
    expect(
      applyBillingEvent(s, 'free-term-ends-paid', { ...monthly, at: jst('2027-01-31T10:00:00') }),
    ).toEqual({
      refused: 'CANCEL does not take free-term-ends-paid',
    });
    expect(play([['2027-01-31T10:00:00', 'period-ends']], s).state).toBe('ENDED');
  });

  it('keeps access through a declined renewal, recovers on the second retry, and keeps the period’s end', () => {
    const active = play([['2027-01-31T10:00:00', 'start-paid']]);
    const declined = play([['2027-02-28T10:00:00', 'renewal-declined']], active);
    expect(declined).toMatchObject({ state: 'PAST_DUE', declinedAttempts: 1 });
    expect(inTokyo(declined.nextChargeAt)).toBe('2027-03-01 10:00:00');
    expect(inTokyo(declined.retryDeadline)).toBe('2027-03-07 10:00:00');
    const again = play([['2027-03-01T10:00:00', 'retry-declined']], declined);
    expect(inTokyo(again.nextChargeAt)).toBe('2027-03-03 10:00:00');
    expect(access(again, '2027-03-02T12:00:00')).toBe(true);
    const recovered = play([['2027-03-03T10:00:00', 'retry-paid']], again);
    expect(recovered).toMatchObject({
      state: 'ACTIVE',
      paidPeriods: 2,
      declinedAttempts: 0,
      retryDeadline: null,
    });
    expect(inTokyo(recovered.periodEnd)).toBe('2027-03-31 10:00:00');
  });

  it('ends a subscription whose every retry is declined, and access with it', () => {
    const s = play([
      ['2027-01-31T10:00:00', 'start-paid'],
      ['2027-02-28T10:00:00', 'renewal-declined'],
      ['2027-03-01T10:00:00', 'retry-declined'],
      ['2027-03-03T10:00:00', 'retry-declined'],
    ]);
    const early = applyBillingEvent(s, 'retries-exhausted', { ...monthly, at: jst('2027-03-07T09:00:00') });
    expect(early).toEqual({ refused: 'no charge is due yet' });
    expect(applyBillingEvent(s, 'retry-declined', { ...monthly, at: jst('2027-03-07T10:00:00') })).toEqual({
      refused: 'no retry is left',
    });
    const ended = play([['2027-03-07T10:00:00', 'retries-exhausted']], s);
    expect(ended).toMatchObject({ state: 'ENDED', nextChargeAt: null });
    expect(access(s, '2027-03-07T09:59:59')).toBe(true);
    expect(access(ended, '2027-03-07T10:00:00')).toBe(false);
  });

  it('refuses a renewal before it is due: a second run of the job finds nothing to do', () => {
    const renewed = play([
      ['2027-01-31T10:00:00', 'start-paid'],
      ['2027-02-28T10:00:00', 'renewal-paid'],
    ]);
    expect(
      applyBillingEvent(renewed, 'renewal-paid', { ...monthly, at: jst('2027-02-28T10:00:01') }),
    ).toEqual({
      refused: 'no charge is due yet',
    });
  });

  it('cancels to the end of the paid period, refunds end access at once', () => {
    const active = play([['2027-01-31T10:00:00', 'start-paid']]);
    const cancelled = play([['2027-02-10T10:00:00', 'cancel']], active);
    expect(access(cancelled, '2027-02-28T09:59:59')).toBe(true);
    expect(access(cancelled, '2027-02-28T10:00:00')).toBe(false);
    expect(
      applyBillingEvent(cancelled, 'period-ends', { ...monthly, at: jst('2027-02-20T00:00:00') }),
    ).toEqual({
      refused: 'the period has not ended',
    });
    const refunded = play([['2027-02-11T10:00:00', 'refund']], cancelled);
    expect(refunded.state).toBe('REFUNDED');
    expect(access(refunded, '2027-02-11T10:00:01')).toBe(false);
  });
});
