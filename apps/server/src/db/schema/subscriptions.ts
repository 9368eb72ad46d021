/**
 * Selling access: subscription plans (with their content groups and upgrade paths), coupons, ordinal
 * discounts, users' subscriptions and payment transactions. Money is integer yen; percents are 0..100.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type BillingState, billingStates } from '../../../../../packages/contract/src/api/billing.ts';
import {
  type DurationType,
  durationTypes,
  type PaymentGatewayKind,
  type PaymentStatus,
  paymentGatewayKinds,
  paymentStatuses,
  type SubscriptionStatus,
  type TaxMode,
  taxModes,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, between, inList, matches, subsetOf } from './checks.ts';
import { emptyTextArray, flag, id, ordinal, ref, timestamps, translations, tstz } from './columns.ts';
import { companyId, serviceFk, serviceId, tenantFk } from './companies.ts';
import { contentGroups } from './contents.ts';
import { users } from './users.ts';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    name: text('name').notNull(),
    nameTranslations: translations('name_translations'),
    imageUrl: text('image_url'),
    imageUrlTranslations: translations('image_url_translations'),
    description: text('description'),
    descriptionTranslations: translations('description_translations'),
    /** Length of one period, in duration_type units (0 day, 1 month, 2 year). */
    duration: integer('duration').notNull(),
    durationType: smallint('duration_type').$type<DurationType>().notNull().default(1),
    /** Price of one period in yen, as entered (see tax_mode). */
    price: integer('price').notNull(),
    discountPrice: integer('discount_price'),
    taxMode: text('tax_mode').$type<TaxMode>().notNull().default('exclusive'),
    /** Free days before the first charge (first purchase only), 0..29. */
    freeTermDays: smallint('free_term_days').notNull().default(0),
    /** Gateways that may take a payment for the plan; empty: the company's payment gateway. */
    paymentGateways: text('payment_gateways')
      .array()
      .$type<PaymentGatewayKind[]>()
      .notNull()
      .default(emptyTextArray),
    autoRenew: flag('auto_renew', true),
    isShow: flag('is_show', true),
    ordinal: ordinal(),
    /** Set instead of deleting a plan that was ever sold (history keeps pointing at it). */
    archivedAt: tstz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('subscription_plans', t),
    check('subscription_plans_duration_check', between(t.duration, 1, 36500)),
    check('subscription_plans_duration_type_check', inList(t.durationType, durationTypes)),
    check('subscription_plans_price_check', between(t.price, 0, 1_000_000_000)),
    check('subscription_plans_discount_price_check', sql`${t.discountPrice} between 0 and ${t.price}`),
    check('subscription_plans_tax_mode_check', inList(t.taxMode, taxModes)),
    check('subscription_plans_free_term_days_check', between(t.freeTermDays, 0, 29)),
    check('subscription_plans_payment_gateways_check', subsetOf(t.paymentGateways, paymentGatewayKinds)),
    unique('subscription_plans_company_id_id_uq').on(t.companyId, t.id),
    index('subscription_plans_service_idx').on(t.companyId, t.serviceId, t.ordinal),
  ],
);

/** Content groups a plan unlocks. */
export const subscriptionPlanContentGroups = pgTable(
  'subscription_plan_content_groups',
  {
    companyId: companyId(),
    subscriptionPlanId: ref('subscription_plan_id').notNull(),
    contentGroupId: ref('content_group_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'subscription_plan_content_groups_pk',
      columns: [t.companyId, t.subscriptionPlanId, t.contentGroupId],
    }),
    tenantFk(
      'subscription_plan_content_groups_plan_fk',
      [t.companyId, t.subscriptionPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
    ),
    tenantFk(
      'subscription_plan_content_groups_cgroup_fk',
      [t.companyId, t.contentGroupId],
      [contentGroups.companyId, contentGroups.id],
    ),
    index('subscription_plan_content_groups_cgroup_idx').on(t.companyId, t.contentGroupId),
  ],
);

