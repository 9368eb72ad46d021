import { ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { ORDER_TERMS_VERSION } from './order-terms.ts';
import { insertCoupon, insertOrdinal, insertPlan } from './orders-test-support.ts';
import { type PricedOrder, type PriceRefusal, priceOrder } from './price-order.ts';

let database: TestDatabase;
let tenant: Tenant;
let other: Tenant;
let scope: ServiceScope;
let userId = 0;
const plans: Record<string, number> = {};
const at = new Date('2026-11-28T03:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  tenant = await createTenant(db);
  other = await createTenant(db);
  scope = tenantScopeOf(tenant);
  userId = (await createUser(db, tenant)).user.id;
  plans.gold = await insertPlan(db, tenant, { name: 'Gold', price: 1100 });
  plans.trial = await insertPlan(db, tenant, { name: 'Trial', price: 1100, freeTermDays: 14 });
  plans.hidden = await insertPlan(db, tenant, { name: 'Hidden', isShow: false });
  plans.archived = await insertPlan(db, tenant, { name: 'Old', archivedAt: at });
  plans.held = await insertPlan(db, tenant, { name: 'Held' });
  plans.otherTenant = await insertPlan(db, other, { name: 'Elsewhere' });
  await insertOrdinal(db, tenant, { ordinal: 2, percent: 50, planId: plans.gold });
  await insertCoupon(db, tenant, { code: 'WELCOME', discountPercent: 10 });
  await insertCoupon(db, tenant, { code: 'USEDUP', usageLimit: 1, usedCount: 1 });
  await insertCoupon(db, tenant, { code: 'ALLFREE', discountPercent: 100 });
  await insertCoupon(db, other, { code: 'THEIRS' });
  await startSubscription(db, scope, {
    userId,
    planId: plans.held,
    event: 'start-paid',
    at,
    paymentGateway: 'sandbox',
  });
});
afterAll(() => database?.destroy());

const price = (planId: number, couponCode?: string) =>
  priceOrder(database.db, scope, { planId, couponCode, userId, at, language: 'en' });
const priced = async (planId: number, couponCode?: string) => {
  const answer = await price(planId, couponCode);
  if ('refused' in answer) throw new Error(`refused ${answer.refused}`);
  return answer as PricedOrder;
};

describe('priceOrder', () => {
  it('charges the plan now, with the ordinal discount on the second period', async () => {
    const order = await priced(plans.gold as number);
    expect(order.startEvent).toBe('start-paid');
    expect(order.chargeNowYen).toBe(1100);
    expect(order.receipt).toMatchObject({ totalYen: 1100, taxYen: 100, netYen: 1000 });
    expect(order.firstChargeAt.toISOString()).toBe(at.toISOString());
    expect(order.schedule.charges.map((c) => c.receipt.totalYen).slice(0, 3)).toEqual([1100, 550, 1100]);
    expect(order.schedule.charges).toHaveLength(24);
    expect(order.terms.version).toMatch(
      new RegExp(`^${ORDER_TERMS_VERSION.replaceAll('.', '\\.')}\\+[0-9a-f]{16}$`),
    );
    expect(order.terms.text).toContain('Charged now: ¥1,100 (tax included)');
    expect(order.terms.text).toContain('2. 28/12/2026: ¥550');
    expect(order.terms.text).toContain('How to cancel');
  });

  it('applies a coupon to the first charge only, with its receipt line', async () => {
    const order = await priced(plans.gold as number, ' welcome ');
    expect(order.coupon).toMatchObject({ code: 'WELCOME', percent: 10 });
    expect(order.receipt.lines.map((l) => [l.rule, l.yen])).toEqual([
      ['plan-price', 1100],
      ['coupon', -110],
    ]);
    expect(order.receipt.totalYen).toBe(990);
    expect(order.schedule.charges[2]?.receipt.totalYen).toBe(1100);
  });

  it('starts the free days of a first purchase and charges at their end', async () => {
    const order = await priced(plans.trial as number);
    expect(order.startEvent).toBe('start-free-term');
    expect(order.chargeNowYen).toBe(0);
    expect(order.freeTermDays).toBe(14);
    expect(order.freeTermEndsAt?.toISOString()).toBe('2026-12-12T03:00:00.000Z');
    expect(order.firstChargeAt.toISOString()).toBe('2026-12-12T03:00:00.000Z');
    expect(order.receipt.totalYen).toBe(1100);
    expect(order.terms.text).toContain('free period of 14 days');
  });

  it('answers 0 yen for a coupon of 100 %', async () => {
    const order = await priced(plans.gold as number, 'ALLFREE');
    expect(order.chargeNowYen).toBe(0);
    expect(order.terms.text).toContain('Charged now: nothing (¥0)');
  });

  it('keeps the text’s version across languages, and changes it with the figures', async () => {
    const en = await priced(plans.gold as number);
    const ja = (await priceOrder(database.db, scope, {
      planId: plans.gold as number,
      userId,
      at,
      language: 'ja',
    })) as PricedOrder;
    expect(ja.terms.version).toBe(en.terms.version);
    expect(ja.terms.text).not.toBe(en.terms.text);
    expect((await priced(plans.gold as number, 'WELCOME')).terms.version).not.toBe(en.terms.version);
  });

  it('writes the confirmation in Japanese without spaces around Japanese', async () => {
    const order = await priceOrder(database.db, scope, {
      planId: plans.gold as number,
      userId,
      at,
      language: 'ja',
    });
    const { terms } = order as PricedOrder;
    expect(terms.text).toContain('今回のお支払い：1,100円（税込）');
    expect(terms.text).not.toMatch(
      /[0-9A-Za-z] [\u3040-\u30ff\u4e00-\u9fff]|[\u3040-\u30ff\u4e00-\u9fff] [0-9A-Za-z]/,
    );
  });

  const refusals: [string, () => Promise<PricedOrder | PriceRefusal>, number][] = [
    ['an unpublished plan', () => price(plans.hidden as number), ResultCode.PLAN_NOT_FOUND],
    ['an archived plan', () => price(plans.archived as number), ResultCode.PLAN_NOT_FOUND],
    ['another tenant’s plan', () => price(plans.otherTenant as number), ResultCode.PLAN_NOT_FOUND],
    ['an unknown coupon', () => price(plans.gold as number, 'NOPE'), ResultCode.COUPON_NOT_FOUND],
    ['another tenant’s coupon', () => price(plans.gold as number, 'THEIRS'), ResultCode.COUPON_NOT_FOUND],
    ['a used-up coupon', () => price(plans.gold as number, 'USEDUP'), ResultCode.COUPON_UNAVAILABLE],
    ['a plan the reader holds', () => price(plans.held as number), ResultCode.PLAN_REGISTERED_OR_IN_USE],
  ];
  for (const [what, call, code] of refusals) {
    it(`refuses ${what} (${code})`, async () => {
      expect(await call()).toEqual({ refused: code });
    });
  }
});
