import type { OrderAnswer } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { rowsOfOrder } from '../../orders/orders-flow-support.ts';
import { couponUses, insertCoupon } from '../../orders/orders-test-support.ts';
import { reconcileOrder } from '../../orders/reconcile-orders.ts';
import { answerMemberPage, useMemberIdWorld } from './member-id-test-support.ts';
import { reconcileMemberIdOrders } from './reconcile-member-id-orders.ts';
import { memberIdOrderDepsOf } from './routes.ts';

const w = useMemberIdWorld();
const rows = (orderId: string) => rowsOfOrder(w.harness.database.db, w.harness.world.a, orderId);
const MINUTE = 60_000;
const reconcile = () => {
  w.clock.advance(MINUTE);
  return reconcileMemberIdOrders({ ...memberIdOrderDepsOf(w.harness.app), minAgeMs: 0 });
};

/** An order sent to the provider; the member's answer there (if any), but never our return page. */
async function awayAtProvider(
  planId: number,
  answer: 'OK' | 'CANCEL' | null,
  extra: Record<string, unknown> = {},
) {
  const body = await w.orderBody(planId, extra);
  const sent = (await w.receive(body)).json().data as OrderAnswer;
  if (answer) await answerMemberPage(sent.redirectUrl ?? '', answer);
  return body.order_id;
}

describe('member-ID orders whose member never came back', () => {
  it('a payment the provider confirmed is settled: subscription, ledger OK, periodic payment kept', async () => {
    const orderId = await awayAtProvider(await w.plan({ price: 1100 }), 'OK');
    const report = await reconcile();
    expect(report.paid).toBeGreaterThanOrEqual(1);
    const { order, charge, subscription } = await rows(orderId);
    expect(order?.state).toBe('paid');
    expect(charge).toMatchObject({ status: 'OK', amount: 1100 });
    expect(subscription?.gatewayCustomerRef).toMatch(/^P[0-9a-f]+$/);
    // A late return of the member answers the settled order, nothing twice.
    expect((await reconcile()).paid).toBe(0);
  });

  it('a payment cancelled at the provider ends the order and gives the coupon back', async () => {
    const couponId = await insertCoupon(w.harness.database.db, w.harness.world.a, { code: 'LATE10' });
    const orderId = await awayAtProvider(await w.plan(), 'CANCEL', { coupon_code: 'LATE10' });
    await reconcile();
    const { order, subscription } = await rows(orderId);
    expect(order?.state).toBe('declined');
    expect(subscription).toBeUndefined();
    expect(await couponUses(w.harness.database.db, couponId)).toBe(0);
  });

  it('a member still on the provider page is left for a day, then the order is given up', async () => {
    const orderId = await awayAtProvider(await w.plan({ freeTermDays: 7 }), null);
    await reconcile();
    expect((await rows(orderId)).order?.state).toBe('awaiting-3ds');
    // The card orders' reconciliation leaves it to this one (a free period would otherwise end it).
    const { order } = await rows(orderId);
    if (!order) throw new Error('no order');
    const cardVerdict = await reconcileOrder(
      {
        db: w.harness.database.db,
        clock: w.clock,
        gatewayOf: async () => ({ ok: false, resultCode: 866 }),
        minAgeMs: 0,
      },
      order,
    );
    expect(cardVerdict).toBe('open');
    expect((await rows(orderId)).order?.state).toBe('awaiting-3ds');
    w.clock.advance(25 * 60 * MINUTE);
    await reconcile();
    expect((await rows(orderId)).order?.state).toBe('declined');
  });
});