/** Plans a subscriber of `from` may upgrade to. */
export const subscriptionPlanUpgrades = pgTable(
  'subscription_plan_upgrades',
  {
    companyId: companyId(),
    fromPlanId: ref('from_plan_id').notNull(),
    toPlanId: ref('to_plan_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'subscription_plan_upgrades_pk', columns: [t.companyId, t.fromPlanId, t.toPlanId] }),
    tenantFk(
      'subscription_plan_upgrades_from_fk',
      [t.companyId, t.fromPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
    ),
    tenantFk(
      'subscription_plan_upgrades_to_fk',
      [t.companyId, t.toPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
    ),
    check('subscription_plan_upgrades_distinct_check', sql`${t.fromPlanId} <> ${t.toPlanId}`),
    index('subscription_plan_upgrades_to_idx').on(t.companyId, t.toPlanId),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    /** Stored upper-case; look up with upper(input). Unique per company. */
    code: text('code').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    expiresAt: tstz('expires_at'),
    /** Number of usages allowed; NULL only when unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isUnlimited: flag('is_unlimited', false),
    ...timestamps(),
  },
  (t) => [
    serviceFk('coupons', t),
    check(
      'coupons_code_check',
      sql`${t.code} = upper(${t.code}) and char_length(${t.code}) between 1 and 64`,
    ),
    check('coupons_discount_percent_check', between(t.discountPercent, 1, 100)),
    check('coupons_used_count_check', atLeast(t.usedCount, 0)),
    check(
      'coupons_usage_check',
      sql`${t.isUnlimited} or (${t.usageLimit} is not null and ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('coupons_usage_limit_check', atLeast(t.usageLimit, 1)),
    unique('coupons_code_uq').on(t.companyId, t.code),
    index('coupons_service_idx').on(t.companyId, t.serviceId),
  ],
);

/** Discount for the n-th paid period of a subscription (n = ordinal); plan NULL = every plan of the service. */
export const discountOrdinals = pgTable(
  'discount_ordinals',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    subscriptionPlanId: ref('subscription_plan_id'),
    ordinal: integer('ordinal').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    ...timestamps(),
  },
  (t) => [
    serviceFk('discount_ordinals', t),
    tenantFk(
      'discount_ordinals_plan_fk',
      [t.companyId, t.subscriptionPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
    ),
    check('discount_ordinals_ordinal_check', between(t.ordinal, 1, 1200)),
    check('discount_ordinals_discount_percent_check', between(t.discountPercent, 1, 100)),
    unique('discount_ordinals_uq')
      .on(t.companyId, t.serviceId, t.subscriptionPlanId, t.ordinal)
      .nullsNotDistinct(),
    index('discount_ordinals_plan_idx').on(t.companyId, t.subscriptionPlanId),
  ],
);

/**
 * A user's registration to a plan. `billing_state` is the state of the subscription table
 * (modules/billing/subscription-transitions.ts); `status` is what readers and admins see, derived from
 * it. Access is `access_ends_at` after the clock's now, kept by the subscription store on every move.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    userId: ref('user_id').notNull(),
    subscriptionPlanId: ref('subscription_plan_id').notNull(),
    billingState: text('billing_state').$type<BillingState>().notNull(),
    status: text('status')
      .$type<SubscriptionStatus>()
      .notNull()
      .generatedAlwaysAs(
        sql`case billing_state when 'CANCEL' then 'CANCEL' when 'ENDED' then 'CANCEL' when 'REFUNDED' then 'REFUNDED' else 'ACTIVE' end`,
      ),
    paymentStatus: text('payment_status').$type<PaymentStatus>(),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>(),
    couponId: ref('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Paid periods so far (0 in the free period); the ordinal discounts count them. */
    paidPeriods: integer('paid_periods').notNull().default(0),
    registeredAt: tstz('registered_at').notNull().defaultNow(),
    /** Start of the first paid period (the free period's end, or the purchase): periods count from it. */
    anchorAt: tstz('anchor_at'),
    freeTermEndsAt: tstz('free_term_ends_at'),
    /** The current (or last) paid period; NULL while none was paid. */
    currentPeriodStart: tstz('current_period_start'),
    currentPeriodEnd: tstz('current_period_end'),
    /** When the next charge or retry is due; NULL when none is (cancelled, refunded, ended). */
    nextBillingAt: tstz('next_billing_at'),
    /** Declined attempts of the charge now due. */
    declinedAttempts: smallint('declined_attempts').notNull().default(0),
    retryDeadline: tstz('retry_deadline'),
    /** The instant access ends (NULL: none); THE column every access check reads. */
    accessEndsAt: tstz('access_ends_at'),
    cancelledAt: tstz('cancelled_at'),
    refundedAt: tstz('refunded_at'),
    /** Saved card / member reference at the gateway (never card data). */
    gatewayCustomerRef: text('gateway_customer_ref'),
    /** Masked card number as returned by the gateway, for display. */
    cardMask: text('card_mask'),
    /** The stored card's expiry (YYMM), for the warning before a renewal it would fail. */
    cardExpire: text('card_expire'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('user_subscriptions', t),
    tenantFk('user_subscriptions_user_fk', [t.companyId, t.userId], [users.companyId, users.id]),
    // 'no action': a plan with subscriptions cannot be deleted (code 838); archive it instead.
    tenantFk(
      'user_subscriptions_plan_fk',
      [t.companyId, t.subscriptionPlanId],
      [subscriptionPlans.companyId, subscriptionPlans.id],
      'no action',
    ),
    check('user_subscriptions_billing_state_check', inList(t.billingState, billingStates)),
    check('user_subscriptions_payment_status_check', inList(t.paymentStatus, paymentStatuses)),
    check('user_subscriptions_payment_gateway_check', inList(t.paymentGateway, paymentGatewayKinds)),
    check('user_subscriptions_period_check', sql`${t.currentPeriodEnd} >= ${t.currentPeriodStart}`),
    check('user_subscriptions_paid_periods_check', atLeast(t.paidPeriods, 0)),
    check('user_subscriptions_declined_attempts_check', atLeast(t.declinedAttempts, 0)),
    check('user_subscriptions_card_expire_check', matches(t.cardExpire, '^[0-9]{4}$')),
    check(
      'user_subscriptions_cancelled_check',
      sql`${t.billingState} <> 'CANCEL' or ${t.cancelledAt} is not null`,
    ),
    check(
      'user_subscriptions_refunded_check',
      sql`${t.billingState} <> 'REFUNDED' or ${t.refundedAt} is not null`,
    ),
    unique('user_subscriptions_company_id_id_uq').on(t.companyId, t.id),
    // A user holds at most one running registration per plan, cancelled-but-paid included (code 838).
    uniqueIndex('user_subscriptions_live_uq')
      .on(t.companyId, t.userId, t.subscriptionPlanId)
      .where(sql`${t.billingState} in ('TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCEL')`),
    index('user_subscriptions_user_idx').on(t.companyId, t.userId, t.accessEndsAt),
    index('user_subscriptions_plan_idx').on(t.companyId, t.subscriptionPlanId),
    index('user_subscriptions_service_idx').on(t.companyId, t.serviceId),
    // The renewal sweep: every company's due charges by time.
    index('user_subscriptions_due_idx').on(t.nextBillingAt).where(sql`${t.nextBillingAt} is not null`),
  ],
);
