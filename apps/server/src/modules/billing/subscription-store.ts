import type { PaymentGatewayKind } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { applyBillingEvent, type BillingSnapshot, noSubscription } from './apply-billing-event.ts';
import { BILLING_TIME_ZONE } from './billing-time-zone.ts';
import type { PlanDuration } from './plan-duration.ts';
import { accessEndsAt } from './subscription-access.ts';
import type { BillingEvent, BillingTransition } from './subscription-transitions.ts';

type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export interface PlanTerms {
  duration: PlanDuration;
  freeTermDays: number;
}

export type SubscriptionMove =
  | { id: number; before: BillingSnapshot; snapshot: BillingSnapshot; transition: BillingTransition }
  | { refused: string };

export function snapshotOfRow(row: SubscriptionRow): BillingSnapshot {
  return {
    state: row.billingState,
    anchor: row.anchorAt,
    freeTermEndsAt: row.freeTermEndsAt,
    paidPeriods: row.paidPeriods,
    periodEnd: row.currentPeriodEnd,
    nextChargeAt: row.nextBillingAt,
    declinedAttempts: row.declinedAttempts,
    retryDeadline: row.retryDeadline,
  };
}

/** The columns a move writes: the snapshot, the period it is in, and the one access column. */
function columnsOf(s: BillingSnapshot, at: Date, before: BillingSnapshot) {
  if (s.state === 'NONE') throw new Error('a move never leads back to no subscription');
  const periodStarted = s.paidPeriods !== before.paidPeriods;
  return {
    billingState: s.state,
    anchorAt: s.anchor,
    freeTermEndsAt: s.freeTermEndsAt,
    paidPeriods: s.paidPeriods,
    currentPeriodEnd: s.periodEnd,
    ...(periodStarted ? { currentPeriodStart: before.periodEnd ?? s.anchor ?? at } : {}),
    nextBillingAt: s.nextChargeAt,
    declinedAttempts: s.declinedAttempts,
    retryDeadline: s.retryDeadline,
    accessEndsAt: accessEndsAt(s.state, s, BILLING_TIME_ZONE),
    ...(s.state === 'CANCEL' && before.state !== 'CANCEL' ? { cancelledAt: at } : {}),
    ...(s.state === 'REFUNDED' ? { refundedAt: at } : {}),
  };
}

export async function planTermsOf(
  db: Executor,
  scope: TenantScope,
  planId: number,
): Promise<PlanTerms | null> {
  const [plan] = await db
    .select({
      duration: subscriptionPlans.duration,
      durationType: subscriptionPlans.durationType,
      freeTermDays: subscriptionPlans.freeTermDays,
    })
    .from(subscriptionPlans)
    .where(and(inCompany(subscriptionPlans, scope), eq(subscriptionPlans.id, planId)));
  if (!plan) return null;
  return { duration: { length: plan.duration, unit: plan.durationType }, freeTermDays: plan.freeTermDays };
}

/**
 * A new subscription, by the table's first move ('start-free-term' or 'start-paid'). The live-per-plan
 * unique index refuses a second running one (838); the caller runs this in the transaction that records
 * the payment.
 */
export async function startSubscription(
  tx: Executor,
  scope: ServiceScope,
  input: {
    userId: number;
    planId: number;
    event: Extract<BillingEvent, 'start-free-term' | 'start-paid'>;
    at: Date;
    paymentGateway: PaymentGatewayKind | null;
    couponId?: number | null;
    gatewayCustomerRef?: string | null;
    cardMask?: string | null;
    cardExpire?: string | null;
  },
): Promise<SubscriptionMove> {
  const terms = await planTermsOf(tx, scope, input.planId);
  if (!terms) return { refused: 'no such plan' };
  const moved = applyBillingEvent(noSubscription, input.event, {
    at: input.at,
    duration: terms.duration,
    freeTermDays: terms.freeTermDays,
    timeZone: BILLING_TIME_ZONE,
  });
  if ('refused' in moved) return moved;
  const [row] = await tx
    .insert(userSubscriptions)
    .values({
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      userId: input.userId,
      subscriptionPlanId: input.planId,
      registeredAt: input.at,
      paymentGateway: input.paymentGateway,
      couponId: input.couponId ?? null,
      gatewayCustomerRef: input.gatewayCustomerRef ?? null,
      cardMask: input.cardMask ?? null,
      cardExpire: input.cardExpire ?? null,
      ...columnsOf(moved.snapshot, input.at, noSubscription),
    })
    .returning({ id: userSubscriptions.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, before: noSubscription, ...moved };
}

/**
 * Moves a subscription by one event at `at`, the row locked for the transaction. A pair the table
 * refuses (or a charge outcome not yet due) changes nothing and says why.
 */
export async function moveSubscription(
  tx: Executor,
  scope: TenantScope,
  subscriptionId: number,
  event: BillingEvent,
  at: Date,
): Promise<SubscriptionMove> {
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, subscriptionId)))
    .for('update');
  if (!row) return { refused: 'no such subscription' };
  const terms = await planTermsOf(tx, scope, row.subscriptionPlanId);
  if (!terms) return { refused: 'no such plan' };
  const before = snapshotOfRow(row);
  const moved = applyBillingEvent(before, event, {
    at,
    duration: terms.duration,
    freeTermDays: terms.freeTermDays,
    timeZone: BILLING_TIME_ZONE,
  });
  if ('refused' in moved) return moved;
  await tx
    .update(userSubscriptions)
    .set(columnsOf(moved.snapshot, at, before))
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, subscriptionId)));
  return { id: subscriptionId, before, ...moved };
}

/**
 * Moves a subscription to another plan at `at` by the table's 'plan-changed' (the free days, or a paid
 * period that keeps its dates: the period was priced by the plan it started with, the change's
 * difference is charged by the caller). The new plan renews from the period's end.
 */
export async function changeSubscriptionPlan(
  tx: Executor,
  scope: TenantScope,
  subscriptionId: number,
  toPlanId: number,
  at: Date,
): Promise<SubscriptionMove> {
  const moved = await moveSubscription(tx, scope, subscriptionId, 'plan-changed', at);
  if ('refused' in moved) return moved;
  await tx
    .update(userSubscriptions)
    .set({ subscriptionPlanId: toPlanId })
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, subscriptionId)));
  return moved;
}
