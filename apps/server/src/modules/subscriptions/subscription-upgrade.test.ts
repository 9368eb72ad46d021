import { PaymentStatus, type RegisteredSubscription, ResultCode } from '@hondana/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, transactions } from '../../db/schema/index.ts';
import {
  chargeCount,
  postJson,
  useSandbox,
  veritransTokenOf,
} from '../../sandbox-gateway/sandbox-test-support.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import {
  newReader,
  signInReader,
  subscribe,
  useSubscriptionWorld,
  WORLD_START,
} from './subscriptions-test-support.ts';

const DAY = 86_400_000;
// The timeout card's answer is held 3 s, past the app's 1 s wait: its outcome is known only by a search.
const sandbox = useSandbox(3_000);
const h = useSubscriptionWorld(
  async ({ db, world }) => {
    await db.update(companies).set({ paymentGateway: 'sandbox' }).where(eq(companies.id, world.a.company.id));
  },
  () => ({ SANDBOX_GATEWAY_URL: sandbox.sandbox.url, GATEWAY_TIMEOUT_MS: '1000' }),
);

type Upgraded = { chargedYen: number; subscription: RegisteredSubscription };

/** A reader of A with a paid Basic subscription from the world's start, on a card stored at the sandbox. */
async function paidBasic(later: 'success' | 'decline' | 'timeout_unknown_outcome' = 'success') {
  const { app, database, world } = h;
  const reader = await newReader(app, database.db, world.a);
  const id = await subscribe(database.db, world.a, {
    userId: reader.user.id,
    planId: h.plans.basic,
    at: WORLD_START,
  });
  const choice = await gatewayForCompany(
    { db: app.deps.db, masterKey: app.deps.masterKey, config: app.deps.config },
    { companyId: world.a.company.id, serviceId: world.a.service.id },
  );
  if (!choice.ok) throw new Error(`no gateway: ${choice.resultCode}`);
  const stored = await choice.gateway.storeCard({
    customerRef: `member-${reader.user.id}`,
    token: await veritransTokenOf(sandbox, '4111111111111111'),
  });
  if (stored.outcome !== 'stored') throw new Error(`card not stored: ${JSON.stringify(stored)}`);
  if (later !== 'success') {
    // A card that declines cannot be stored: the issuer changes its mind about it afterwards.
    const changed = await postJson(`${sandbox.sandbox.url}/sandbox/stored-card`, {
      accountId: stored.customerRef,
      behaviour: later,
    });
    if (changed.status !== 200) throw new Error(`stored card unchanged: ${JSON.stringify(changed.body)}`);
  }
  return { reader, id };
}

const ledgerOf = (subscriptionId: number) =>
  h.database.db
    .select({ orderId: transactions.orderId, amount: transactions.amount, status: transactions.status })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, h.world.a.company.id),
        eq(transactions.userSubscriptionId, subscriptionId),
      ),
    )
    .orderBy(asc(transactions.id));

