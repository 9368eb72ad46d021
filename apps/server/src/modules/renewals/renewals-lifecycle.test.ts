/**
 * The charges around a renewal: the charge at a free term's end (with the ordinal discount of the first
 * paid period), a free term cancelled before it ends (never charged), a plan that does not renew, and a
 * charge whose answer never came (settled by asking the gateway, never charged twice).
 */
import { DurationType, TaxMode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { billingRunKeys, discountOrdinals } from '../../db/schema/index.ts';
import { releaseRunKey } from './renewal-repository.ts';
import {
  createPlan,
  ledgerOf,
  mailsTo,
  move,
  runKeysOf,
  sandboxCountOf,
  setClockTo,
  storedCardWill,
  subscribe,
  subscriptionRow,
  sweepAndRun,
  useRenewalWorld,
} from './renewals-test-support.ts';
import { runRenewal } from './run-renewal.ts';

const world = useRenewalWorld();

describe('the first charge and the end of a period', () => {
  it('charges the first period when the free days end, with its ordinal discount, and mails the receipt', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, {
      durationType: DurationType.MONTH,
      price: 1000,
      freeTermDays: 7,
      taxMode: TaxMode.INCLUSIVE,
    });
    await world.database.db
      .insert(discountOrdinals)
      .values({ ...world.scope, subscriptionPlanId: plan.id, ordinal: 1, discountPercent: 50 });
    const { user, subscriptionId } = await subscribe(world, plan.id, { event: 'start-free-term' });
    const trial = await subscriptionRow(world, subscriptionId);
    expect(trial.billingState).toBe('TRIAL');
    world.clock.set(new Date((trial.freeTermEndsAt?.getTime() ?? 0) - 60_000));
    await sweepAndRun(world);
    expect(await ledgerOf(world, subscriptionId)).toEqual([]);

    await setClockTo(world, trial.nextBillingAt);
    await sweepAndRun(world);
    const active = await subscriptionRow(world, subscriptionId);
    expect(active.billingState).toBe('ACTIVE');
    expect(active.paidPeriods).toBe(1);
    expect(active.currentPeriodStart).toEqual(trial.freeTermEndsAt);
    const [row, ...more] = await ledgerOf(world, subscriptionId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'purchase', status: 'OK', amount: 500, tax: 45, discount: 500 });
    expect(row?.periodStart).toEqual(trial.freeTermEndsAt);
    expect(await sandboxCountOf(world, row?.orderId ?? '')).toMatchObject({ charges: 1, attempts: 1 });
    expect(await mailsTo(world, user.email ?? '', 'payment received')).toHaveLength(1);

    // The second period has no ordinal discount: the full price.
    await setClockTo(world, active.nextBillingAt);
    await sweepAndRun(world);
    expect((await ledgerOf(world, subscriptionId)).map((r) => r.amount)).toEqual([500, 1000]);
  });

  it('a free term cancelled before it ends is never charged: the subscription ends with the free days', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 1000, freeTermDays: 14 });
    const { subscriptionId } = await subscribe(world, plan.id, { event: 'start-free-term' });
    world.clock.set(new Date('2026-11-05T05:00:00Z'));
    await move(world, subscriptionId, 'cancel');
    const cancelled = await subscriptionRow(world, subscriptionId);
    expect(cancelled.nextBillingAt).toBeNull();
    expect(cancelled.accessEndsAt).toEqual(cancelled.freeTermEndsAt);

    await setClockTo(world, cancelled.freeTermEndsAt);
    await sweepAndRun(world);
    const ended = await subscriptionRow(world, subscriptionId);
    expect(ended.billingState).toBe('ENDED');
    expect(ended.accessEndsAt).toBeNull();
    expect(await ledgerOf(world, subscriptionId)).toEqual([]);
    expect(await runKeysOf(world, subscriptionId)).toEqual([]);
  });

  it('a plan that does not renew itself ends with its period, uncharged', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 1000, autoRenew: false });
    const { subscriptionId } = await subscribe(world, plan.id);
    const active = await subscriptionRow(world, subscriptionId);
    await setClockTo(world, active.nextBillingAt);
    await sweepAndRun(world);
    expect((await subscriptionRow(world, subscriptionId)).billingState).toBe('ENDED');
    expect(await ledgerOf(world, subscriptionId)).toEqual([]);
  });
});

describe('a charge whose answer never came', () => {
  it('moves nothing; the next attempt asks the gateway by order id and settles the one charge it made', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 700 });
    const { subscriptionId, customerRef } = await subscribe(world, plan.id);
    const active = await subscriptionRow(world, subscriptionId);
    await setClockTo(world, active.nextBillingAt);
    await storedCardWill(world, customerRef, 'timeout_unknown_outcome');
    const job = {
      ...world.scope,
      subscriptionId,
      periodNo: 2,
      declinedAttempts: 0,
      runKey: `renewal:${subscriptionId}:2:0`,
    };
    const deps = { ...world.deps, gatewayTimeoutMs: 300 };
    await expect(runRenewal(deps, job)).rejects.toThrow(/outcome unknown/);
    const [pending] = await ledgerOf(world, subscriptionId);
    expect(pending?.status).toBe('pending');
    const unmoved = await subscriptionRow(world, subscriptionId);
    expect([unmoved.billingState, unmoved.paidPeriods, unmoved.declinedAttempts]).toEqual(['ACTIVE', 1, 0]);

    expect(await runRenewal(deps, job)).toBe('settled-earlier-attempt');
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows.map((r) => [r.orderId, r.status])).toEqual([[pending?.orderId, 'OK']]);
    expect(await sandboxCountOf(world, pending?.orderId ?? '')).toMatchObject({ charges: 1, attempts: 1 });
    const paid = await subscriptionRow(world, subscriptionId);
    expect([paid.billingState, paid.paidPeriods]).toEqual(['ACTIVE', 2]);
    expect(await runRenewal(deps, job)).toBe('not-due');
  });

  it('a job given up gives its key back: the next sweep settles the pending charge by asking the gateway', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 900 });
    const { subscriptionId, customerRef } = await subscribe(world, plan.id);
    await setClockTo(world, (await subscriptionRow(world, subscriptionId)).nextBillingAt);
    await storedCardWill(world, customerRef, 'timeout_unknown_outcome');
    const runKey = `renewal:${subscriptionId}:2:0`;
    const job = { ...world.scope, subscriptionId, periodNo: 2, declinedAttempts: 0, runKey };
    await world.database.db
      .insert(billingRunKeys)
      .values({ ...world.scope, userSubscriptionId: subscriptionId, runKey });
    await expect(runRenewal({ ...world.deps, gatewayTimeoutMs: 300 }, job)).rejects.toThrow(
      /outcome unknown/,
    );
    await sweepAndRun(world);
    expect((await ledgerOf(world, subscriptionId)).map((r) => r.status)).toEqual(['pending']);

    await releaseRunKey(world.database.db, world.scope, runKey);
    await sweepAndRun(world);
    const rows = await ledgerOf(world, subscriptionId);
    expect(rows.map((r) => r.status)).toEqual(['OK']);
    expect(await sandboxCountOf(world, rows[0]?.orderId ?? '')).toMatchObject({ charges: 1, attempts: 1 });
    expect((await subscriptionRow(world, subscriptionId)).paidPeriods).toBe(2);
  });
});
