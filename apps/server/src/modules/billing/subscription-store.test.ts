import { describe, expect, it } from 'vitest';
import { snapshotOfRow } from './subscription-store.ts';

describe('snapshotOfRow', () => {
  it('reads the table state and dates the store keeps', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const row = {
      billingState: 'PAST_DUE',
      anchorAt: at,
      freeTermEndsAt: null,
      paidPeriods: 3,
      currentPeriodEnd: at,
      nextBillingAt: at,
      declinedAttempts: 2,
      retryDeadline: at,
    } as Parameters<typeof snapshotOfRow>[0];
    expect(snapshotOfRow(row)).toEqual({
      state: 'PAST_DUE',
      anchor: at,
      freeTermEndsAt: null,
      paidPeriods: 3,
      periodEnd: at,
      nextChargeAt: at,
      declinedAttempts: 2,
      retryDeadline: at,
    });
  });
});
