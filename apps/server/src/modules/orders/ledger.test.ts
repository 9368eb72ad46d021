import type { Receipt } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { buildReceipt } from '../billing/receipt.ts';
import {
  chargeByOrderId,
  discountOf,
  newOrderId,
  type OpenChargeInput,
  ORDER_ID_PATTERN,
  openCharge,
  recordClosedCharge,
  settleCharge,
} from './ledger.ts';

let database: TestDatabase;
let scope: ServiceScope;
let otherScope: ServiceScope;
let userId = 0;
const at = new Date('2026-11-28T03:00:00Z');

const receipt: Receipt = buildReceipt([
  { rule: 'plan-price', label: 'Gold', yen: 1100, taxMode: 'inclusive' },
  { rule: 'coupon', label: 'WELCOME', yen: -110, taxMode: 'inclusive', percent: 10 },
]);

const input = (orderId: string, extra: Partial<OpenChargeInput> = {}): OpenChargeInput => ({
  orderId,
  kind: 'purchase',
  paymentGateway: 'card',
  userId,
  subscriptionPlanId: 1,
  planName: 'Gold',
  receipt,
  couponCode: 'WELCOME',
  couponPercent: 10,
  ...extra,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const tenant = await createTenant(database.db);
  scope = tenantScopeOf(tenant);
  otherScope = tenantScopeOf(await createTenant(database.db));
  userId = (await createUser(database.db, tenant)).user.id;
});
afterAll(() => database?.destroy());

describe('newOrderId', () => {
  it('is accepted by both gateways and differs each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newOrderId('purchase', at)));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(ORDER_ID_PATTERN);
      expect(id.length).toBeLessThanOrEqual(27);
      expect(id.startsWith('P261128-')).toBe(true);
    }
    expect(newOrderId('renewal', at).startsWith('R')).toBe(true);
  });
});

describe('openCharge and settleCharge', () => {
  it('opens a pending row with the receipt’s yen and settles it once', async () => {
    const { db } = database;
    const orderId = newOrderId('purchase', at);
    const row = await openCharge(db, scope, input(orderId));
    expect(row).toMatchObject({ status: 'pending', amount: 990, tax: 90, netPrice: 900, discount: 110 });
    expect(discountOf(receipt)).toBe(110);
    const paid = await settleCharge(db, scope, orderId, {
      status: 'OK',
      at,
      gatewayTransactionId: 'gw-1',
      gatewayCode: 'A001000000000000',
      userSubscriptionId: 7,
    });
    expect(paid?.settled).toBe(true);
    expect(paid?.row).toMatchObject({ status: 'OK', gatewayTransactionId: 'gw-1', userSubscriptionId: 7 });
    expect(paid?.row.completedAt?.toISOString()).toBe(at.toISOString());
    const again = await settleCharge(db, scope, orderId, {
      status: 'NG',
      at,
      gatewayCode: 'AG33000000000000',
      resultCode: 857,
    });
    expect(again).toMatchObject({ settled: false, row: { status: 'OK' } });
  });

  it('records a decline with our result code', async () => {
    const orderId = newOrderId('purchase', at);
    await openCharge(database.db, scope, input(orderId));
    const declined = await settleCharge(database.db, scope, orderId, {
      status: 'NG',
      at,
      gatewayCode: 'AG33000000000000',
      resultCode: 857,
    });
    expect(declined?.row).toMatchObject({
      status: 'NG',
      resultCode: 857,
      gatewayResultCode: 'AG33000000000000',
    });
  });

  it('refuses a second row with the same order id in a company, not in another', async () => {
    const orderId = newOrderId('purchase', at);
    await openCharge(database.db, scope, input(orderId));
    await expect(openCharge(database.db, scope, input(orderId))).rejects.toThrow();
    const user = await createUser(database.db, null);
    await expect(
      openCharge(database.db, otherScope, input(orderId, { userId: user.user.id })),
    ).resolves.toMatchObject({ orderId });
  });

  it('never reads or settles another company’s row', async () => {
    const orderId = newOrderId('purchase', at);
    await openCharge(database.db, scope, input(orderId));
    expect(await chargeByOrderId(database.db, otherScope, orderId)).toBeNull();
    expect(
      await settleCharge(database.db, otherScope, orderId, {
        status: 'OK',
        at,
        gatewayTransactionId: null,
        gatewayCode: null,
      }),
    ).toBeNull();
    expect((await chargeByOrderId(database.db, scope, orderId))?.status).toBe('pending');
  });

  it('refuses an order id a gateway would not take', async () => {
    await expect(openCharge(database.db, scope, input('x'.repeat(28)))).rejects.toThrow(RangeError);
    await expect(openCharge(database.db, scope, input('has space'))).rejects.toThrow(RangeError);
  });

  it('closes a 0-yen order as a done row', async () => {
    const free = buildReceipt([
      { rule: 'plan-price', label: 'Gold', yen: 1100, taxMode: 'inclusive' },
      { rule: 'coupon', label: 'ALL', yen: -1100, taxMode: 'inclusive', percent: 100 },
    ]);
    const orderId = newOrderId('purchase', at);
    const row = await recordClosedCharge(database.db, scope, {
      ...input(orderId),
      receipt: free,
      at,
      userSubscriptionId: 3,
    });
    expect(row).toMatchObject({ status: 'done', amount: 0, discount: 1100, userSubscriptionId: 3 });
    await expect(
      recordClosedCharge(database.db, scope, {
        ...input(newOrderId('purchase', at)),
        at,
        userSubscriptionId: 3,
      }),
    ).rejects.toThrow(RangeError);
  });
});
