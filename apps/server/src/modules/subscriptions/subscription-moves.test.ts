import { type RegisteredSubscription, ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSubscriptions } from '../../db/schema/index.ts';
import { cancelSubscriptionsOfAccount } from './cancel-subscription.ts';
import { newReader as newReaderOf, subscribe, useSubscriptionWorld } from './subscriptions-test-support.ts';

const h = useSubscriptionWorld();

const newReader = () => newReaderOf(h.app, h.database.db, h.world.a);

const stateOf = async (id: number) => {
  const [row] = await h.database.db
    .select({ state: userSubscriptions.billingState, next: userSubscriptions.nextBillingAt })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.companyId, h.world.a.company.id), eq(userSubscriptions.id, id)));
  return row;
};

describe('cancelling', () => {
  it('cancels once; a second cancel is 881 and changes nothing', async () => {
    const reader = await newReader();
    const id = await subscribe(h.database.db, h.world.a, {
      userId: reader.user.id,
      planId: h.plans.pro,
      at: h.clock.now(),
    });
    const first = await h.call.data<RegisteredSubscription>('subscriptionCancel', {
      as: reader,
      params: { id },
    });
    expect(first).toMatchObject({ status: 'CANCEL', cancellable: false, nextCharge: null, hasAccess: true });
    expect(first.accessEndsAt).toBe(first.currentPeriodEnd);
    const second = await h.call.send('subscriptionCancel', { as: reader, params: { id } });
    expect(second.json()).toMatchObject({ status: ResultCode.CANCEL_FAILED });
    expect(await stateOf(id)).toEqual({ state: 'CANCEL', next: null });
  });

  it("answers another reader's subscription, and another tenant's, as 834", async () => {
    const owner = await newReader();
    const other = await newReader();
    const id = await subscribe(h.database.db, h.world.a, {
      userId: owner.user.id,
      planId: h.plans.pro,
      at: h.clock.now(),
    });
    for (const name of ['subscriptionCancel', 'registeredDetail'] as const) {
      const refused = await h.call.send(name, { as: other, params: { id } });
      expect(refused.json()).toMatchObject({ status: ResultCode.USER_PLAN_NOT_FOUND });
    }
    const ofB = await subscribe(h.database.db, h.world.b, {
      userId: h.world.readerB.user.id,
      planId: h.plans.otherCompany,
      at: h.clock.now(),
    });
    const across = await h.call.send('subscriptionCancel', { as: owner, params: { id: ofB } });
    expect(across.json()).toMatchObject({ status: ResultCode.USER_PLAN_NOT_FOUND });
    expect((await stateOf(id))?.state).toBe('ACTIVE');
  });

  it('a cancel within the free days is never charged: no charge is due, access ends with the free days', async () => {
    const reader = await newReader();
    const id = await subscribe(h.database.db, h.world.a, {
      userId: reader.user.id,
      planId: h.plans.basic,
      at: h.clock.now(),
      free: true,
    });
    const before = await h.call.data<RegisteredSubscription>('registeredDetail', {
      as: reader,
      params: { id },
    });
    expect(before.nextCharge).toMatchObject({
      chargeAt: before.freeTermEndsAt,
      receipt: { totalYen: 1_100 },
    });
    const after = await h.call.data<RegisteredSubscription>('subscriptionCancel', {
      as: reader,
      params: { id },
    });
    expect(after).toMatchObject({ billingState: 'CANCEL', nextCharge: null, currentPeriodEnd: null });
    expect(after.accessEndsAt).toBe(before.freeTermEndsAt);
    expect(await stateOf(id)).toEqual({ state: 'CANCEL', next: null });
  });

  it("an admin reads a reader's subscriptions; a service admin of another service is refused", async () => {
    const reader = await newReader();
    await subscribe(h.database.db, h.world.a, {
      userId: reader.user.id,
      planId: h.plans.pro,
      at: h.clock.now(),
    });
    const page = await h.call.data<{ content: RegisteredSubscription[] }>('registeredPage', {
      as: h.world.companyAdminA,
      query: { userId: reader.user.id },
    });
    expect(page.content.map((s) => s.planName)).toEqual(['Pro']);
    const refused = await h.call.send('registeredPage', {
      as: h.world.serviceAdminA2,
      query: { userId: reader.user.id },
    });
    expect(refused.json()).toMatchObject({ status: ResultCode.USER_NOT_FOUND });
  });
});

describe('registering without a card', () => {
  it('registers a 0-yen plan once (838 the second time); a paid plan is 870', async () => {
    const reader = await newReader();
    const body = { subscriptionPlanId: h.plans.free };
    const registered = await h.call.data<RegisteredSubscription>('subscriptionRegister', {
      as: reader,
      body,
    });
    expect(registered).toMatchObject({ billingState: 'ACTIVE', paymentGateway: null, hasAccess: true });
    const again = await h.call.send('subscriptionRegister', { as: reader, body });
    expect(again.json()).toMatchObject({ status: ResultCode.PLAN_REGISTERED_OR_IN_USE });
    const paid = await h.call.send('subscriptionRegister', {
      as: reader,
      body: { subscriptionPlanId: h.plans.pro },
    });
    expect(paid.json()).toMatchObject({ status: ResultCode.FREE_PAYMENT_UNSUPPORTED });
  });
});

describe("an account's cancellation", () => {
  it('cancels every running subscription before the account goes', async () => {
    const reader = await newReader();
    const at = h.clock.now();
    const { db } = h.database;
    const trial = await subscribe(db, h.world.a, {
      userId: reader.user.id,
      planId: h.plans.basic,
      at,
      free: true,
    });
    const paid = await subscribe(db, h.world.a, { userId: reader.user.id, planId: h.plans.pro, at });
    const moved: string[] = [];
    // The account's deletion cascades the rows away: the hook's moves are read inside a transaction rolled back.
    await db
      .transaction(async (tx) => {
        expect(
          await cancelSubscriptionsOfAccount(
            tx,
            { companyId: h.world.a.company.id, serviceId: null },
            reader.user.id,
            at,
          ),
        ).toBe(2);
        for (const id of [trial, paid]) {
          const [row] = await tx
            .select({ state: userSubscriptions.billingState, next: userSubscriptions.nextBillingAt })
            .from(userSubscriptions)
            .where(and(eq(userSubscriptions.companyId, h.world.a.company.id), eq(userSubscriptions.id, id)));
          moved.push(`${row?.state}:${row?.next}`);
        }
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect(moved).toEqual(['CANCEL:null', 'CANCEL:null']);
    const response = await h.call.send('cancelUser', { as: reader, params: { id: reader.user.id } });
    expect(response.statusCode, response.body).toBe(200);
    const left = await db
      .select({ id: userSubscriptions.id })
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.companyId, h.world.a.company.id),
          eq(userSubscriptions.userId, reader.user.id),
        ),
      );
    expect(left).toEqual([]);
  });
});
