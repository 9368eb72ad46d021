import { type CouponCheck, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { coupons, subscriptionPlans } from '../../db/schema/index.ts';

const plans = {} as Record<'Monthly' | 'Hidden' | 'Second service' | 'Other company', number>;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const plan = (
    tenant: typeof world.a,
    name: string,
    extra: Partial<typeof subscriptionPlans.$inferInsert> = {},
  ) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    name,
    duration: 1,
    price: 1100,
    ...extra,
  });
  const rows = await db
    .insert(subscriptionPlans)
    .values([
      plan(world.a, 'Monthly'),
      plan(world.a, 'Hidden', { isShow: false }),
      plan(world.a2, 'Second service'),
      plan(world.b, 'Other company'),
    ])
    .returning();
  for (const row of rows) plans[row.name as keyof typeof plans] = row.id;
  const coupon = (
    tenant: typeof world.a,
    code: string,
    extra: Partial<typeof coupons.$inferInsert> = {},
  ) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    code,
    discountPercent: 20,
    usageLimit: 3,
    ...extra,
  });
  await db
    .insert(coupons)
    .values([
      coupon(world.a, 'WELCOME20'),
      coupon(world.a, 'FULL', { usedCount: 3 }),
      coupon(world.a, 'OLD', { expiresAt: new Date('2020-01-01T00:00:00Z') }),
      coupon(world.a2, 'A2ONLY'),
      coupon(world.b, 'BONLY'),
    ]);
});

const { send } = routeCaller(harness);
const reader = () => ({ as: harness.world.readerA });

async function refused(call: AnyCall, code: number) {
  const response = await send('couponCheck', call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

describe('GET /manage-coupon/user/get', () => {
  endpointTests('couponCheck', harness.context, {
    happy: () => ({
      ...reader(),
      query: { code: 'welcome20', subscriptionPlanId: plans.Monthly },
      check: (answer) => expect(answer as CouponCheck).toEqual({ code: 'WELCOME20', discountPercent: 20 }),
    }),
    badInput: () => ({
      ...reader(),
      query: { code: '', subscriptionPlanId: plans.Monthly },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: () => ({
      ...reader(),
      query: { code: 'BONLY', subscriptionPlanId: plans['Other company'] },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  it('answers 832 for an unknown code or one of another service or company', async () => {
    const query = { subscriptionPlanId: plans.Monthly };
    await refused({ ...reader(), query: { ...query, code: 'NOPE' } }, ResultCode.COUPON_NOT_FOUND);
    await refused({ ...reader(), query: { ...query, code: 'A2ONLY' } }, ResultCode.COUPON_NOT_FOUND);
    await refused({ ...reader(), query: { ...query, code: 'BONLY' } }, ResultCode.COUPON_NOT_FOUND);
  });

  it('answers 847 for an expired or used-up coupon, and 831 for a plan not on sale here', async () => {
    const query = { subscriptionPlanId: plans.Monthly };
    await refused({ ...reader(), query: { ...query, code: 'FULL' } }, ResultCode.COUPON_UNAVAILABLE);
    await refused({ ...reader(), query: { ...query, code: 'old' } }, ResultCode.COUPON_UNAVAILABLE);
    await refused(
      { ...reader(), query: { code: 'WELCOME20', subscriptionPlanId: plans.Hidden } },
      ResultCode.PLAN_NOT_FOUND,
    );
    await refused(
      { ...reader(), query: { code: 'WELCOME20', subscriptionPlanId: plans['Second service'] } },
      ResultCode.PLAN_NOT_FOUND,
    );
  });
});
