/**
 * Renewals through the real job queue and the sandbox gateway, time moved by the app's ManualClock:
 * one charge and one ledger row per period, a decline retried on the retry days, an ended subscription
 * when every retry is declined, and sweeps that never charge twice.
 */
import { DurationType, TaxMode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import {
  createPlan,
  DAY_MS,
  ledgerOf,
  mailsTo,
  runKeysOf,
  sandboxCountOf,
  setClockTo,
  storedCardWill,
  subscribe,
  subscriptionRow,
  sweepAndRun,
  useRenewalWorld,
} from './renewals-test-support.ts';
import { sweepRenewals } from './sweep-renewals.ts';

const world = useRenewalWorld();

describe('renewals of a monthly plan', () => {
  it('charges the stored card once per period, with one ledger row and one receipt mail each, over three periods', async () => {
    world.clock.set(new Date('2026-11-01T01:00:00Z'));
    const plan = await createPlan(world, {
      durationType: DurationType.MONTH,
      price: 1000,
      taxMode: TaxMode.EXCLUSIVE,
    });
    const { user, subscriptionId } = await subscribe(world, plan.id);
    for (let period = 2; period <= 4; period += 1) {
      const before = await subscriptionRow(world, subscriptionId);
      await setClockTo(world, before.nextBillingAt);
      const swept = await sweepAndRun(world);
      expect(swept.enqueued).toBe(1);
      const after = await subscriptionRow(world, subscriptionId);
      expect(after.billingState).toBe('ACTIVE');
      expect(after.paidPeriods).toBe(period);
      expect(after.currentPeriodStart).toEqual(before.currentPeriodEnd);
    }
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows.map((r) => [r.kind, r.status, r.amount, r.tax])).toEqual([
      ['renewal', 'OK', 1100, 100],
      ['renewal', 'OK', 1100, 100],
      ['renewal', 'OK', 1100, 100],
    ]);
    expect(new Set(rows.map((r) => r.periodStart?.toISOString())).size).toBe(3);
    for (const row of rows)
      expect(await sandboxCountOf(world, row.orderId)).toMatchObject({ charges: 1, attempts: 1 });
    const receipts = await mailsTo(world, user.email ?? '', 'payment received');
    expect(receipts).toHaveLength(3);
    expect(receipts[0]?.text).toContain('¥1,100 (tax included)');
    expect(receipts[0]?.text).toContain(`/${world.tenant.service.path}/subscription`);
  });

  it('a second sweep (and a third, racing the worker) enqueues nothing and charges nothing more', async () => {
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 500 });
    const { subscriptionId } = await subscribe(world, plan.id);
    await setClockTo(world, (await subscriptionRow(world, subscriptionId)).nextBillingAt);
    // Other files' subscriptions of this world may fall due at the same instant: count this one's keys.
    await Promise.all([sweepRenewals(world.deps), sweepRenewals(world.deps)]);
    expect(await runKeysOf(world, subscriptionId)).toEqual([`renewal:${subscriptionId}:2:0`]);
    await waitForJobs(world.database.db, 30_000);
    expect((await sweepAndRun(world)).enqueued).toBe(0);
    expect(await runKeysOf(world, subscriptionId)).toHaveLength(1);
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows).toHaveLength(1);
    expect(await sandboxCountOf(world, rows[0]?.orderId ?? '')).toMatchObject({ charges: 1, attempts: 1 });
  });

  it('a declined renewal is retried on day 1 and paid after the reader changes the card: the period keeps its end', async () => {
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 800 });
    const { user, subscriptionId, customerRef } = await subscribe(world, plan.id);
    const start = await subscriptionRow(world, subscriptionId);
    const dueAt = start.nextBillingAt;
    await storedCardWill(world, customerRef, 'decline');
    await setClockTo(world, dueAt);
    await sweepAndRun(world);
    const declined = await subscriptionRow(world, subscriptionId);
    expect(declined.billingState).toBe('PAST_DUE');
    expect(declined.declinedAttempts).toBe(1);
    expect(declined.nextBillingAt?.getTime()).toBe((dueAt?.getTime() ?? 0) + DAY_MS);
    expect(declined.accessEndsAt?.getTime()).toBe((dueAt?.getTime() ?? 0) + 7 * DAY_MS);
    const declinedMails = await mailsTo(world, user.email ?? '', 'did not go through');
    expect(declinedMails).toHaveLength(1);
    expect(declinedMails[0]?.text).toContain('/subscription');

    await storedCardWill(world, customerRef, 'success');
    await setClockTo(world, declined.nextBillingAt);
    await sweepAndRun(world);
    const paid = await subscriptionRow(world, subscriptionId);
    expect(paid.billingState).toBe('ACTIVE');
    expect(paid.paidPeriods).toBe(2);
    expect(paid.currentPeriodStart).toEqual(dueAt);
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows.map((r) => [r.status, r.resultCode])).toEqual([
      ['NG', 857],
      ['OK', null],
    ]);
    expect(rows[0]?.periodStart).toEqual(rows[1]?.periodStart);
    expect(rows[0]?.orderId).not.toBe(rows[1]?.orderId);
    for (const row of rows) expect((await sandboxCountOf(world, row.orderId)).attempts).toBe(1);
    expect(await mailsTo(world, user.email ?? '', 'payment received')).toHaveLength(1);
  });

  it('declined on the due day and on days 1, 3 and 7: the subscription ends at the deadline the mails stated', async () => {
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 800 });
    const { user, subscriptionId, customerRef } = await subscribe(world, plan.id);
    await storedCardWill(world, customerRef, 'decline');
    const dueAt = (await subscriptionRow(world, subscriptionId)).nextBillingAt?.getTime() ?? 0;
    const deadline = new Date(dueAt + 7 * DAY_MS);
    const tries = [0, 1, 3, 7].map((days) => new Date(dueAt + days * DAY_MS));
    for (const [index, at] of tries.entries()) {
      expect((await subscriptionRow(world, subscriptionId)).nextBillingAt).toEqual(at);
      world.clock.set(at);
      await sweepAndRun(world);
      const row = await subscriptionRow(world, subscriptionId);
      expect(row.billingState).toBe(index < 3 ? 'PAST_DUE' : 'ENDED');
      if (index < 3) expect(row.accessEndsAt).toEqual(deadline);
    }
    const ended = await subscriptionRow(world, subscriptionId);
    expect(ended.accessEndsAt).toBeNull();
    expect(ended.nextBillingAt).toBeNull();
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows.map((r) => r.status)).toEqual(['NG', 'NG', 'NG', 'NG']);
    const declinedMails = await mailsTo(world, user.email ?? '', 'did not go through');
    expect(declinedMails).toHaveLength(3);
    for (const mail of declinedMails) expect(mail.text).toContain('You keep access until');
    expect(await mailsTo(world, user.email ?? '', 'has ended')).toHaveLength(1);
    world.clock.set(new Date(dueAt + 40 * DAY_MS));
    await sweepAndRun(world);
    expect(await ledgerOf(world, subscriptionId)).toHaveLength(4);
    expect(await runKeysOf(world, subscriptionId)).toHaveLength(4);
  });
});
