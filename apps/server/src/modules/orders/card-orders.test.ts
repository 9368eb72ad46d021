import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { chargeCount } from '../../sandbox-gateway/sandbox-test-support.ts';
import { answerChallenge } from '../payments/gateways/gateway-test-support.ts';
import { CARDS, rowsOfOrder, useOrderWorld } from './orders-flow-support.ts';
import { couponUses, insertCoupon } from './orders-test-support.ts';

const w = useOrderWorld();
const rows = (orderId: string) => rowsOfOrder(w.harness.database.db, w.harness.world.a, orderId);

describe('card orders with the first gateway (sandbox)', () => {
  it('charges a card once, starts the subscription and settles the ledger', async () => {
    const planId = await w.plan({ price: 1100 });
    const body = await w.orderBody(planId, CARDS.ok);
    const response = await w.receive(body);
    expect(response.statusCode, response.body).toBe(200);
    const answer = w.answerOf(response);
    expect(answer).toMatchObject({ result: 'ok', state: 'paid', orderId: body.order_id, redirectUrl: null });
    const { order, charge, subscription } = await rows(body.order_id);
    expect(order).toMatchObject({ state: 'paid', amount: 1100, termsVersion: body.terms_version });
    expect(order?.termsText).toContain('1,100円（税込）');
    expect(charge).toMatchObject({
      status: 'OK',
      amount: 1100,
      tax: 100,
      userSubscriptionId: answer.subscriptionId,
    });
    expect(subscription).toMatchObject({ billingState: 'ACTIVE', paidPeriods: 1, paymentGateway: 'card' });
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1, attempts: 1 });
  });

  it('replays the first answer to a retry and never charges twice', async () => {
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.ok);
    const first = w.answerOf(await w.receive(body));
    const again = await w.receive(body);
    expect(again.statusCode).toBe(200);
    expect(w.answerOf(again)).toEqual(first);
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1, attempts: 1 });
  });

  it('refuses the same order id with other details (872), changing nothing', async () => {
    const planId = await w.plan();
    const other = await w.plan();
    const body = await w.orderBody(planId, CARDS.ok);
    await w.receive(body);
    const reused = await w.receive({ ...body, subscription_plan_id: other });
    expect(reused.json()).toMatchObject({ status: ResultCode.ORDER_ID_REUSED });
    expect(reused.statusCode).toBe(409);
    const replayed = await w.receive(body, w.harness.world.readerA2);
    expect(replayed.json().status).not.toBe(200);
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1 });
  });

  it('answers 871 to the same order while its charge is still running', async () => {
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.timeout);
    const first = w.receive(body);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await w.receive(body);
    expect(second.json()).toMatchObject({ status: ResultCode.PAYMENT_IN_PROGRESS });
    expect((await first).json()).toMatchObject({ status: ResultCode.PAYMENT_VERIFYING });
    const other = await w.receive(await w.orderBody(planId, CARDS.ok));
    expect(other.json()).toMatchObject({ status: ResultCode.PAYMENT_IN_PROGRESS });
  });

  it('applies a coupon: its receipt line, one use taken; a decline gives the use back (857)', async () => {
    const couponId = await insertCoupon(w.harness.database.db, w.harness.world.a, {
      code: 'SPRING',
      discountPercent: 20,
    });
    const planId = await w.plan({ price: 1100 });
    const declined = await w.receive(await w.orderBody(planId, CARDS.declined, { coupon_code: 'spring' }));
    expect(declined.json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
    expect(await couponUses(w.harness.database.db, couponId)).toBe(0);
    const body = await w.orderBody(planId, CARDS.ok, { coupon_code: 'spring' });
    expect(w.answerOf(await w.receive(body)).state).toBe('paid');
    const { order, charge } = await rows(body.order_id);
    expect(order?.receipt.lines.map((l) => [l.rule, l.yen])).toEqual([
      ['plan-price', 1100],
      ['coupon', -220],
    ]);
    expect(charge).toMatchObject({
      amount: 880,
      discount: 220,
      couponCode: 'SPRING',
      couponDiscountPercent: 20,
    });
    expect(await couponUses(w.harness.database.db, couponId)).toBe(1);
  });

  it('refuses a declined and an expired card with 857 and records the attempt NG', async () => {
    for (const card of [CARDS.declined, CARDS.expired]) {
      const planId = await w.plan();
      const body = await w.orderBody(planId, card);
      const response = await w.receive(body);
      expect(response.json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
      const { order, charge, subscription } = await rows(body.order_id);
      expect(order?.state).toBe('declined');
      expect(charge).toMatchObject({ status: 'NG', resultCode: ResultCode.PAYMENT_FAILED });
      expect(subscription).toBeUndefined();
    }
  });

  it('answers a spent token as 400 Token error (841), never retried', async () => {
    const planId = await w.plan();
    const first = await w.orderBody(planId, CARDS.ok);
    const declinedPlan = await w.plan();
    await w.receive(first);
    const reused = await w.orderBody(declinedPlan, null, { token: first.token });
    const response = await w.receive(reused);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: ResultCode.CREDIT_CARD_INVALID, data: 'Token error' });
    expect(await chargeCount(w.sandbox, reused.order_id)).toMatchObject({ charges: 0, attempts: 1 });
  });

  it('sends a 3-D Secure card to the challenge; Authenticate pays once, Fail declines', async () => {
    for (const [choice, state] of [
      ['authenticate', 'paid'],
      ['fail', 'declined'],
    ] as const) {
      const planId = await w.plan();
      const body = await w.orderBody(planId, CARDS.threeDs);
      const redirect = w.answerOf(await w.receive(body));
      expect(redirect).toMatchObject({ result: 'redirect', state: 'awaiting-3ds' });
      const returned = await answerChallenge(redirect.redirectUrl ?? '', choice);
      const confirm = () =>
        w.call.send('confirmOrder', {
          as: w.harness.world.readerA,
          body: { order_id: body.order_id, returned },
        });
      const settled = await confirm();
      if (state === 'paid') expect(w.answerOf(settled)).toMatchObject({ result: 'ok', state: 'paid' });
      else expect(settled.json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
      expect((await confirm()).body).toBe(settled.body);
      expect((await rows(body.order_id)).order?.state).toBe(state);
      expect((await chargeCount(w.sandbox, body.order_id)).charges).toBe(state === 'paid' ? 1 : 0);
    }
  });

  it('closes a 0-yen order without calling the gateway', async () => {
    await insertCoupon(w.harness.database.db, w.harness.world.a, { code: 'ONUS', discountPercent: 100 });
    const planId = await w.plan({ price: 0 });
    const body = await w.orderBody(planId, null, { coupon_code: 'ONUS' });
    const answer = w.answerOf(await w.receive(body));
    expect(answer).toMatchObject({ result: 'ok', state: 'closed-free' });
    const { charge, subscription } = await rows(body.order_id);
    expect(charge).toMatchObject({ status: 'done', amount: 0 });
    expect(subscription?.billingState).toBe('ACTIVE');
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ attempts: 0 });
  });

  it('starts the free days of a first purchase with the card kept and nothing charged', async () => {
    const planId = await w.plan({ freeTermDays: 7 });
    const body = await w.orderBody(planId, CARDS.ok, { card_expire: '2912' });
    expect(w.answerOf(await w.receive(body))).toMatchObject({ result: 'ok', state: 'trial-started' });
    const { charge, subscription } = await rows(body.order_id);
    expect(charge).toBeUndefined();
    expect(subscription).toMatchObject({
      billingState: 'TRIAL',
      gatewayCustomerRef: expect.any(String),
      cardExpire: '2912',
    });
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ attempts: 0 });
  });

  it('keeps a second token of the card for renewals when it charges', async () => {
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.ok);
    const cardToken = (await w.orderBody(planId, CARDS.ok)).token;
    await w.receive({ ...body, card_token: cardToken });
    const { subscription } = await rows(body.order_id);
    expect(subscription?.gatewayCustomerRef).toBe(
      `H${w.harness.world.a.company.id}U${w.harness.world.readerA.user.id}`,
    );
  });

  it('refuses an order whose confirmation text changed since the quote (867), charging nothing', async () => {
    const planId = await w.plan({ price: 1100 });
    const body = await w.orderBody(planId, CARDS.ok);
    await w.harness.database.db
      .update(subscriptionPlans)
      .set({ price: 1320 })
      .where(eq(subscriptionPlans.id, planId));
    const response = await w.receive(body);
    expect(response.json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
    const current = (await w.quote(w.harness.world.readerA, planId)).terms.version;
    expect(response.json().data).toEqual({ termsVersion: current });
    expect(current).not.toBe(body.terms_version);
    expect((await rows(body.order_id)).order).toBeUndefined();
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ attempts: 0 });
  });
});
