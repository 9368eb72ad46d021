import { DurationType, TaxMode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import {
  contentGroups,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  subscriptionPlanUpgrades,
} from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { loadSellablePlan } from './sellable-plan.ts';

let database: TestDatabase;
let a: Tenant;
let b: Tenant;
let gold = 0;
let silver = 0;
let group = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  a = await createTenant(db);
  b = await createTenant(db);
  const plan = (name: string, extra: Partial<typeof subscriptionPlans.$inferInsert> = {}) => ({
    companyId: a.company.id,
    serviceId: a.service.id,
    name,
    duration: 1,
    price: 1100,
    ...extra,
  });
  const rows = await db
    .insert(subscriptionPlans)
    .values([
      plan('Gold', {
        nameTranslations: { ja: 'ゴールド' },
        durationType: DurationType.YEAR,
        price: 12_000,
        discountPrice: 9_800,
        taxMode: TaxMode.INCLUSIVE,
        freeTermDays: 14,
        paymentGateways: ['card', 'member_id'],
        autoRenew: false,
        isShow: false,
      }),
      plan('Silver', { archivedAt: new Date('2026-11-01T00:00:00Z') }),
    ])
    .returning();
  gold = rows[0]?.id ?? 0;
  silver = rows[1]?.id ?? 0;
  const [g] = await db
    .insert(contentGroups)
    .values({ companyId: a.company.id, serviceId: a.service.id, name: 'Novels' })
    .returning();
  group = g?.id ?? 0;
  await db
    .insert(subscriptionPlanContentGroups)
    .values({ companyId: a.company.id, subscriptionPlanId: gold, contentGroupId: group });
  await db
    .insert(subscriptionPlanUpgrades)
    .values({ companyId: a.company.id, fromPlanId: silver, toPlanId: gold });
});

afterAll(async () => {
  await database?.destroy();
});

describe('loadSellablePlan', () => {
  it('reads everything the order flow needs in one value', async () => {
    expect(await loadSellablePlan(database.db, tenantScopeOf(a), gold)).toEqual({
      id: gold,
      companyId: a.company.id,
      serviceId: a.service.id,
      name: 'Gold',
      nameTranslations: { ja: 'ゴールド' },
      duration: { length: 1, unit: DurationType.YEAR },
      priceYen: 12_000,
      discountPriceYen: 9_800,
      taxMode: TaxMode.INCLUSIVE,
      freeTermDays: 14,
      paymentGateways: ['card', 'member_id'],
      autoRenew: false,
      contentGroupIds: [group],
      upgradeTargetIds: [],
      published: false,
      archived: false,
    });
  });

  it('tells an archived plan and its upgrade targets', async () => {
    const plan = await loadSellablePlan(database.db, tenantScopeOf(a), silver);
    expect(plan).toMatchObject({
      archived: true,
      published: true,
      paymentGateways: [],
      discountPriceYen: null,
      taxMode: TaxMode.EXCLUSIVE,
      upgradeTargetIds: [gold],
      contentGroupIds: [],
    });
  });

  it('answers null for another tenant or an unknown id', async () => {
    expect(await loadSellablePlan(database.db, tenantScopeOf(b), gold)).toBeNull();
    expect(await loadSellablePlan(database.db, tenantScopeOf(a), 999_999)).toBeNull();
  });
});
