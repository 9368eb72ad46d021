/** The subscription plan tests' world (imported by *.test.ts only). */
import { DurationType, TaxMode } from '@hondana/contract';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, subscriptionPlans } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export interface PlanWorldRows {
  /** Published plan of A: 1 month, 1,000 yen before tax, with a group and an upgrade target. */
  monthly: number;
  /** Published plan of A: 1 year, 11,000 yen tax-inclusive, discount price 9,900. */
  yearly: number;
  hidden: number;
  archived: number;
  /** A plan of A's second service, and one of company B. */
  otherService: number;
  otherCompany: number;
  novels: number;
  groupOfA2: number;
  groupOfB: number;
}

export const planOf = (
  tenant: Tenant,
  name: string,
  extra: Partial<typeof subscriptionPlans.$inferInsert> = {},
) => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
  name,
  duration: 1,
  durationType: DurationType.MONTH,
  price: 1_000,
  taxMode: TaxMode.EXCLUSIVE,
  ...extra,
});

/** A tenant world with plans and content groups in A, A2 and B (call once at a test file's top level). */
export function usePlanWorld() {
  const rows = {} as PlanWorldRows;
  const harness = useTenantWorld({}, async ({ world, database }) => {
    const { db } = database;
    const groups = await db
      .insert(contentGroups)
      .values([
        {
          companyId: world.a.company.id,
          serviceId: world.a.service.id,
          name: 'Novels',
          nameTranslations: { ja: '小説' },
        },
        { companyId: world.a2.company.id, serviceId: world.a2.service.id, name: 'Maps' },
        { companyId: world.b.company.id, serviceId: world.b.service.id, name: 'Other company' },
      ])
      .returning();
    rows.novels = groups[0]?.id ?? 0;
    rows.groupOfA2 = groups[1]?.id ?? 0;
    rows.groupOfB = groups[2]?.id ?? 0;
    const plans = await db
      .insert(subscriptionPlans)
      .values([
        planOf(world.a, 'Monthly', { ordinal: 1, nameTranslations: { ja: '月額' } }),
        planOf(world.a, 'Yearly', {
          ordinal: 2,
          durationType: DurationType.YEAR,
          price: 11_000,
          discountPrice: 9_900,
          taxMode: TaxMode.INCLUSIVE,
          freeTermDays: 14,
        }),
        planOf(world.a, 'Hidden', { ordinal: 3, isShow: false }),
        planOf(world.a, 'Archived', { ordinal: 4, archivedAt: new Date('2026-10-01T00:00:00Z') }),
        planOf(world.a2, 'Second service'),
        planOf(world.b, 'Other company'),
      ])
      .returning();
    [rows.monthly, rows.yearly, rows.hidden, rows.archived, rows.otherService, rows.otherCompany] = plans.map(
      (p) => p.id,
    ) as [number, number, number, number, number, number];
    const call = routeCaller(harness);
    await call.data('planUpdate', {
      as: world.companyAdminA,
      params: { id: rows.monthly },
      body: { contentGroupIds: [rows.novels], upgradePlanIds: [rows.yearly, rows.hidden] },
    });
  });
  return { harness, rows, call: routeCaller(harness) };
}

/** A valid new plan's fields. */
export const newPlan = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekly',
  nameTranslations: { ja: '週刊', vn: 'Hàng tuần' },
  duration: 7,
  durationType: DurationType.DAY,
  price: 500,
  taxMode: TaxMode.EXCLUSIVE,
  ...extra,
});
