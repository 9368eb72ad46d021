import { type AdminPlan, type Page, type planPageQuerySchema, ResultCode } from '@hondana/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { companyScope, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { linksByPlan, presentAdminPlan } from './present-plan.ts';
import {
  contentGroupsOfPlans,
  findPlanAcrossTenants,
  findPlanInCompany,
  type PlanRow,
  pagePlans,
  plansInUse,
  upgradesOfPlans,
} from './repository.ts';

/** Plans with their content groups, upgrade plans and whether anything names them. */
export async function presentAdminPlans(
  db: Executor,
  scope: TenantScope,
  rows: PlanRow[],
): Promise<AdminPlan[]> {
  const ids = rows.map((r) => r.id);
  const groups = linksByPlan(await contentGroupsOfPlans(db, scope, ids));
  const upgrades = linksByPlan(await upgradesOfPlans(db, scope, ids));
  const inUse = await plansInUse(db, scope, ids);
  return rows.map((row) =>
    presentAdminPlan(
      row,
      { contentGroups: groups.get(row.id) ?? [], upgradePlans: upgrades.get(row.id) ?? [] },
      inUse.has(row.id),
    ),
  );
}

export async function presentOneAdminPlan(
  db: Executor,
  scope: TenantScope,
  row: PlanRow,
): Promise<AdminPlan> {
  const [plan] = await presentAdminPlans(db, scope, [row]);
  if (!plan) throw new Error('plan not presented');
  return plan;
}

/** A plan an administrator names by id, with its service as the scope (831 when out of the company). */
export async function planForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: PlanRow; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findPlanAcrossTenants(db, id)
      : await findPlanInCompany(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.PLAN_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

/** `GET /subscription-plan/page`. */
export async function pageAdminPlans(
  db: Executor,
  { actor, authorize }: RouteCaller,
  query: z.output<typeof planPageQuerySchema>,
): Promise<Page<AdminPlan>> {
  const scope = await adminScope(db, actor, authorize, query);
  const { rows, total } = await pagePlans(
    db,
    scope,
    { keyword: query.keyword, isShow: query.isShow, archived: query.archived },
    pageWindow(query),
  );
  return presentPage(query, await presentAdminPlans(db, scope, rows), total);
}

/** `GET /subscription-plan/detail/{id}`. */
export async function adminPlanDetail(
  db: Executor,
  { actor, authorize }: RouteCaller,
  id: number,
): Promise<AdminPlan> {
  const { row, scope } = await planForAdmin(db, actor, authorize, id);
  return presentOneAdminPlan(db, scope, row);
}
