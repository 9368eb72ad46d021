import { type Page, type PageQuery, type PublicPlan, ResultCode } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { linksByPlan, presentPublicPlan } from './present-plan.ts';
import {
  contentGroupsOfPlans,
  findSellablePlan,
  type PlanRow,
  pagePlans,
  upgradesOfPlans,
} from './repository.ts';

async function presentPublicPlans(db: Executor, scope: ServiceScope, rows: PlanRow[]): Promise<PublicPlan[]> {
  const ids = rows.map((r) => r.id);
  const groups = linksByPlan(await contentGroupsOfPlans(db, scope, ids));
  const upgrades = linksByPlan(await upgradesOfPlans(db, scope, ids, true));
  return rows.map((row) =>
    presentPublicPlan(row, {
      contentGroups: groups.get(row.id) ?? [],
      upgradePlans: upgrades.get(row.id) ?? [],
    }),
  );
}

/** `GET /subscription-plan/public/user/page`: the portal's published plans in the list order. */
export async function pagePublicPlans(
  db: Executor,
  tenant: Tenant,
  query: PageQuery,
): Promise<Page<PublicPlan>> {
  const scope = tenantScopeOf(tenant);
  const { rows, total } = await pagePlans(db, scope, { sellable: true }, pageWindow(query));
  return presentPage(query, await presentPublicPlans(db, scope, rows), total);
}

/** `GET /subscription-plan/public/{id}`: 831 for a plan the portal does not sell (the reader goes to login). */
export async function publicPlanDetail(db: Executor, tenant: Tenant, id: number): Promise<PublicPlan> {
  const scope = tenantScopeOf(tenant);
  const row = await findSellablePlan(db, scope, id);
  if (!row) throw appError(ResultCode.PLAN_NOT_FOUND);
  const [plan] = await presentPublicPlans(db, scope, [row]);
  if (!plan) throw new Error('plan not presented');
  return plan;
}
