import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { chargeCount } from '../../sandbox-gateway/sandbox-test-support.ts';
import { pause, SANDBOX_TIMEOUT_CARD_DELAY_MS } from '../payments/gateways/gateway-test-support.ts';
import { insertOrder } from './order-repository.ts';
import { CARDS, rowsOfOrder, useOrderWorld } from './orders-flow-support.ts';
import { couponUses, insertCoupon } from './orders-test-support.ts';
import { type OrderDeps, placeOrder } from './place-order.ts';
import { reconcileOrders } from './reconcile-orders.ts';
import { reconcileOrdersHandler } from './reconcile-orders-job.ts';

const w = useOrderWorld();
const rows = (orderId: string) => rowsOfOrder(w.harness.database.db, w.harness.world.a, orderId);
const reconcile = () => reconcileOrders({ ...w.deps(), minAgeMs: 1_000 });

describe('reconciliation of card orders', () => {
  it('settles the timeout card by asking the gateway: one charge, one paid subscription', async () => {
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.timeout);
    const response = await w.receive(body);
    expect(response.json()).toMatchObject({ status: ResultCode.PAYMENT_VERIFYING });
    expect((await rows(body.order_id)).order?.state).toBe('unknown');
    expect((await w.receive(body)).json()).toMatchObject({ status: ResultCode.PAYMENT_VERIFYING });
    // Too recent: a call of it could still be running.
    expect(await reconcile()).toEqual({ paid: 0, failed: 0, open: 0 });
    await pause(SANDBOX_TIMEOUT_CARD_DELAY_MS);
    w.clock.advance(60_000);
    expect(await reconcile()).toMatchObject({ paid: 1 });
    const { order, charge, subscription } = await rows(body.order_id);
    expect(order?.state).toBe('paid');
    expect(charge?.status).toBe('OK');
    expect(subscription?.billingState).toBe('ACTIVE');
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 1 });
    expect(w.answerOf(await w.receive(body))).toMatchObject({ result: 'ok', state: 'paid' });
    expect(await reconcile()).toEqual({ paid: 0, failed: 0, open: 0 });
  });

  it('fails an order the gateway never saw and gives its coupon use back', async () => {
    const { db } = w.harness.database;
    const { world } = w.harness;
    const couponId = await insertCoupon(db, world.a, { code: 'LOST', discountPercent: 10 });
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.ok, { coupon_code: 'LOST' });
    // As a request lost on its way: the order and its pending ledger row are written, the gateway never hears of it.
    const deps = w.deps();
    const lost: OrderDeps = {
      ...deps,
      gatewayOf: async (scope) => {
        const choice = await deps.gatewayOf(scope);
        if (!choice.ok) return choice;
        return {
          ok: true,
          gateway: { ...choice.gateway, charge: async () => ({ outcome: 'unknown', reason: 'lost' }) },
        };
      },
    };
    const reader = { userId: world.readerA.user.id, email: null };
    const scope = { companyId: world.a.company.id, serviceId: world.a.service.id };
    await expect(
      placeOrder(lost, scope, reader, {
        orderId: body.order_id,
        route: 'veritrans',
        planId,
        couponCode: 'LOST',
        token: body.token,
        returnUrl: body.redirect_url,
        customerIp: null,
        termsVersion: body.terms_version,
        language: 'ja',
      }),
    ).rejects.toMatchObject({ code: ResultCode.PAYMENT_VERIFYING });
    expect(await couponUses(db, couponId)).toBe(1);
    w.clock.advance(60_000);
    expect(await reconcile()).toMatchObject({ failed: 1 });
    const { order, charge, subscription } = await rows(body.order_id);
    expect(order).toMatchObject({ state: 'declined', resultCode: ResultCode.PAYMENT_FAILED });
    expect(charge?.status).toBe('NG');
    expect(subscription).toBeUndefined();
    expect(await couponUses(db, couponId)).toBe(0);
    expect(await chargeCount(w.sandbox, body.order_id)).toMatchObject({ charges: 0, attempts: 0 });
  });

  it('runs as the scheduled job with the app’s gateway settings', async () => {
    const planId = await w.plan();
    const body = await w.orderBody(planId, CARDS.timeout);
    expect((await w.receive(body)).json()).toMatchObject({ status: ResultCode.PAYMENT_VERIFYING });
    await pause(SANDBOX_TIMEOUT_CARD_DELAY_MS);
    w.clock.advance(60_000);
    const { app } = w.harness;
    const handler = reconcileOrdersHandler({
      db: app.deps.db,
      clock: w.clock,
      masterKey: app.deps.masterKey,
      gatewayConfig: app.deps.config,
    });
    expect(handler.kind.schedule).toBe('* * * * *');
    await handler.run(
      {},
      { jobId: 'test', attempt: 1, lastAttempt: true, signal: new AbortController().signal },
    );
    expect((await rows(body.order_id)).order?.state).toBe('paid');
  });

  it('goes through every open order, page after page', async () => {
    const { db } = w.harness.database;
    const { world } = w.harness;
    const planId = await w.plan();
    const scope = { companyId: world.a.company.id, serviceId: world.a.service.id };
    const receipt = { lines: [], taxes: [], netYen: 0, taxYen: 0, totalYen: 0 };
    for (let n = 0; n < 105; n++) {
      // Free-period orders a stopped process left before their card was kept: failed without asking a gateway.
      await insertOrder(db, scope, {
        userId: world.readerA.user.id,
        orderId: `T-PAGE-${n}`,
        requestHash: 'x',
        subscriptionPlanId: planId,
        paymentGateway: 'card',
        state: 'charging',
        startEvent: 'start-free-term',
        receipt,
        amount: 0,
        termsVersion: 'v',
        termsLanguage: 'en',
        termsText: 't',
      });
    }
    w.clock.advance(60_000);
    expect(await reconcile()).toMatchObject({ failed: 105 });
    expect((await rows('T-PAGE-104')).order?.state).toBe('declined');
  });
});
