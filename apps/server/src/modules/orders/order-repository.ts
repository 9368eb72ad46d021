import { type OrderState, OrderState as S } from '@hondana/contract';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { orders, type StoredOrderAnswer } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'companyId' | 'serviceId' | 'id'>;

export async function orderOf(
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  lock = false,
): Promise<OrderRow | null> {
  const query = tx
    .select()
    .from(orders)
    .where(and(inCompany(orders, scope), eq(orders.orderId, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts the order, or answers null when its order id is taken (a concurrent call with the same key). */
export async function insertOrder(
  tx: Executor,
  scope: ServiceScope,
  order: NewOrder,
): Promise<OrderRow | null> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, companyId: scope.companyId, serviceId: scope.serviceId })
    .onConflictDoNothing({ target: [orders.companyId, orders.orderId] })
    .returning();
  return row ?? null;
}

/** Moves an order from one of `from` to its next state; null when it was not in one of them (another settler won). */
export async function moveOrder(
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  from: readonly OrderState[],
  values: Partial<
    Pick<
      OrderRow,
      'state' | 'redirectUrl' | 'gatewayCode' | 'resultCode' | 'userSubscriptionId' | 'settledAt'
    >
  > & {
    answer?: StoredOrderAnswer | null;
  },
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set(values)
    .where(and(inCompany(orders, scope), eq(orders.orderId, orderId), inArray(orders.state, [...from])))
    .returning();
  return row ?? null;
}

/** Another open order of the same reader and plan (charging, awaiting 3-D Secure, unknown). */
export async function openOrderOfPlan(
  tx: Executor,
  scope: TenantScope,
  userId: number,
  planId: number,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        inCompany(orders, scope),
        eq(orders.userId, userId),
        eq(orders.subscriptionPlanId, planId),
        inArray(orders.state, [S.CHARGING, S.AWAITING_3DS, S.UNKNOWN]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Serialises the orders of one reader and plan until the transaction ends: two orders of the same plan
 * (two tabs, two order ids) never both charge.
 */
export async function lockReaderPlan(tx: Executor, scope: TenantScope, userId: number, planId: number) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order|${scope.companyId}|${userId}|${planId}`}, 0))`,
  );
}

/**
 * Orders of every company whose outcome is still open and last moved before `before`: the ones
 * reconciliation asks the gateway about. In id order, a page at a time after `afterId` (the last row of
 * the previous page), so orders that stay open never hide the ones behind them.
 */
export async function openOrdersAcrossTenants(
  db: Executor,
  before: Date,
  limit: number,
  afterId = 0,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.state, [S.CHARGING, S.UNKNOWN, S.AWAITING_3DS]),
        lt(orders.updatedAt, before),
        gt(orders.id, afterId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/** The card the order kept at the gateway (before its charge). */
export async function storeOrderCard(
  db: Executor,
  scope: TenantScope,
  orderId: string,
  card: Pick<OrderRow, 'cardCustomerRef' | 'cardMask' | 'cardExpire'>,
): Promise<void> {
  await db
    .update(orders)
    .set(card)
    .where(and(inCompany(orders, scope), eq(orders.orderId, orderId)));
}
