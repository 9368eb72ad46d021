/**
 * Payment transactions (the ledger): one row per charge attempt, renewal, refund or card update. Rows
 * are removed only with their company.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type PaymentGatewayKind,
  type PaymentStatus,
  paymentGatewayKinds,
  paymentStatuses,
  type TransactionKind,
  transactionKinds,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, between, inList } from './checks.ts';
import { id, ref, timestamps, tstz } from './columns.ts';
import { companyId } from './companies.ts';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    companyId: companyId(),
    /**
     * Ledger references, deliberately without foreign keys: a transaction outlives the service, user,
     * subscription, plan and coupon it mentions (snapshot columns below keep the facts), and plain ids
     * keep cascades of those rows from ever touching the ledger. Always written by the payments service
     * with ids of the same company.
     */
    serviceId: ref('service_id'),
    userId: ref('user_id'),
    userSubscriptionId: ref('user_subscription_id'),
    subscriptionPlanId: ref('subscription_plan_id'),
    couponId: ref('coupon_id'),
    /** Our order id, sent to the gateway: the idempotency key of the charge. */
    orderId: text('order_id').notNull(),
    kind: text('kind').$type<TransactionKind>().notNull().default('purchase'),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>().notNull(),
    /** Total charged, tax included (yen) = net_price + tax. */
    amount: integer('amount').notNull(),
    /** Price after discounts, before tax (yen). */
    netPrice: integer('net_price').notNull(),
    tax: integer('tax').notNull().default(0),
    /** Coupon + ordinal discount granted (yen). */
    discount: integer('discount').notNull().default(0),
    /** Snapshots, kept when the referenced rows go. */
    planName: text('plan_name'),
    couponCode: text('coupon_code'),
    couponDiscountPercent: smallint('coupon_discount_percent'),
    userEmail: text('user_email'),
    /** Paid period (renewals: one transaction per period). */
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    /** Gateway references and outcome. */
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayResultCode: text('gateway_result_code'),
    /** Our result code on failure (e.g. 857, 841). */
    resultCode: integer('result_code'),
    cardHolderName: text('card_holder_name'),
    cardHolderEmail: text('card_holder_email'),
    customerIp: inet('customer_ip'),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    check('transactions_kind_check', inList(t.kind, transactionKinds)),
    check('transactions_status_check', inList(t.status, paymentStatuses)),
    check('transactions_payment_gateway_check', inList(t.paymentGateway, paymentGatewayKinds)),
    check(
      'transactions_amounts_check',
      sql`${t.netPrice} >= 0 and ${t.tax} >= 0 and ${t.discount} >= 0 and ${t.amount} = ${t.netPrice} + ${t.tax}`,
    ),
    check('transactions_coupon_discount_percent_check', between(t.couponDiscountPercent, 1, 100)),
    check('transactions_card_holder_name_check', sql`char_length(${t.cardHolderName}) <= 50`),
    check('transactions_amount_check', atLeast(t.amount, 0)),
    unique('transactions_order_id_uq').on(t.companyId, t.orderId),
    // A subscription period is charged at most once (retries after NG use a new order id).
    uniqueIndex('transactions_period_uq')
      .on(t.companyId, t.userSubscriptionId, t.periodStart)
      .where(
        sql`${t.kind} in ('purchase', 'renewal') and ${t.status} <> 'NG' and ${t.periodStart} is not null`,
      ),
    index('transactions_user_idx').on(t.companyId, t.userId, t.createdAt),
    index('transactions_subscription_idx').on(t.companyId, t.userSubscriptionId),
    index('transactions_created_idx').on(t.companyId, t.createdAt),
  ],
);
