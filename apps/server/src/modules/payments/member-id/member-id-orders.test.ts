import { type OrderAnswer, orderAnswerSchema, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { chargeCount } from '../../../sandbox-gateway/sandbox-test-support.ts';
import { rowsOfOrder } from '../../orders/orders-flow-support.ts';
import { couponUses, insertCoupon } from '../../orders/orders-test-support.ts';
import { memberIdSignatureOf } from './member-id-client.ts';
import { useMemberIdWorld } from './member-id-test-support.ts';

const w = useMemberIdWorld();
const rows = (orderId: string) => rowsOfOrder(w.harness.database.db, w.harness.world.a, orderId);
const SANDBOX_KEY = 'sandbox-member-id-api-key';

describe('member-ID orders (sandbox provider)', () => {
  it('sends the member to the provider, then a confirmed return starts the subscription and settles the ledger', async () => {
    const planId = await w.plan({ price: 1100 });
    const { body, answer, returned } = await w.paidAtProvider(planId);
    expect(answer).toMatchObject({ result: 'redirect', orderId: body.order_id, state: 'awaiting-3ds' });
    expect(answer.redirectUrl).toContain(`${w.sandbox.sandbox.url}/member-id/pay/`);
    expect(returned).toMatchObject({
      result: 'OK',
      order_no: body.order_id,
      amount: '1100',
      state: 'from-test',
    });
    const pending = await rows(body.order_id);
    expect(pending.charge).toMatchObject({ status: 'pending', gatewayTransactionId: returned.gid_order_no });

    const response = await w.confirm(returned);
    expect(response.statusCode, response.body).toBe(200);
    const done = orderAnswerSchema.parse(response.json().data);
    expect(done).toMatchObject({ result: 'ok', state: 'paid', orderId: body.order_id });
    const { order, charge, subscription } = await rows(body.order_id);
    expect(order).toMatchObject({ state: 'paid', termsVersion: body.terms_version });
    expect(charge).toMatchObject({
      status: 'OK',
      amount: 1100,
      paymentGateway: 'member_id',
      userSubscriptionId: done.subscriptionId,
    });
    expect(subscription).toMatchObject({
      billingState: 'ACTIVE',
      paymentGateway: 'member_id',
      gatewayCustomerRef: returned.periodic_payment_id,
    });
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1 });
  });

  it('a second confirm of the same return answers the first result and changes nothing', async () => {
    const { body, returned } = await w.paidAtProvider(await w.plan());
    const first = (await w.confirm(returned)).json().data as OrderAnswer;
    const again = await w.confirm(returned);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    const { charge } = await rows(body.order_id);
    expect(charge?.status).toBe('OK');
    // The order id's call answers the order's answer now (done), never a second provider order.
    const replayed = await w.receive(body);
    expect(replayed.json().data).toEqual(first);
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1, attempts: 1 });
  });

  it('a cancelled payment ends the order: no subscription, no charge, the coupon use given back', async () => {
    const couponId = await insertCoupon(w.harness.database.db, w.harness.world.a, { code: 'MEMBER10' });
    const { body, returned } = await w.paidAtProvider(await w.plan(), 'CANCEL', { coupon_code: 'MEMBER10' });
    expect(returned.result).toBe('CANCEL');
    const response = await w.confirm({ ...returned, coupon_code: 'MEMBER10' });
    expect(response.json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
    const { order, charge, subscription } = await rows(body.order_id);
    expect(order).toMatchObject({ state: 'declined', resultCode: ResultCode.CONFIRM_ORDER_FAILED });
    expect(charge?.status).toBe('NG');
    expect(subscription).toBeUndefined();
    expect(await couponUses(w.harness.database.db, couponId)).toBe(0);
    expect((await w.confirm(returned)).json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
  });

  it('a bad signature changes nothing (867); the genuine return still settles it afterwards', async () => {
    const { body, returned } = await w.paidAtProvider(await w.plan());
    const tampered: Record<string, string> = { ...returned, amount: '1' };
    const forged = { ...tampered, signature: memberIdSignatureOf('not-the-key', tampered) };
    expect((await w.confirm(forged)).json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
    const resigned = { ...returned, signature: 'f'.repeat(64) };
    expect((await w.confirm(resigned)).json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
    const untouched = await rows(body.order_id);
    expect(untouched.order?.state).toBe('awaiting-3ds');
    expect(untouched.charge?.status).toBe('pending');
    expect((await w.confirm(returned)).json().data).toMatchObject({ state: 'paid' });
  });

  it('a return signed but not confirmed at the provider changes nothing', async () => {
    const body = await w.orderBody(await w.plan());
    const answer = (await w.receive(body)).json().data as OrderAnswer;
    const gid = (answer.redirectUrl ?? '').split('/').pop() ?? '';
    const claimed = {
      result: 'OK',
      gid_order_no: gid,
      order_no: body.order_id,
      periodic_payment_id: 'P1',
      amount: '1100',
      state: 'from-test',
    };
    const response = await w.confirm({ ...claimed, signature: memberIdSignatureOf(SANDBOX_KEY, claimed) });
    expect(response.json()).toMatchObject({ status: ResultCode.CONFIRM_ORDER_FAILED });
    expect((await rows(body.order_id)).order?.state).toBe('awaiting-3ds');
  });

  it('another tenant or another reader cannot confirm or read the order (868); nothing changes', async () => {
    const { world } = w.harness;
    const { body, returned } = await w.paidAtProvider(await w.plan());
    const elsewhere = await w.confirm(returned, world.readerB, world.b);
    expect(elsewhere.json()).toMatchObject({ status: ResultCode.TRANSACTION_NOT_FOUND });
    const otherReader = await w.confirm(returned, world.readerA2);
    expect(otherReader.json()).toMatchObject({ status: ResultCode.TRANSACTION_NOT_FOUND });
    const info = await w.call.send('memberIdOrderInfo', {
      as: world.readerB,
      at: world.b,
      query: { gid_order_no: returned.gid_order_no },
    });
    expect(info.json()).toMatchObject({ status: ResultCode.TRANSACTION_NOT_FOUND });
    expect((await rows(body.order_id)).order?.state).toBe('awaiting-3ds');
  });

  it('a free first period: the provider registers the renewal amount, the subscription starts in its trial', async () => {
    const planId = await w.plan({ price: 550, freeTermDays: 14 });
    const { body, returned } = await w.paidAtProvider(planId);
    expect(returned.amount).toBe('550');
    const done = (await w.confirm(returned)).json().data as OrderAnswer;
    expect(done).toMatchObject({ result: 'ok', state: 'trial-started' });
    const { charge, subscription } = await rows(body.order_id);
    expect(charge).toBeUndefined();
    expect(subscription).toMatchObject({
      billingState: 'TRIAL',
      gatewayCustomerRef: returned.periodic_payment_id,
    });
  });
});
