import { type OrderAnswer, ResultCode } from '@hondana/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { chargeCount } from '../../sandbox-gateway/sandbox-test-support.ts';
import { answerChallenge } from '../payments/gateways/gateway-test-support.ts';
import { CARDS, returnUrlOf, rowsOfOrder, useOrderWorld } from './orders-flow-support.ts';

/** Company A sells through the second card gateway here. */
const w = useOrderWorld('a');
const rows = (orderId: string) => rowsOfOrder(w.harness.database.db, w.harness.world.a, orderId);
const prepared = { charge: {} as Record<string, unknown>, otherTenantPlanId: 0, addCardToken: '' };

async function chargeBody(planId: number, card: string | null, extra: Record<string, unknown> = {}) {
  const q = await w.quote(w.harness.world.readerA, planId);
  return {
    orderId: q.orderId,
    subscriptionPlanId: planId,
    ...(card ? { token: await w.gmoToken(card) } : {}),
    cardHolderName: 'TARO YAMADA',
    cardHolderEmail: 'taro@example.test',
    customerIp: '203.0.113.9',
    redirectUrl: returnUrlOf(w.harness.world.a),
    termsVersion: q.terms.version,
    isClose: false,
    ...extra,
  };
}
const charge = (body: unknown) => w.call.send('gmoCharge', { as: w.harness.world.readerA, body });

beforeAll(async () => {
  prepared.charge = await chargeBody(await w.plan(), CARDS.ok);
  prepared.otherTenantPlanId = await w.plan({}, w.harness.world.b);
  prepared.addCardToken = await w.gmoToken(CARDS.ok);
});

describe('POST /gmo/charge', () => {
  endpointTests('gmoCharge', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.charge as never,
      check: (data) => expect(data).toMatchObject({ result: 'ok', state: 'paid' }),
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: { ...prepared.charge, orderId: 'P261128-BADNAME', cardHolderName: 'N'.repeat(51) },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: {
        ...prepared.charge,
        orderId: 'P261128-OTHERGMO',
        subscriptionPlanId: prepared.otherTenantPlanId,
      },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
});

describe('POST /gmo/add-card', () => {
  endpointTests('gmoAddCard', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: { token: prepared.addCardToken },
      check: (data) => expect(data).toMatchObject({ result: 'ok' }),
    }),
    badInput: (world) => ({ as: world.readerA, body: {}, code: ResultCode.BAD_REQUEST }),
  });
});

describe('card orders with the second gateway (sandbox)', () => {
  it('charges once and records the card holder and the request’s address', async () => {
    const body = await chargeBody(await w.plan(), CARDS.ok);
    expect(w.answerOf(await charge(body))).toMatchObject({ result: 'ok', state: 'paid' });
    const { order, charge: ledger, subscription } = await rows(body.orderId);
    expect(order).toMatchObject({ paymentGateway: 'card_alt', cardHolderName: 'TARO YAMADA' });
    expect(ledger).toMatchObject({
      status: 'OK',
      paymentGateway: 'card_alt',
      cardHolderEmail: 'taro@example.test',
    });
    expect(ledger?.customerIp).not.toBe('203.0.113.9');
    expect(subscription?.billingState).toBe('ACTIVE');
    expect(await chargeCount(w.sandbox, body.orderId)).toMatchObject({ charges: 1 });
  });

  it('charges after 3-D Secure (SecureTran2), and declines a failed challenge', async () => {
    for (const [choice, paid] of [
      ['authenticate', true],
      ['fail', false],
    ] as const) {
      const body = await chargeBody(await w.plan(), CARDS.threeDs);
      const redirect = w.answerOf(await charge(body)) as OrderAnswer;
      expect(redirect.result).toBe('redirect');
      const returned = await answerChallenge(redirect.redirectUrl ?? '', choice);
      const settled = await w.call.send('confirmOrder', {
        as: w.harness.world.readerA,
        body: { order_id: body.orderId, returned },
      });
      if (paid) expect(w.answerOf(settled).state).toBe('paid');
      else expect(settled.json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
      expect((await chargeCount(w.sandbox, body.orderId)).charges).toBe(paid ? 1 : 0);
    }
  });

  it('refuses isClose for an order that costs something (870) and the first gateway’s route (866)', async () => {
    const planId = await w.plan();
    const closing = await charge(await chargeBody(planId, CARDS.ok, { isClose: true }));
    expect(closing.json()).toMatchObject({ status: ResultCode.FREE_PAYMENT_UNSUPPORTED });
    const wrongRoute = await w.receive(
      await w.orderBody(planId, null, { token: await w.gmoToken(CARDS.ok) }),
    );
    expect(wrongRoute.json()).toMatchObject({ status: ResultCode.PAYMENT_GATEWAY_INVALID });
  });

  it('answers a declined card with 857', async () => {
    const body = await chargeBody(await w.plan(), CARDS.declined);
    expect((await charge(body)).json()).toMatchObject({ status: ResultCode.PAYMENT_FAILED });
    expect((await rows(body.orderId)).charge?.status).toBe('NG');
  });
});