describe('upgrading within a period', () => {
  it('charges two changes in one period the period’s worth, yen-exact, and keeps the period', async () => {
    h.clock.set(WORLD_START);
    const { reader, id } = await paidBasic();
    // Basic 1,100 yen a month from 11-10 to 12-10 (30 days); Pro 2,200 from day 10 (20 days left).
    h.clock.set(new Date(WORLD_START.getTime() + 10 * DAY));
    let as = await signInReader(h.app, h.world.a, reader);
    const before = await h.call.data<RegisteredSubscription>('registeredDetail', { as, params: { id } });
    const toPro = before.upgradeOptions.find((o) => o.planId === h.plans.pro);
    expect(toPro).toMatchObject({ periodYen: 2_200, differenceYen: 733 });
    expect(before.upgradeOptions.map((o) => o.planId)).not.toContain(h.plans.yearly);

    const wrong = await h.call.send('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.pro, expectedYen: 700 },
    });
    expect(wrong.json()).toMatchObject({
      status: ResultCode.CONFIRM_ORDER_FAILED,
      data: { differenceYen: 733 },
    });

    const first = await h.call.data<Upgraded>('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.pro, expectedYen: 733 },
    });
    expect(first.chargedYen).toBe(733);
    expect(first.subscription).toMatchObject({
      planId: h.plans.pro,
      billingState: 'ACTIVE',
      currentPeriodStart: before.currentPeriodStart,
      currentPeriodEnd: before.currentPeriodEnd,
      nextCharge: { chargeAt: before.currentPeriodEnd, receipt: { totalYen: 2_200 } },
    });

    // Premium 3,300 (tax-inclusive) from day 20 (10 days left): the period's worth is 2,200 in all.
    h.clock.set(new Date(WORLD_START.getTime() + 20 * DAY));
    as = await signInReader(h.app, h.world.a, reader);
    const second = await h.call.data<Upgraded>('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.premium, expectedYen: 367 },
    });
    expect(second.chargedYen).toBe(367);
    expect(first.chargedYen + second.chargedYen).toBe(2_200 - 1_100);
    expect(second.subscription).toMatchObject({ planId: h.plans.premium, upgradeOptions: [] });
    expect(await ledgerOf(id)).toEqual([
      { orderId: expect.stringMatching(/^U.+-1-[0-9a-z]+$/), amount: 733, status: PaymentStatus.OK },
      { orderId: expect.stringMatching(/^U.+-2-[0-9a-z]+$/), amount: 367, status: PaymentStatus.OK },
    ]);
  });

  it('a declined card is 857: nothing moves, the attempt stays in the ledger as NG', async () => {
    h.clock.set(WORLD_START);
    const { reader, id } = await paidBasic('decline');
    h.clock.set(new Date(WORLD_START.getTime() + 10 * DAY));
    const as = await signInReader(h.app, h.world.a, reader);
    const refused = await h.call.send('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.pro, expectedYen: 733 },
    });
    expect(refused.json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
    const after = await h.call.data<RegisteredSubscription>('registeredDetail', { as, params: { id } });
    expect(after.planId).toBe(h.plans.basic);
    expect((await ledgerOf(id)).map((r) => [r.amount, r.status])).toEqual([[733, PaymentStatus.NG]]);
  });

  it('an unknown outcome is 842; the next request asks the gateway and applies the paid change once', async () => {
    h.clock.set(WORLD_START);
    const { reader, id } = await paidBasic('timeout_unknown_outcome');
    h.clock.set(new Date(WORLD_START.getTime() + 10 * DAY));
    const as = await signInReader(h.app, h.world.a, reader);
    const body = { toPlanId: h.plans.pro, expectedYen: 733 };
    const unknown = await h.call.send('subscriptionUpgrade', { as, params: { id }, body });
    expect(unknown.json()).toMatchObject({ status: ResultCode.PAYMENT_VERIFYING });
    const [pending] = await ledgerOf(id);
    expect(pending).toMatchObject({ amount: 733, status: PaymentStatus.PENDING });
    const settled = await h.call.data<Upgraded>('subscriptionUpgrade', { as, params: { id }, body });
    expect(settled).toMatchObject({ chargedYen: 733, subscription: { planId: h.plans.pro } });
    expect(await ledgerOf(id)).toEqual([
      { orderId: pending?.orderId, amount: 733, status: PaymentStatus.OK },
    ]);
    expect((await chargeCount(sandbox, pending?.orderId ?? '')).charges).toBe(1);
  });

  it('a change in the free days costs nothing; a cancelled plan does not change (881)', async () => {
    h.clock.set(WORLD_START);
    const as = await newReader(h.app, h.database.db, h.world.a);
    const id = await subscribe(h.database.db, h.world.a, {
      userId: as.user.id,
      planId: h.plans.basic,
      at: WORLD_START,
      free: true,
    });
    const moved = await h.call.data<Upgraded>('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.pro, expectedYen: 0 },
    });
    expect(moved).toMatchObject({
      chargedYen: 0,
      subscription: { billingState: 'TRIAL', planId: h.plans.pro },
    });
    expect(moved.subscription.nextCharge).toMatchObject({ receipt: { totalYen: 2_200 } });
    await h.call.data('subscriptionCancel', { as, params: { id } });
    const refused = await h.call.send('subscriptionUpgrade', {
      as,
      params: { id },
      body: { toPlanId: h.plans.premium, expectedYen: 0 },
    });
    expect(refused.json()).toMatchObject({ status: ResultCode.CANCEL_FAILED });
  });
});
