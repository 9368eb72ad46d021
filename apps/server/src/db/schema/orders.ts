/**
 * Card orders: one row per order id (the idempotency key), with what the reader was shown on the final
 * confirmation screen, so a dispute can be answered from the row alone.
 */
import { sql } from 'drizzle-orm';
import { check, index, inet, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { Receipt } from '../../../../../packages/contract/src/api/billing.ts';
import { type OrderState, orderStates } from '../../../../../packages/contract/src/api/order-states.ts';
import { type PaymentGatewayKind, paymentGatewayKinds } from '../../../../../packages/contract/src/enums.ts';
import { inList, matches } from './checks.ts';
import { id, ref, timestamps, tstz } from './columns.ts';
import { companyId, serviceFk, serviceId } from './companies.ts';

/** The first answer of an order's call, replayed to a retry of the same call. */
export interface StoredOrderAnswer {
  httpStatus: number;
  body: unknown;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    userId: ref('user_id').notNull(),
    /** Our order id, sent to the gateway; the idempotency key of the order's calls. */
    orderId: text('order_id').notNull(),
    /** SHA-256 of the call's parameters: the same key with other parameters is refused. */
    requestHash: text('request_hash').notNull(),
    /** Plain ids like the ledger's: the order (the evidence of what was shown) outlives its user, plan and coupon. */
    subscriptionPlanId: ref('subscription_plan_id').notNull(),
    couponId: ref('coupon_id'),
    couponCode: text('coupon_code'),
    paymentGateway: text('payment_gateway').$type<PaymentGatewayKind>().notNull(),
    state: text('state').$type<OrderState>().notNull(),
    /** 'start-free-term' (card stored, nothing charged now) or 'start-paid'. */
    startEvent: text('start_event').$type<'start-free-term' | 'start-paid'>().notNull(),
    /** The first charge's receipt as quoted and confirmed (integer yen). */
    receipt: jsonb('receipt').$type<Receipt>().notNull(),
    amount: integer('amount').notNull(),
    /** The final confirmation screen (特定商取引法 §12-6): its text version, language and the exact text shown. */
    termsVersion: text('terms_version').notNull(),
    termsLanguage: text('terms_language').notNull(),
    termsText: text('terms_text').notNull(),
    /** Where the 3-D Secure challenge sends the reader back. */
    returnUrl: text('return_url'),
    redirectUrl: text('redirect_url'),
    gatewayCode: text('gateway_code'),
    /** Our result code of a refused or failed order. */
    resultCode: integer('result_code'),
    answer: jsonb('answer').$type<StoredOrderAnswer>(),
    userSubscriptionId: ref('user_subscription_id'),
    /** The card kept at the gateway for renewals before the charge (its second token), for the subscription. */
    cardCustomerRef: text('card_customer_ref'),
    cardMask: text('card_mask'),
    cardExpire: text('card_expire'),
    cardHolderName: text('card_holder_name'),
    cardHolderEmail: text('card_holder_email'),
    customerIp: inet('customer_ip'),
    settledAt: tstz('settled_at'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('orders', t),
    check('orders_state_check', inList(t.state, orderStates)),
    check('orders_payment_gateway_check', inList(t.paymentGateway, paymentGatewayKinds)),
    check('orders_start_event_check', inList(t.startEvent, ['start-free-term', 'start-paid'])),
    check('orders_order_id_check', matches(t.orderId, '^[A-Za-z0-9-]{1,27}$')),
    check('orders_amount_check', sql`${t.amount} >= 0`),
    check('orders_card_holder_name_check', sql`char_length(${t.cardHolderName}) <= 50`),
    unique('orders_order_id_uq').on(t.companyId, t.orderId),
    index('orders_user_idx').on(t.companyId, t.userId, t.createdAt),
    // Reconciliation: the orders whose outcome is still open, in every company.
    index('orders_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} in ('charging', 'unknown', 'awaiting-3ds')`),
  ],
);
