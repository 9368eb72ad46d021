import {
  type MemberIdConfirmOrderBody,
  type MemberIdOrderInfo,
  type MemberIdOrderReceiveBody,
  memberIdOrderInfoSchema,
  type OrderAnswer,
  type OrderQuote,
  ResultCode,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointTests } from '../../../../test/endpoint-kit.ts';
import { companies } from '../../../db/schema/index.ts';
import { useMemberIdProvider, useMemberIdWorld } from './member-id-test-support.ts';

const w = useMemberIdWorld();
const prepared = {
  receive: {} as MemberIdOrderReceiveBody,
  returned: {} as MemberIdConfirmOrderBody,
  otherTenantPlanId: 0,
  infoGid: '',
  infoOrderId: '',
};

beforeAll(async () => {
  prepared.receive = (await w.orderBody(await w.plan())) as MemberIdOrderReceiveBody;
  prepared.otherTenantPlanId = await w.plan({}, w.harness.world.b);
  const paid = await w.paidAtProvider(await w.plan());
  prepared.returned = paid.returned as MemberIdConfirmOrderBody;
  const waiting = await w.orderBody(await w.plan());
  const answer = (await w.receive(waiting)).json().data as OrderAnswer;
  prepared.infoGid = (answer.redirectUrl ?? '').split('/').pop() ?? '';
  prepared.infoOrderId = waiting.order_id;
});

describe('POST /gakken-payment/order-receive', () => {
  endpointTests('memberIdOrderReceive', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.receive,
      check: (data) => {
        expect(data).toMatchObject({ result: 'redirect', state: 'awaiting-3ds', subscriptionId: null });
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: { ...prepared.receive, redirect_url: 'http://elsewhere.example/back' },
      code: ResultCode.URL_INVALID,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: {
        ...prepared.receive,
        order_id: 'P261128-OTHERTENANT0001',
        subscription_plan_id: prepared.otherTenantPlanId,
      },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  it('refuses a body the contract does not accept, and a changed confirmation text (867)', async () => {
    const { world } = w.harness;
    const missing = await w.receive({ ...prepared.receive, terms_version: undefined });
    expect(missing.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
    const body = await w.orderBody(await w.plan());
    const stale = await w.receive({ ...body, terms_version: 'v0-old' }, world.readerA);
    expect(stale.json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
  });

  it('refuses 866 when the company takes cards, and 835 when it has no key', async () => {
    const { world, database, app } = w.harness;
    const planId = await w.plan();
    await useMemberIdProvider(database.db, world.a, app.deps.masterKey);
    await database.db
      .update(companies)
      .set({ paymentGateway: 'sandbox' })
      .where(eq(companies.id, world.a.company.id));
    const card = await w.receive(await w.orderBody(planId));
    expect(card.json()).toMatchObject({ status: ResultCode.PAYMENT_GATEWAY_INVALID });
    await database.db
      .update(companies)
      .set({ paymentGateway: 'member_id', memberIdApiKeyEnc: null })
      .where(eq(companies.id, world.a.company.id));
    const noKey = await w.receive(await w.orderBody(planId));
    expect(noKey.json()).toMatchObject({ status: ResultCode.PAYMENT_SETTING_NOT_FOUND });
    await useMemberIdProvider(database.db, world.a, app.deps.masterKey, 'a-key-the-provider-refuses');
    const refused = await w.receive(await w.orderBody(planId));
    expect(refused.json()).toMatchObject({ status: ResultCode.PAYMENT_SETTINGS_INVALID });
    await useMemberIdProvider(database.db, world.a, app.deps.masterKey);
  });
});

describe('the quote of a member-ID company', () => {
  it('prices the plan and names the member-ID provider; its order id and text version place the order', async () => {
    const { world } = w.harness;
    const planId = await w.plan();
    const quote = await w.call.data<OrderQuote>('orderQuote', {
      as: world.readerA,
      query: { subscription_plan_id: planId },
    });
    expect(quote).toMatchObject({ paymentGateway: 'member_id', firstChargeYen: 1100 });
    const body = {
      ...(await w.orderBody(planId)),
      order_id: quote.orderId,
      terms_version: quote.terms.version,
    };
    expect((await w.receive(body)).json().data).toMatchObject({ result: 'redirect', orderId: quote.orderId });
  });
});

describe('GET /gakken-payment/get-info', () => {
  endpointTests('memberIdOrderInfo', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      query: { gid_order_no: prepared.infoGid },
      check: (data) => {
        const info = memberIdOrderInfoSchema.parse(data) as MemberIdOrderInfo;
        expect(info).toMatchObject({
          orderId: prepared.infoOrderId,
          gidOrderNo: prepared.infoGid,
          providerStatus: 'PENDING',
          state: 'awaiting-3ds',
          amountNowYen: 1100,
        });
        expect(info.terms.text).toContain('1,100円（税込）');
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      query: { gid_order_no: 'not a number!' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerB,
      at: world.b,
      query: { gid_order_no: prepared.infoGid },
      code: ResultCode.TRANSACTION_NOT_FOUND,
    }),
  });
});

describe('POST /gakken-payment/confirm-order', () => {
  endpointTests('memberIdConfirmOrder', w.harness.context, {
    happy: (world) => ({
      as: world.readerA,
      body: prepared.returned,
      check: (data) => {
        expect(data).toMatchObject({ result: 'ok', state: 'paid', orderId: prepared.returned.order_no });
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: { ...prepared.returned, signature: 'nope' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerB,
      at: world.b,
      body: prepared.returned,
      code: ResultCode.TRANSACTION_NOT_FOUND,
    }),
  });
});
