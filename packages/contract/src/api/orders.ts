import { z } from 'zod';
import { languages, paymentGatewayKinds } from '../enums.ts';
import { chargeSchedulePreviewSchema, receiptSchema } from './billing.ts';
import { orderStates } from './order-states.ts';
import { rowIdSchema } from './row-id.ts';

export * from './order-states.ts';

/** Our order id: the idempotency key of an order's calls, sent to the gateway (both accept it). */
export const orderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,27}$/);

const couponCode = z.string().trim().max(64).optional();
/** A gateway's card token (single use); never card data. */
const cardToken = z.string().min(1).max(512);
const cardHolderName = z.string().trim().max(50).optional();
const cardHolderEmail = z.email().max(255).optional();
/** The card's expiry as the seed's client sends it (MM/YY as YYMM): the warning before a renewal it would fail. */
const cardExpire = z
  .string()
  .regex(/^[0-9]{2}(0[1-9]|1[0-2])$/)
  .optional();
/** Where the 3-D Secure challenge sends the reader back: an address of the portal. */
const returnUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const orderQuoteQuerySchema = z.object({
  subscription_plan_id: rowIdSchema,
  coupon_code: couponCode,
  /** The language of the confirmation text (the reader's). */
  lang: z.enum(languages).optional(),
});
export type OrderQuoteQuery = z.infer<typeof orderQuoteQuerySchema>;

/** The final confirmation screen's text (特定商取引法 §12-6), versioned; the order stores what was shown. */
export const orderTermsSchema = z.object({
  version: z.string(),
  language: z.enum(languages),
  text: z.string(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

export const orderQuoteSchema = z.object({
  /** A fresh order id for this purchase: send it with the order (a retry sends the same one). */
  orderId: orderIdSchema,
  plan: z.object({ id: z.number().int(), name: z.string() }),
  paymentGateway: z.enum(paymentGatewayKinds),
  /** The first charge's receipt (tax included in totalYen). */
  receipt: receiptSchema,
  /** 0 yen: the order closes without a charge (isClose). */
  closesWithoutCharge: z.boolean(),
  /** Free days before the first charge (the reader's first purchase of the plan only). */
  freeTermDays: z.number().int().min(0),
  freeTermEndsAt: z.iso.datetime({ offset: true }).nullable(),
  firstChargeAt: z.iso.datetime({ offset: true }),
  firstChargeYen: z.number().int().min(0),
  /** The charges of the next 24 months, the first included. */
  schedule: chargeSchedulePreviewSchema,
  terms: orderTermsSchema,
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** The first card gateway's order (the confirmation screen's button); seed field names. */
export const veritransOrderReceiveBodySchema = z.object({
  order_id: orderIdSchema,
  subscription_plan_id: rowIdSchema,
  coupon_code: couponCode,
  /** Omitted only when nothing is ever charged. */
  token: cardToken.optional(),
  /** A second token of the same card, kept at the gateway for renewals (a token is spent by its charge). */
  card_token: cardToken.optional(),
  card_expire: cardExpire,
  redirect_url: returnUrl,
  state: z.string().max(255).optional(),
  card_holder_email: cardHolderEmail,
  card_holder_name: cardHolderName,
  /** Accepted for the seed's shape; the address recorded is the request's own. */
  customer_ip: z.string().max(64).optional(),
  /** The version of the confirmation text the reader saw (the quote's terms.version). */
  terms_version: z.string().min(1).max(64),
  lang: z.enum(languages).optional(),
});
export type VeritransOrderReceiveBody = z.infer<typeof veritransOrderReceiveBodySchema>;

/** `POST /veritrans/charge` and `POST /gmo/charge`: the same order with the seed's camel-case names. */
export const cardChargeBodySchema = z.object({
  orderId: orderIdSchema,
  subscriptionPlanId: rowIdSchema,
  couponCode,
  token: cardToken.optional(),
  cardToken: cardToken.optional(),
  cardExpire,
  redirectUrl: returnUrl,
  cardHolderEmail,
  cardHolderName,
  customerIp: z.string().max(64).optional(),
  /** The client's "the total is 0 yen"; checked against the server's own price. */
  isClose: z.boolean().optional(),
  termsVersion: z.string().min(1).max(64),
  lang: z.enum(languages).optional(),
});
export type CardChargeBody = z.infer<typeof cardChargeBodySchema>;

/** After the 3-D Secure page: the order id and the query the return address got, as it came. */
export const confirmOrderBodySchema = z.object({
  order_id: orderIdSchema,
  coupon_code: couponCode,
  returned: z.record(z.string().max(64), z.string().max(2048)).default({}),
});
export type ConfirmOrderBody = z.infer<typeof confirmOrderBodySchema>;

/** A new card for the reader's subscriptions (renewals charge it). */
export const addCardBodySchema = z.object({
  token: cardToken,
  card_expire: cardExpire,
});
export type AddCardBody = z.infer<typeof addCardBodySchema>;

/** 'ok': done (paid, free period started or closed at 0 yen); 'redirect': open redirectUrl (3-D Secure). */
export const orderAnswerSchema = z.object({
  result: z.enum(['ok', 'redirect']),
  orderId: orderIdSchema,
  state: z.enum(orderStates),
  redirectUrl: z.string().nullable(),
  subscriptionId: z.number().int().nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

export const addCardAnswerSchema = z.object({
  result: z.literal('ok'),
  cardMask: z.string().nullable(),
  /** Subscriptions of the reader now charged on this card. */
  subscriptions: z.number().int().min(0),
});
export type AddCardAnswer = z.infer<typeof addCardAnswerSchema>;
