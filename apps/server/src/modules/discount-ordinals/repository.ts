import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { discountOrdinals, subscriptionPlans } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type DiscountOrdinalRow = typeof discountOrdinals.$inferSelect;
export type DiscountOrdinalValues = Pick<
  typeof discountOrdinals.$inferInsert,
  'ordinal' | 'discountPercent' | 'subscriptionPlanId'
>;
export type DiscountOrdinalWithPlan = DiscountOrdinalRow & { planName: string | null };

const inScope = (scope: TenantScope): SQL =>
  scope.serviceId === null
    ? inCompany(discountOrdinals, scope)
    : inService(discountOrdinals, scope as ServiceScope);

const withPlan = { row: discountOrdinals, planName: subscriptionPlans.name };
const planJoin = and(
  eq(subscriptionPlans.companyId, discountOrdinals.companyId),
  eq(subscriptionPlans.id, discountOrdinals.subscriptionPlanId),
);
const flat = (rows: { row: DiscountOrdinalRow; planName: string | null }[]): DiscountOrdinalWithPlan[] =>
  rows.map(({ row, planName }) => ({ ...row, planName }));

/** One page in scope (one plan's and the service-wide ones when a plan is named): service-wide first. */
export async function pageDiscountOrdinals(
  db: Executor,
  scope: TenantScope,
  query: { planId?: number | undefined; offset: number; limit: number },
) {
  const where = and(
    inScope(scope),
    query.planId === undefined
      ? undefined
      : sql`(${discountOrdinals.subscriptionPlanId} = ${query.planId} or ${discountOrdinals.subscriptionPlanId} is null)`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(withPlan)
      .from(discountOrdinals)
      .leftJoin(subscriptionPlans, planJoin)
      .where(where)
      .orderBy(
        sql`${discountOrdinals.subscriptionPlanId} nulls first`,
        asc(discountOrdinals.ordinal),
        asc(discountOrdinals.id),
      )
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(discountOrdinals).where(where),
  ]);
  return { rows: flat(rows), total: counted?.total ?? 0 };
}

export async function findDiscountOrdinalInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = flat(
    await db
      .select(withPlan)
      .from(discountOrdinals)
      .leftJoin(subscriptionPlans, planJoin)
      .where(and(inCompany(discountOrdinals, scope), eq(discountOrdinals.id, id))),
  );
  return row;
}

/** One in any company (a system administrator's look-up; the caller checks the policy). */
export async function findDiscountOrdinalAcrossTenants(db: Executor, id: number) {
  const [row] = flat(
    await db
      .select(withPlan)
      .from(discountOrdinals)
      .leftJoin(subscriptionPlans, planJoin)
      .where(eq(discountOrdinals.id, id)),
  );
  return row;
}

/** The plan's name when it is a plan of the scope's service (archived ones too: history may name them). */
export async function planNameInService(db: Executor, scope: ServiceScope, planId: number) {
  const [row] = await db
    .select({ name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(and(inService(subscriptionPlans, scope), eq(subscriptionPlans.id, planId)));
  return row?.name;
}

export async function insertDiscountOrdinal(
  db: Executor,
  scope: ServiceScope,
  values: DiscountOrdinalValues,
) {
  const [row] = await db
    .insert(discountOrdinals)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('discount ordinal not inserted');
  return row;
}

export async function updateDiscountOrdinal(
  db: Executor,
  scope: ServiceScope,
  id: number,
  values: DiscountOrdinalValues & { updatedAt: Date },
) {
  const [row] = await db
    .update(discountOrdinals)
    .set(values)
    .where(and(inService(discountOrdinals, scope), eq(discountOrdinals.id, id)))
    .returning();
  return row;
}

export async function deleteDiscountOrdinal(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .delete(discountOrdinals)
    .where(and(inService(discountOrdinals, scope), eq(discountOrdinals.id, id)))
    .returning();
  return row;
}
