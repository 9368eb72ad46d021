import { type DiscountOrdinalItem, type Page, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { discountOrdinals, subscriptionPlans } from '../../db/schema/index.ts';

const plans = {} as Record<'Monthly' | 'Yearly' | 'Second' | 'Theirs', number>;
const made = {} as Record<'serviceWide' | 'monthly2' | 'yearly3' | 'second' | 'theirs' | 'doomed', number>;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const plan = (tenant: typeof world.a, name: string) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    name,
    duration: 1,
    price: 1100,
  });
  const planRows = await db
    .insert(subscriptionPlans)
    .values([
      plan(world.a, 'Monthly'),
      plan(world.a, 'Yearly'),
      plan(world.a2, 'Second'),
      plan(world.b, 'Theirs'),
    ])
    .returning();
  for (const row of planRows) plans[row.name as keyof typeof plans] = row.id;
  const row = (tenant: typeof world.a, planId: number | null, ordinal: number, percent: number) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    subscriptionPlanId: planId,
    ordinal,
    discountPercent: percent,
  });
  const rows = await db
    .insert(discountOrdinals)
    .values([
      row(world.a, null, 2, 10),
      row(world.a, plans.Monthly as number, 2, 30),
      row(world.a, plans.Yearly as number, 3, 5),
      row(world.a2, plans.Second as number, 2, 50),
      row(world.b, null, 2, 70),
      row(world.a, plans.Monthly as number, 6, 1),
    ])
    .returning();
  const names = ['serviceWide', 'monthly2', 'yearly3', 'second', 'theirs', 'doomed'];
  rows.forEach((r, i) => {
    made[names[i] as keyof typeof made] = r.id;
  });
});

const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

async function refused(name: Parameters<typeof send>[0], call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

describe('GET /discount-ordinal/page', () => {
  endpointTests('discountOrdinalPage', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { subscriptionPlanId: plans.Monthly, serviceId: world.a.service.id },
      check: (page) => {
        const { content } = page as Page<DiscountOrdinalItem>;
        expect(content.map((d) => [d.planName, d.ordinal, d.discountPercent])).toEqual([
          [null, 2, 10],
          ['Monthly', 2, 30],
          ['Monthly', 6, 1],
        ]);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      query: { subscriptionPlanId: '-1' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("gives a service admin its own service's only", async () => {
    const page = await data<Page<DiscountOrdinalItem>>('discountOrdinalPage', {
      as: harness.world.serviceAdminA2,
      at: harness.world.a2,
    });
    expect(page.content.map((d) => d.id)).toEqual([made.second]);
  });
});

describe('GET /discount-ordinal/{id}', () => {
  endpointTests('discountOrdinalDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.yearly3 },
      check: (item) => expect(item).toMatchObject({ planName: 'Yearly', ordinal: 3, discountPercent: 5 }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: '1.5' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.theirs },
      code: ResultCode.DISCOUNT_ORDINAL_NOT_FOUND,
    }),
  });
});

describe('POST /discount-ordinal/add', () => {
  endpointTests('discountOrdinalAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { ordinal: 1, discountPercent: 50, subscriptionPlanId: plans.Yearly },
      check: async (item, w) => {
        const added = item as DiscountOrdinalItem;
        expect(added).toMatchObject({ serviceId: w.a.service.id, planName: 'Yearly', ordinal: 1 });
        expect((await auditRowsOf(harness.database.db, 'discountOrdinal', added.id))[0]?.action).toBe('add');
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { ordinal: 0, discountPercent: 10 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ordinal: 4, discountPercent: 10, subscriptionPlanId: plans.Theirs },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  it('refuses a duplicate for the plan or service-wide (853), and a plan of another service (831)', async () => {
    const { world } = harness;
    const body = { ordinal: 2, discountPercent: 15 };
    await refused('discountOrdinalAdd', { ...admin(world), body }, ResultCode.ORDINAL_DUPLICATED);
    await refused(
      'discountOrdinalAdd',
      { ...admin(world), body: { ...body, subscriptionPlanId: plans.Monthly } },
      ResultCode.ORDINAL_DUPLICATED,
    );
    await refused(
      'discountOrdinalAdd',
      { ...admin(world), body: { ...body, subscriptionPlanId: plans.Second } },
      ResultCode.PLAN_NOT_FOUND,
    );
    await refused('discountOrdinalAdd', { ...admin(world), body: { ...body, discountPercent: 101 } }, 400);
    // The same ordinal for another service is its own.
    const a2 = await data<DiscountOrdinalItem>('discountOrdinalAdd', {
      ...admin(world),
      body: { ...body, serviceId: world.a2.service.id },
    });
    expect(a2).toMatchObject({ serviceId: world.a2.service.id, planName: null });
  });
});

describe('PUT /discount-ordinal/update/{id}', () => {
  endpointTests('discountOrdinalUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.yearly3 },
      body: { ordinal: 4, discountPercent: 8, subscriptionPlanId: plans.Yearly },
      check: (item) => expect(item).toMatchObject({ ordinal: 4, discountPercent: 8 }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.yearly3 },
      body: { ordinal: 2, discountPercent: 8, subscriptionPlanId: plans.Monthly },
      code: ResultCode.ORDINAL_DUPLICATED,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.theirs },
      body: { ordinal: 9, discountPercent: 8 },
      code: ResultCode.DISCOUNT_ORDINAL_NOT_FOUND,
    }),
  });
});

describe('DELETE /discount-ordinal/delete/{id}', () => {
  endpointTests('discountOrdinalDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.doomed } }),
    badInput: (world) => ({ ...admin(world), params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.theirs },
      code: ResultCode.DISCOUNT_ORDINAL_NOT_FOUND,
    }),
  });

  it('refuses a service admin (611) and a read of the deleted one is 833', async () => {
    const { world } = harness;
    await refused(
      'discountOrdinalDelete',
      { as: world.serviceAdminA, params: { id: made.serviceWide } },
      ResultCode.INVALID_ROLE_ACCESS,
    );
    await refused('discountOrdinalDetail', { ...admin(world), params: { id: made.doomed } }, 833);
  });
});
