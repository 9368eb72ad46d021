import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Pick<
  typeof coupons.$inferInsert,
  'code' | 'discountPercent' | 'expiresAt' | 'usageLimit' | 'isUnlimited'
>;

/** The company's coupons, or one service's when the scope names it. */
const inScope = (scope: TenantScope): SQL =>
  scope.serviceId === null ? inCompany(coupons, scope) : inService(coupons, scope as ServiceScope);

/** `%`, `_` and `\` typed in a keyword are literal. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the coupons in scope, newest first, and how many match. */
export async function pageCoupons(
  db: Executor,
  scope: TenantScope,
  query: { keyword?: string | undefined; offset: number; limit: number },
) {
  const where = and(
    inScope(scope),
    query.keyword ? ilike(coupons.code, likeLiteral(query.keyword)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every coupon in scope, by code. */
export async function listCoupons(db: Executor, scope: TenantScope) {
  return db.select().from(coupons).where(inScope(scope)).orderBy(asc(coupons.code));
}

export async function findCouponInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(inCompany(coupons, scope), eq(coupons.id, id)));
  return row;
}

/** A coupon in any company (a system administrator's look-up; the caller checks the policy). */
export async function findCouponAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function insertCoupon(db: Executor, scope: ServiceScope, values: CouponValues) {
  const [row] = await db
    .insert(coupons)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}

/** Changes a coupon, locked first so its used count cannot move between the check and the write. */
export async function lockCoupon(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(inService(coupons, scope), eq(coupons.id, id)))
    .for('update');
  return row;
}

export async function updateCoupon(
  db: Executor,
  scope: ServiceScope,
  id: number,
  values: CouponValues & { updatedAt: Date },
) {
  const [row] = await db
    .update(coupons)
    .set(values)
    .where(and(inService(coupons, scope), eq(coupons.id, id)))
    .returning();
  return row;
}

export async function deleteCoupon(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .delete(coupons)
    .where(and(inService(coupons, scope), eq(coupons.id, id)))
    .returning();
  return row;
}
