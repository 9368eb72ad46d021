import { describe, expect, it } from 'vitest';
import {
  chargeCount,
  gmoTokenOf,
  newOrderId,
  useSandbox,
  veritransTokenOf,
} from '../../../sandbox-gateway/sandbox-test-support.ts';
import { gmoOf, veritransOf } from './gateway-test-support.ts';
import type { PaymentGateway } from './payment-gateway.ts';

const world = useSandbox();
const DAY_MS = 24 * 3600_000;

const gateways: [string, () => PaymentGateway, (card: string) => Promise<string>][] = [
  ['first', () => veritransOf(world), (card) => veritransTokenOf(world, card)],
  ['second', () => gmoOf(world), (card) => gmoTokenOf(world, card)],
];

describe.each(gateways)('%s card gateway adapter: refunds', (_name, gatewayOf, tokenOf) => {
  async function paid() {
    const orderId = newOrderId('rf');
    const token = await tokenOf('4111111111111111');
    const outcome = await gatewayOf().charge({ orderId, amountYen: 1100, source: { kind: 'token', token } });
    expect(outcome).toMatchObject({ outcome: 'paid' });
    return orderId;
  }

  it('the same day, the whole charge is voided; search says refunded; a second refund is refused', async () => {
    const orderId = await paid();
    const refund = { orderId, amountYen: 1100, chargedYen: 1100, sameDay: true };
    expect(await gatewayOf().refund(refund)).toMatchObject({ outcome: 'voided' });
    expect(await gatewayOf().search(orderId)).toMatchObject({ found: true, status: 'refunded' });
    expect(await gatewayOf().refund(refund)).toMatchObject({ outcome: 'refused' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1, refunds: 1, refundedYen: 1100 });
  });

  it('a part, then the rest after the day: returned twice, the gateway keeps what stays charged', async () => {
    const orderId = await paid();
    expect(
      await gatewayOf().refund({ orderId, amountYen: 300, chargedYen: 1100, sameDay: true }),
    ).toMatchObject({ outcome: expect.stringMatching(/^(voided|returned)$/) });
    expect(await gatewayOf().search(orderId)).toMatchObject({ status: 'paid', amountYen: 800 });
    world.sandbox.advanceClock(DAY_MS);
    expect(
      await gatewayOf().refund({ orderId, amountYen: 800, chargedYen: 1100, sameDay: false }),
    ).toMatchObject({ outcome: 'returned' });
    expect(await gatewayOf().search(orderId)).toMatchObject({ status: 'refunded' });
    expect(await chargeCount(world, orderId)).toMatchObject({ refunds: 2, refundedYen: 1100 });
  });

  it('an order never charged is refused, nothing given back', async () => {
    const refund = { orderId: newOrderId('none'), amountYen: 100, chargedYen: 100, sameDay: true };
    expect(await gatewayOf().refund(refund)).toMatchObject({ outcome: 'refused' });
  });
});
