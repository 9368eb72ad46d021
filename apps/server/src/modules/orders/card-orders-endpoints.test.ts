import { type OrderAnswer, type OrderQuote, ResultCode } from '@hondana/contract';
import { beforeAll, describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { veritransTokenOf } from '../../sandbox-gateway/sandbox-test-support.ts';
import { answerChallenge } from '../payments/gateways/gateway-test-support.ts';
import { CARDS, returnUrlOf, useOrderWorld } from './orders-flow-support.ts';

const w = useOrderWorld();
const prepared = {
  planId: 0,
  otherTenantPlanId: 0,
  receive: {} as Record<string, unknown>,
  charge: {} as Record<string, unknown>,
  confirm: {} as Record<string, unknown>,
  otherTenantOrderId: '',
  addCardToken: '',
};

beforeAll(async () => {
  const { world } = w.harness;
  prepared.planId = await w.plan();
  prepared.otherTenantPlanId = await w.plan({}, world.b);
  prepared.receive = await w.orderBody(prepared.planId, CARDS.ok);
  const chargePlan = await w.plan();
  const q = await w.quote(world.readerA, chargePlan);
  prepared.charge = {
    orderId: q.orderId,
    subscriptionPlanId: chargePlan,
    token: await veritransTokenOf(w.sandbox, CARDS.ok),
    redirectUrl: returnUrlOf(world.a),
    termsVersion: q.terms.version,
  };
  const challengePlan = await w.plan();
  const challenge = await w.orderBody(challengePlan, CARDS.threeDs);
  const redirect = (await w.receive(challenge)).json().data as OrderAnswer;
  prepared.confirm = {
    order_id: challenge.order_id,
    returned: await answerChallenge(redirect.redirectUrl ?? '', 'authenticate'),
  };
  const bPlan = await w.plan({}, world.b);
  const bQuote = await w.quote(world.readerB, bPlan, undefined, world.b);
  prepared.otherTenantOrderId = bQuote.orderId;
  prepared.addCardToken = await veritransTokenOf(w.sandbox, CARDS.ok);
});

describe('GET /order/quote', () => {
  endpointTests('orderQuote', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      query: { subscription_plan_id: prepared.planId, lang: 'vn' as const },
      check: (data) => {
        const quote = data as OrderQuote;
        expect(quote).toMatchObject({
          closesWithoutCharge: false,
          firstChargeYen: 1100,
          paymentGateway: 'card',
        });
        expect(quote.terms.language).toBe('vn');
        expect(quote.schedule.charges).toHaveLength(24);
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      query: { subscription_plan_id: 'one' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      query: { subscription_plan_id: prepared.otherTenantPlanId },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
});

describe('POST /veritrans/order-receive', () => {
  endpointTests('veritransOrderReceive', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.receive as never,
      check: (data) => expect(data).toMatchObject({ result: 'ok', state: 'paid' }),
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: { ...prepared.receive, order_id: 'has spaces in it', terms_version: undefined },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: {
        ...prepared.receive,
        order_id: 'P261128-OTHERTENANTPLAN',
        subscription_plan_id: prepared.otherTenantPlanId,
      },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
});

describe('POST /veritrans/charge', () => {
  endpointTests('veritransCharge', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.charge as never,
      check: (data) => expect(data).toMatchObject({ result: 'ok', state: 'paid' }),
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: {
        ...prepared.charge,
        redirectUrl: 'https://elsewhere.example/return',
        orderId: 'P261128-ELSEWHERE',
      },
      code: ResultCode.URL_INVALID,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: {
        ...prepared.charge,
        orderId: 'P261128-OTHERPLAN2',
        subscriptionPlanId: prepared.otherTenantPlanId,
      },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
});

describe('POST /veritrans/confirm-order', () => {
  endpointTests('confirmOrder', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.confirm as never,
      check: (data) => expect(data).toMatchObject({ result: 'ok', state: 'paid' }),
    }),
    badInput: (world) => ({ as: world.readerA, body: { returned: {} }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: { order_id: prepared.otherTenantOrderId, returned: {} },
      code: ResultCode.TRANSACTION_NOT_FOUND,
    }),
  });
});

describe('POST /veritrans/add-card', () => {
  endpointTests('veritransAddCard', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: { token: prepared.addCardToken },
      check: (data) => expect(data).toMatchObject({ result: 'ok', subscriptions: expect.any(Number) }),
    }),
    badInput: (world) => ({ as: world.readerA, body: { token: '' }, code: ResultCode.BAD_REQUEST }),
  });
});
