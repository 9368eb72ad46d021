/**
 * The mails before a charge, each sent once by the injected clock: the reminders 30, 7 and 1 days
 * before a yearly plan renews, and the warning that the stored card expires before the next charge.
 */
import { DurationType, TaxMode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { cardExpiresAt, reminderDue } from './billing-reminders.ts';
import { outcomeEvent } from './renewal-outcome.ts';
import {
  createPlan,
  DAY_MS,
  mailsTo,
  runKeysOf,
  subscribe,
  subscriptionRow,
  sweepAndRun,
  useRenewalWorld,
} from './renewals-test-support.ts';

describe('reminder days and card expiry (pure)', () => {
  it('sends the closest reminder reached: 30, then 7, then 1 day before', () => {
    expect([45, 31, 30, 29, 8, 7, 2, 1, 0].map(reminderDue)).toEqual([null, null, 30, 30, 30, 7, 7, 1, 1]);
  });

  it('a card of expiry YYMM works to the end of that month, in Tokyo', () => {
    expect(cardExpiresAt('2701')?.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(cardExpiresAt('2612')?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(cardExpiresAt('2613')).toBeNull();
    expect(cardExpiresAt('abc')).toBeNull();
  });

  it('names the outcome event of the charge due in each state', () => {
    expect(outcomeEvent('TRIAL', 0, true)).toBe('free-term-ends-paid');
    expect(outcomeEvent('ACTIVE', 0, false)).toBe('renewal-declined');
    expect(outcomeEvent('PAST_DUE', 2, false)).toBe('retry-declined');
    expect(outcomeEvent('PAST_DUE', 3, false)).toBe('retries-exhausted');
    expect(outcomeEvent('PAST_DUE', 3, true)).toBe('retry-paid');
    expect(outcomeEvent('CANCEL', 0, true)).toBeNull();
  });
});

const world = useRenewalWorld();

describe('mails before a charge', () => {
  it('reminds a yearly subscriber 30, 7 and 1 days before the renewal, once each, with the amount tax included', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, {
      durationType: DurationType.YEAR,
      price: 12_000,
      taxMode: TaxMode.EXCLUSIVE,
    });
    const { user, subscriptionId } = await subscribe(world, plan.id);
    const renewsAt = (await subscriptionRow(world, subscriptionId)).nextBillingAt?.getTime() ?? 0;
    const reminders = () => mailsTo(world, user.email ?? '', 'renews on');

    world.clock.set(new Date(renewsAt - 31 * DAY_MS));
    await sweepAndRun(world);
    expect(await reminders()).toHaveLength(0);
    for (const [days, count] of [
      [30, 1],
      [29, 1],
      [7, 2],
      [1, 3],
    ] as const) {
      world.clock.set(new Date(renewsAt - days * DAY_MS));
      await sweepAndRun(world);
      await sweepAndRun(world);
      expect(await reminders(), `${days} days before`).toHaveLength(count);
    }
    const texts = (await reminders()).map((m) => m.text);
    expect(texts[0]).toContain('renews on 03/11/2027 (days left: 30)');
    expect(texts[1]).toContain('(days left: 7)');
    expect(texts[2]).toContain('(days left: 1)');
    for (const text of texts) {
      expect(text).toContain('¥13,200 (tax included)');
      expect(text).toContain('cancel it on your plan page');
      expect(text).toContain(`/${world.tenant.service.path}/subscription`);
    }
    expect((await runKeysOf(world, subscriptionId)).filter((k) => k.startsWith('reminder:'))).toHaveLength(3);
  });

  it('gives a monthly subscriber no reminder', async () => {
    world.clock.set(new Date('2026-11-03T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 1000 });
    const { user, subscriptionId } = await subscribe(world, plan.id);
    const renewsAt = (await subscriptionRow(world, subscriptionId)).nextBillingAt?.getTime() ?? 0;
    world.clock.set(new Date(renewsAt - DAY_MS));
    await sweepAndRun(world);
    expect(await mailsTo(world, user.email ?? '', 'renews on')).toHaveLength(0);
  });

  it('warns once that the stored card expires before the next charge; a card valid past it gets nothing', async () => {
    world.clock.set(new Date('2026-12-10T05:00:00Z'));
    const plan = await createPlan(world, { durationType: DurationType.MONTH, price: 1000 });
    const expiring = await subscribe(world, plan.id, { cardExpire: '2612' });
    const fine = await subscribe(world, plan.id, { cardExpire: '2701' });
    world.clock.set(new Date('2026-12-11T05:00:00Z'));
    await sweepAndRun(world);
    await sweepAndRun(world);
    const warnings = await mailsTo(world, expiring.user.email ?? '', 'card expires');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain('before its next payment on 10/01/2027');
    expect(warnings[0]?.text).toContain('register a new card');
    expect(await mailsTo(world, fine.user.email ?? '', 'card expires')).toHaveLength(0);
  });
});
