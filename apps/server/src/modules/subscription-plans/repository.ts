import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import {
  contentGroups,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  subscriptionPlanUpgrades,
  transactions,
  userSubscriptions,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanInsert = typeof subscriptionPlans.$inferInsert;

/** A content group or plan a plan names. */
export interface LinkRow {
  planId: number;
  id: number;
  name: string;
  nameTranslations: Partial<Record<'en' | 'ja' | 'vn', string>>;
}

/** The rows of the scope: the company's, or one service's when the scope names it. */
const inScope = (scope: TenantScope): SQL =>
  scope.serviceId === null
    ? inCompany(subscriptionPlans, scope)
    : inService(subscriptionPlans, { companyId: scope.companyId, serviceId: scope.serviceId });

export async function findPlanInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(inCompany(subscriptionPlans, scope), eq(subscriptionPlans.id, id)));
  return row;
}

/** A plan by id in any company: the system admin's reach (the policy then checks its company). */
export async function findPlanAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export interface PlanFilter {
  keyword?: string | undefined;
  isShow?: boolean | undefined;
  archived?: boolean | undefined;
  /** Only plans the portal sells: shown and not archived. */
  sellable?: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(scope: TenantScope, filter: PlanFilter): SQL {
  const parts: (SQL | undefined)[] = [inScope(scope)];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    parts.push(
      or(
        ilike(subscriptionPlans.name, pattern),
        sql`exists (select 1 from jsonb_each_text(${subscriptionPlans.nameTranslations}) t where t.value ilike ${pattern})`,
      ),
    );
  }
  if (filter.isShow !== undefined) parts.push(eq(subscriptionPlans.isShow, filter.isShow));
  parts.push(
    filter.archived ? isNotNull(subscriptionPlans.archivedAt) : isNull(subscriptionPlans.archivedAt),
  );
  if (filter.sellable) parts.push(eq(subscriptionPlans.isShow, true));
  return and(...parts) as SQL;
}

/** One page of plans in the list order (ordinal, then id). */
export async function pagePlans(
  db: Executor,
  scope: TenantScope,
  filter: PlanFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: PlanRow[]; total: number }> {
  const where = filterOf(scope, filter);
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(where)
    .orderBy(asc(subscriptionPlans.serviceId), asc(subscriptionPlans.ordinal), asc(subscriptionPlans.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(subscriptionPlans).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A plan the portal sells (shown, not archived) of the service, or undefined. */
export async function findSellablePlan(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(filterOf(scope, { sellable: true }), eq(subscriptionPlans.id, id)));
  return row;
}

/** Every plan id of the service that is not archived, in the list order. */
export async function planIdsOfService(db: Executor, scope: ServiceScope): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(inService(subscriptionPlans, scope), isNull(subscriptionPlans.archivedAt)))
    .orderBy(asc(subscriptionPlans.ordinal), asc(subscriptionPlans.id));
  return rows.map((r) => r.id);
}

/** Where a new plan goes when no ordinal is sent: after the service's plans. */
export async function nextPlanOrdinal(db: Executor, scope: ServiceScope): Promise<number> {
  const [row] = await db
    .select({ top: max(subscriptionPlans.ordinal) })
    .from(subscriptionPlans)
    .where(inService(subscriptionPlans, scope));
  return (row?.top ?? 0) + 1;
}

export async function insertPlan(
  db: Executor,
  scope: ServiceScope,
  values: Omit<PlanInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('plan not inserted');
  return row;
}

export async function updatePlanRow(
  db: Executor,
  scope: ServiceScope,
  id: number,
  values: Partial<PlanInsert>,
) {
  const [row] = await db
    .update(subscriptionPlans)
    .set(values)
    .where(and(inService(subscriptionPlans, scope), eq(subscriptionPlans.id, id)))
    .returning();
  return row;
}

export async function deletePlanRow(db: Executor, scope: ServiceScope, id: number): Promise<void> {
  await db
    .delete(subscriptionPlans)
    .where(and(inService(subscriptionPlans, scope), eq(subscriptionPlans.id, id)));
}

