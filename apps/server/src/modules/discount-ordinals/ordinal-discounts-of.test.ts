import { describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { discountOrdinals, subscriptionPlans } from '../../db/schema/index.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { ordinalDiscountFor } from '../billing/discounts.ts';
import { ordinalDiscountsOf } from './ordinal-discounts-of.ts';

const plans: number[] = [];

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const plan = (tenant: typeof world.a, name: string) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    name,
    duration: 1,
    price: 1000,
  });
  const rows = await db
    .insert(subscriptionPlans)
    .values([plan(world.a, 'Monthly'), plan(world.a, 'Yearly'), plan(world.a2, 'Other service')])
    .returning();
  plans.push(...rows.map((r) => r.id));
  const [monthly, yearly, other] = plans as [number, number, number];
  const row = (tenant: typeof world.a, planId: number | null, ordinal: number, percent: number) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    subscriptionPlanId: planId,
    ordinal,
    discountPercent: percent,
  });
  await db
    .insert(discountOrdinals)
    .values([
      row(world.a, null, 2, 10),
      row(world.a, monthly, 2, 30),
      row(world.a, monthly, 3, 5),
      row(world.a, yearly, 1, 50),
      row(world.a2, other, 2, 70),
      row(world.a2, null, 2, 80),
    ]);
});

describe('ordinalDiscountsOf', () => {
  it("answers the plan's own and the service-wide discounts, by ordinal, of the plan's service only", async () => {
    const [monthly] = plans as [number];
    const found = await ordinalDiscountsOf(harness.database.db, tenantScopeOf(harness.world.a), monthly);
    expect(found).toEqual([
      { ordinal: 2, percent: 10, planId: null },
      { ordinal: 2, percent: 30, planId: monthly },
      { ordinal: 3, percent: 5, planId: monthly },
    ]);
    expect(ordinalDiscountFor(monthly, 2, found)?.percent).toBe(30);
    expect(ordinalDiscountFor(monthly, 1, found)).toBeNull();
  });

  it('gives another plan of the service only the service-wide discount for the same period', async () => {
    const [, yearly] = plans as [number, number];
    const found = await ordinalDiscountsOf(harness.database.db, tenantScopeOf(harness.world.a), yearly);
    expect(ordinalDiscountFor(yearly, 2, found)?.percent).toBe(10);
    expect(ordinalDiscountFor(yearly, 1, found)?.percent).toBe(50);
  });
});
