import { type AdminPlan, ResultCode } from '@hondana/contract';
import { beforeAll, describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { planOf, usePlanWorld } from './plan-test-support.ts';

const { harness, rows } = usePlanWorld();
const context = harness.context;

/** A plan of A nobody used, made for one test. */
async function freshPlan(name: string) {
  const [row] = await harness.database.db
    .insert(subscriptionPlans)
    .values(planOf(harness.world.a, name))
    .returning();
  return row?.id ?? 0;
}

/** A plan of A a reader subscribed to. */
async function usedPlan(name: string) {
  const id = await freshPlan(name);
  const { world } = harness;
  await harness.database.db.insert(userSubscriptions).values({
    companyId: world.a.company.id,
    serviceId: world.a.service.id,
    userId: world.readerA.user.id,
    subscriptionPlanId: id,
    billingState: 'ACTIVE',
  });
  return id;
}

describe('subscription plan lifecycle endpoints', () => {
  let deletable = 0;
  let inUse = 0;
  endpointTests('planDelete', context, {
    happy: (w) => ({ as: w.serviceAdminA, params: { id: deletable } }),
    badInput: (w) => ({
      as: w.companyAdminA,
      params: { id: inUse },
      code: ResultCode.PLAN_REGISTERED_OR_IN_USE,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.otherCompany },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
  // The cases above read the ids when they run, after these are made.
  beforeAll(async () => {
    deletable = await freshPlan('Deletable');
    inUse = await usedPlan('In use');
  });

  endpointTests('planArchive', context, {
    happy: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.hidden },
      check: (data) => expect((data as AdminPlan).archivedAt).not.toBeNull(),
    }),
    badInput: (w) => ({ as: w.companyAdminA, params: { id: -1 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.serviceAdminA,
      params: { id: rows.otherService },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('planReorder', context, {
    happy: (w) => ({
      as: w.companyAdminA,
      body: { serviceId: w.a2.service.id, ids: [rows.otherService] },
      check: (data) => expect((data as AdminPlan[]).map((p) => p.ordinal)).toEqual([1]),
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      body: { ids: [rows.monthly] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      body: { serviceId: w.b.service.id, ids: [rows.otherCompany] },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});
