import { z } from 'zod';
import { languages } from '../enums.ts';
import { receiptSchema } from './billing.ts';
import { orderIdSchema, orderStates, orderTermsSchema } from './orders.ts';
import { rowIdSchema } from './row-id.ts';

const couponCode = z.string().trim().max(64).optional();
/** The provider's order number (its `gid_order_no`). */
const gidOrderNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * `POST /gakken-payment/order-receive`: the confirmation screen's button for a company paid through the
 * member-ID provider; seed field names, plus the quote's order id and confirmation text version.
 */
export const memberIdOrderReceiveBodySchema = z.object({
  order_id: orderIdSchema,
  subscription_plan_id: rowIdSchema,
  coupon_code: couponCode,
  /** Where the provider sends the member back: a page of the portal the order was placed on. */
  redirect_url: z.url({ protocol: /^https?$/ }).max(2048),
  /** Handed to the provider and back as it is (the web keeps its own context in it). */
  state: z.string().max(255).optional(),
  terms_version: z.string().min(1).max(64),
  lang: z.enum(languages).optional(),
});
export type MemberIdOrderReceiveBody = z.infer<typeof memberIdOrderReceiveBodySchema>;

/** `GET /gakken-payment/get-info`: the order the provider's return names. */
export const memberIdOrderInfoQuerySchema = z.object({
  gid_order_no: gidOrderNo,
  subscription_plan_id: rowIdSchema.optional(),
  coupon_code: couponCode,
});
export type MemberIdOrderInfoQuery = z.infer<typeof memberIdOrderInfoQuerySchema>;

export const memberIdOrderInfoSchema = z.object({
  orderId: orderIdSchema,
  gidOrderNo: z.string(),
  /** What the provider says of it: the member confirmed, cancelled, or has not answered yet. */
  providerStatus: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
  /** Our order's state (`awaiting-3ds` while the member is at the provider's page). */
  state: z.enum(orderStates),
  plan: z.object({ id: z.number().int(), name: z.string() }),
  couponCode: z.string().nullable(),
  receipt: receiptSchema,
  /** What the provider takes now (0 in a free first period). */
  amountNowYen: z.number().int().min(0),
  terms: orderTermsSchema,
  subscriptionId: z.number().int().nullable(),
});
export type MemberIdOrderInfo = z.infer<typeof memberIdOrderInfoSchema>;

/**
 * `POST /gakken-payment/confirm-order`: the provider's return, as it came (the seed's gid_order_no,
 * periodic_payment_id and coupon_code, and the other signed fields: result, order_no, amount, state,
 * signature). A bad signature or a cancelled payment changes nothing but the order's end.
 */
export const memberIdConfirmOrderBodySchema = z.object({
  gid_order_no: gidOrderNo,
  periodic_payment_id: z.string().max(128).default(''),
  coupon_code: couponCode,
  result: z.enum(['OK', 'CANCEL']),
  order_no: orderIdSchema,
  amount: z.string().regex(/^[0-9]{1,9}$/),
  state: z.string().max(255).default(''),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type MemberIdConfirmOrderBody = z.infer<typeof memberIdConfirmOrderBodySchema>;
