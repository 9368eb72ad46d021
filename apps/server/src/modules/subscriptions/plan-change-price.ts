import { and, asc, eq } from 'drizzle-orm';
import { subscriptionPlanChanges } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import {
  changesMidPeriod,
  type PlanChangeCharge,
  planChangeCharges,
} from '../billing/plan-change-charges.ts';
import { findPlan, type SubscribedPlan, type SubscriptionWithPlan } from './subscription-repository.ts';

/** The states a plan may be changed in: the free days (free of charge) and a paid, running period. */
export const CHANGEABLE_STATES = ['TRIAL', 'ACTIVE'] as const;

export const isChangeable = ({ row }: SubscriptionWithPlan): boolean =>
  (CHANGEABLE_STATES as readonly string[]).includes(row.billingState);

/** The period's earlier changes, oldest first. */
async function changesInPeriod(db: Executor, scope: TenantScope, subscriptionId: number, periodStart: Date) {
  return db
    .select({
      at: subscriptionPlanChanges.changedAt,
      fromPlanId: subscriptionPlanChanges.fromPlanId,
      toPlanId: subscriptionPlanChanges.toPlanId,
    })
    .from(subscriptionPlanChanges)
    .where(
      and(
        inCompany(subscriptionPlanChanges, scope),
        eq(subscriptionPlanChanges.userSubscriptionId, subscriptionId),
        eq(subscriptionPlanChanges.periodStart, periodStart),
      ),
    )
    .orderBy(asc(subscriptionPlanChanges.changedAt), asc(subscriptionPlanChanges.id));
}

async function planOrFail(db: Executor, scope: TenantScope, planId: number): Promise<SubscribedPlan> {
  const plan = await findPlan(db, scope, planId);
  if (!plan) throw new Error(`plan ${planId} of a recorded change is gone`);
  return plan;
}

/**
 * What moving `subscription` to `toPlan` at `at` charges now: nothing in the free days; in a paid
 * period, the last of billing/plan-change-charges.ts `planChangeCharges` over the period's plan at its
 * start, its earlier changes and this one — so several changes in one period charge, together, the
 * period's worth rounded down once less what it already cost. Null when the move is not possible now
 * (another state, another period length, a clock outside the period).
 */
export async function planChangeChargeOf(
  db: Executor,
  subscription: SubscriptionWithPlan,
  toPlan: SubscribedPlan,
  at: Date,
): Promise<Pick<PlanChangeCharge, 'yen' | 'remainingDays' | 'periodDays'> | null> {
  const { row, plan } = subscription;
  if (!isChangeable(subscription) || !changesMidPeriod(plan.duration, toPlan.duration)) return null;
  if (row.billingState === 'TRIAL') return { yen: 0, remainingDays: 0, periodDays: 1 };
  const start = row.currentPeriodStart;
  const end = row.currentPeriodEnd;
  if (!start || !end || at < start || at >= end) return null;
  const scope: TenantScope = { companyId: row.companyId, serviceId: row.serviceId };
  const earlier = await changesInPeriod(db, scope, row.id, start);
  const first = earlier[0];
  const fromPlan = first ? await planOrFail(db, scope, first.fromPlanId) : plan;
  const changes = [];
  for (const change of earlier) {
    changes.push({ at: change.at, toPlan: await planOrFail(db, scope, change.toPlanId) });
  }
  changes.push({ at, toPlan });
  const charges = planChangeCharges({
    period: { start, end },
    fromPlan,
    changes,
    timeZone: BILLING_TIME_ZONE,
  });
  const last = charges[charges.length - 1];
  if (!last) throw new Error('a plan change is priced');
  return { yen: last.yen, remainingDays: last.remainingDays, periodDays: last.periodDays };
}