/** The content groups each plan unlocks, by name order within the plan. */
export async function contentGroupsOfPlans(
  db: Executor,
  scope: TenantScope,
  planIds: number[],
): Promise<LinkRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select({
      planId: subscriptionPlanContentGroups.subscriptionPlanId,
      id: contentGroups.id,
      name: contentGroups.name,
      nameTranslations: contentGroups.nameTranslations,
    })
    .from(subscriptionPlanContentGroups)
    .innerJoin(
      contentGroups,
      and(
        eq(contentGroups.companyId, subscriptionPlanContentGroups.companyId),
        eq(contentGroups.id, subscriptionPlanContentGroups.contentGroupId),
      ),
    )
    .where(
      and(
        inCompany(subscriptionPlanContentGroups, scope),
        inArray(subscriptionPlanContentGroups.subscriptionPlanId, planIds),
      ),
    )
    .orderBy(asc(contentGroups.ordinal), asc(contentGroups.id));
}

/** The plans each plan's subscribers may upgrade to (only sellable ones when asked). */
export async function upgradesOfPlans(
  db: Executor,
  scope: TenantScope,
  planIds: number[],
  onlySellable = false,
): Promise<LinkRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select({
      planId: subscriptionPlanUpgrades.fromPlanId,
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      nameTranslations: subscriptionPlans.nameTranslations,
    })
    .from(subscriptionPlanUpgrades)
    .innerJoin(
      subscriptionPlans,
      and(
        eq(subscriptionPlans.companyId, subscriptionPlanUpgrades.companyId),
        eq(subscriptionPlans.id, subscriptionPlanUpgrades.toPlanId),
      ),
    )
    .where(
      and(
        inCompany(subscriptionPlanUpgrades, scope),
        inArray(subscriptionPlanUpgrades.fromPlanId, planIds),
        onlySellable
          ? and(eq(subscriptionPlans.isShow, true), isNull(subscriptionPlans.archivedAt))
          : undefined,
      ),
    )
    .orderBy(asc(subscriptionPlans.ordinal), asc(subscriptionPlans.id));
}

/** Of `ids`, those that are content groups of the service. */
export async function contentGroupIdsOfService(db: Executor, scope: ServiceScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(and(inService(contentGroups, scope), inArray(contentGroups.id, ids)));
  return rows.map((r) => r.id);
}

/** Of `ids`, those that are plans of the service. */
export async function planIdsAmong(db: Executor, scope: ServiceScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(inService(subscriptionPlans, scope), inArray(subscriptionPlans.id, ids)));
  return rows.map((r) => r.id);
}

export async function replacePlanContentGroups(
  db: Executor,
  scope: ServiceScope,
  planId: number,
  groupIds: number[],
) {
  await db
    .delete(subscriptionPlanContentGroups)
    .where(
      and(
        inCompany(subscriptionPlanContentGroups, scope),
        eq(subscriptionPlanContentGroups.subscriptionPlanId, planId),
      ),
    );
  if (groupIds.length === 0) return;
  await db.insert(subscriptionPlanContentGroups).values(
    groupIds.map((contentGroupId) => ({
      companyId: scope.companyId,
      subscriptionPlanId: planId,
      contentGroupId,
    })),
  );
}

export async function replacePlanUpgrades(
  db: Executor,
  scope: ServiceScope,
  planId: number,
  toIds: number[],
) {
  await db
    .delete(subscriptionPlanUpgrades)
    .where(and(inCompany(subscriptionPlanUpgrades, scope), eq(subscriptionPlanUpgrades.fromPlanId, planId)));
  if (toIds.length === 0) return;
  await db
    .insert(subscriptionPlanUpgrades)
    .values(toIds.map((toPlanId) => ({ companyId: scope.companyId, fromPlanId: planId, toPlanId })));
}

/** Of `planIds`, those a subscription or a payment names (they cannot be deleted: 838). */
export async function plansInUse(db: Executor, scope: TenantScope, planIds: number[]): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const subscribed = await db
    .selectDistinct({ id: userSubscriptions.subscriptionPlanId })
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, scope), inArray(userSubscriptions.subscriptionPlanId, planIds)));
  const paid = await db
    .selectDistinct({ id: transactions.subscriptionPlanId })
    .from(transactions)
    .where(and(inCompany(transactions, scope), inArray(transactions.subscriptionPlanId, planIds)));
  return new Set([...subscribed, ...paid].map((r) => r.id).filter((id): id is number => id !== null));
}

/** Sets each plan's ordinal to its place in `ids` (1-based). */
export async function setPlanOrdinals(db: Executor, scope: ServiceScope, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(subscriptionPlans)
      .set({ ordinal: index + 1 })
      .where(and(inService(subscriptionPlans, scope), eq(subscriptionPlans.id, id)));
  }
}
