/**
 * Plan changes of a subscription (upgrades, and moves in the free days): what a later change in the
 * same period is priced against (billing/plan-change-charges.ts needs the period's earlier changes).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { atLeast } from './checks.ts';
import { createdAt, id, ref, tstz } from './columns.ts';
import { companyId, serviceFk, serviceId, tenantFk } from './companies.ts';
import { subscriptionPlans, userSubscriptions } from './subscriptions.ts';

export const subscriptionPlanChanges = pgTable(
  'subscription_plan_changes',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    userSubscriptionId: ref('user_subscription_id').notNull(),
    fromPlanId: ref('from_plan_id').notNull(),
    toPlanId: ref('to_plan_id').notNull(),
    changedAt: tstz('changed_at').notNull(),
    /** Start of the paid period the change fell in; NULL in the free days (nothing charged). */
    periodStart: tstz('period_start'),
    /** What the change charged, tax-inclusive yen. */
    chargedYen: integer('charged_yen').notNull().default(0),
    /** The order id of its charge (the ledger's key), NULL when nothing was charged. */
    orderId: text('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    serviceFk('subscription_plan_changes', t),
    tenantFk(
      'subscription_plan_changes_subscription_fk',
      [t.companyId, t.userSubscriptionId],
      [userSubscriptions.companyId, userSubscriptions.id],
    ),
    tenantFk(
      'subscription_plan_changes_from_fk',
      [t.companyId, t.fromPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
      'no action',
    ),
    tenantFk(
      'subscription_plan_changes_to_fk',
      [t.companyId, t.toPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
      'no action',
    ),
    check('subscription_plan_changes_charged_yen_check', atLeast(t.chargedYen, 0)),
    check('subscription_plan_changes_distinct_check', sql`${t.fromPlanId} <> ${t.toPlanId}`),
    index('subscription_plan_changes_subscription_idx').on(t.companyId, t.userSubscriptionId, t.changedAt),
  ],
);
