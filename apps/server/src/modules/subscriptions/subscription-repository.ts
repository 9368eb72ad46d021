import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { subscriptionPlans, subscriptionPlanUpgrades, userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { PricedPlan } from '../billing/discounts.ts';
import type { PlanDuration } from '../billing/plan-duration.ts';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

/** What of a plan the subscription screens price and show. */
export interface SubscribedPlan extends PricedPlan {
  serviceId: number;
  duration: PlanDuration;
  freeTermDays: number;
  autoRenew: boolean;
  isShow: boolean;
  archived: boolean;
}

export const subscribedPlanOf = (row: PlanRow): SubscribedPlan => ({
  id: row.id,
  name: row.name,
  priceYen: row.price,
  discountPriceYen: row.discountPrice,
  taxMode: row.taxMode,
  serviceId: row.serviceId,
  duration: { length: row.duration, unit: row.durationType },
  freeTermDays: row.freeTermDays,
  autoRenew: row.autoRenew,
  isShow: row.isShow,
  archived: row.archivedAt !== null,
});

export interface SubscriptionWithPlan {
  row: SubscriptionRow;
  plan: SubscribedPlan;
}

const ofUser = (scope: TenantScope, userId: number) =>
  and(inCompany(userSubscriptions, scope), eq(userSubscriptions.userId, userId));

/** One reader's subscriptions, newest first, with their plans (a status filter when given). */
export async function subscriptionsOfUser(
  db: Executor,
  scope: TenantScope,
  userId: number,
  window: { offset: number; limit: number; status?: SubscriptionRow['status'] | undefined },
): Promise<{ rows: SubscriptionWithPlan[]; total: number }> {
  const where = and(
    ofUser(scope, userId),
    window.status ? eq(userSubscriptions.status, window.status) : undefined,
  );
  const rows = await db
    .select({ row: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(
      subscriptionPlans,
      and(
        eq(subscriptionPlans.companyId, userSubscriptions.companyId),
        eq(subscriptionPlans.id, userSubscriptions.subscriptionPlanId),
      ),
    )
    .where(where)
    .orderBy(desc(userSubscriptions.registeredAt), desc(userSubscriptions.id))
    .offset(window.offset)
    .limit(window.limit);
  const [counted] = await db.select({ total: count() }).from(userSubscriptions).where(where);
  return {
    rows: rows.map((r) => ({ row: r.row, plan: subscribedPlanOf(r.plan) })),
    total: counted?.total ?? 0,
  };
}

/** One subscription of the company with its plan, or null. */
export async function findSubscription(
  db: Executor,
  scope: TenantScope,
  id: number,
): Promise<SubscriptionWithPlan | null> {
  const [found] = await db
    .select({ row: userSubscriptions, plan: subscriptionPlans })
    .from(userSubscriptions)
    .innerJoin(
      subscriptionPlans,
      and(
        eq(subscriptionPlans.companyId, userSubscriptions.companyId),
        eq(subscriptionPlans.id, userSubscriptions.subscriptionPlanId),
      ),
    )
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, id)));
  return found ? { row: found.row, plan: subscribedPlanOf(found.plan) } : null;
}

/** A plan of the company by id (archived and hidden ones too: the caller decides), or null. */
export async function findPlan(
  db: Executor,
  scope: TenantScope,
  planId: number,
): Promise<SubscribedPlan | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(inCompany(subscriptionPlans, scope), eq(subscriptionPlans.id, planId)));
  return row ? subscribedPlanOf(row) : null;
}

/** The live (not archived) plans a subscriber of `fromPlanId` may move to, in the plans' order. */
export async function upgradePlansOf(
  db: Executor,
  scope: TenantScope,
  fromPlanId: number,
): Promise<SubscribedPlan[]> {
  const rows = await db
    .select({ plan: subscriptionPlans })
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
        eq(subscriptionPlanUpgrades.fromPlanId, fromPlanId),
        isNull(subscriptionPlans.archivedAt),
      ),
    )
    .orderBy(subscriptionPlans.ordinal, subscriptionPlans.id);
  return rows.map((r) => subscribedPlanOf(r.plan));
}

/** The reader's subscriptions that still run (free days, paid, unpaid), for the account's cancellation. */
export async function runningSubscriptionIds(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: userSubscriptions.id, state: userSubscriptions.billingState })
    .from(userSubscriptions)
    .where(ofUser(scope, userId));
  return rows.filter((r) => ['TRIAL', 'ACTIVE', 'PAST_DUE'].includes(r.state)).map((r) => r.id);
}

/** One subscription of any company, for a system admin whose reach the policy then checks on the row. */
export async function findSubscriptionAcrossTenants(
  db: Executor,
  id: number,
): Promise<SubscriptionWithPlan | null> {
  const [found] = await db
    .select({ companyId: userSubscriptions.companyId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, id));
  return found ? findSubscription(db, { companyId: found.companyId, serviceId: null }, id) : null;
}
