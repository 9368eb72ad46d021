/**
 * The card order flow, as the reader's browser follows it:
 * 1. `GET /order/quote?subscription_plan_id=&coupon_code=&lang=` on the order-entry and confirm screens:
 *    the price now and later, the free days, the final confirmation text (`terms.text`, shown as it is,
 *    and `terms.version`) and a fresh `orderId`. Keep the order id for this purchase: a retry (double
 *    click, network error) sends the same one and gets the first answer again.
 * 2. The card form tokenises the card at the gateway (never our server). When anything is charged
 *    after today, ask for two tokens of the card (GMO `tokennumber: 2`, or the first gateway's token API
 *    twice): `token` pays, `card_token` is kept for renewals (a token is spent by its charge). Send the
 *    card's expiry as `card_expire` (YYMM, as the seed's client does): renewals warn before it ends.
 * 3. The confirm button: `POST /veritrans/order-receive` (or `/veritrans/charge`, `/gmo/charge`, by the
 *    company's gateway) with the order id, plan, coupon, tokens, `redirect_url` (our 3-D Secure return
 *    page, on the portal's own host) and `terms_version`. Answers `result: 'ok'` (paid, free period
 *    started, or a 0-yen order closed: refresh the reader) or `result: 'redirect'`: open `redirectUrl`
 *    in the same window (3-D Secure). Refusals: 400 with data 'Token error' (841): ask for the card
 *    again with a new token and a NEW order id from a new quote; 857 declined (new quote, new order
 *    id); 842 the outcome is being verified (show it, poll `confirm-order` later); 871 another order of
 *    this plan is running; 872 this order id was used with other details; 867 the confirmation text
 *    changed (data.termsVersion): show the new quote.
 * 4. The 3-D Secure page sends the reader back to `redirect_url` with the gateway's query. That page
 *    posts `POST /veritrans/confirm-order` with `order_id` and `returned` (the whole query as it came),
 *    for either gateway; the answer is as in 3.
 */
import {
  addCardAnswerSchema,
  addCardBodySchema,
  cardChargeBodySchema,
  confirmOrderBodySchema,
  orderAnswerSchema,
  orderQuoteQuerySchema,
  orderQuoteSchema,
  veritransOrderReceiveBodySchema,
} from '../api/orders.ts';
import { defineRoute } from './define-route.ts';

const tags = ['orders'] as const;
const readerOrder = { tenant: 'host', access: 'subscription.manage' } as const;
const orderErrors = [400, 401, 403, 404, 409] as const;
const orderRefusals =
  'Refusals: plan not sold 831, coupon 832/847, plan held already 838, token or card 841 (data `Token error`), declined 857, settings 835/859, gateway not the company’s 866, confirmation text changed 867, isClose wrong 870, outcome being verified 842, another order of the plan running 871, order id used with other details 872. The order id is the idempotency key: the first answer is stored and replayed.';

export const cardPaymentRoutes = {
  orderQuote: defineRoute({
    method: 'GET',
    path: '/order/quote',
    ...readerOrder,
    query: orderQuoteQuerySchema,
    response: orderQuoteSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'The price of a plan for the signed-in reader now and later, with the final confirmation text',
    description:
      'Nothing is written. The text (特定商取引法 §12-6) states the amount now and later, each charge’s day, the free period and its end, renewal and how to cancel; its version must be sent with the order. Refusals 831, 832, 847, 838, 835, 866.',
  }),
  veritransOrderReceive: defineRoute({
    method: 'POST',
    path: '/veritrans/order-receive',
    ...readerOrder,
    body: veritransOrderReceiveBodySchema,
    response: orderAnswerSchema,
    errors: orderErrors,
    tags,
    summary: 'Places a card order with the first card gateway (the confirmation screen’s button)',
    description: orderRefusals,
  }),
  veritransCharge: defineRoute({
    method: 'POST',
    path: '/veritrans/charge',
    ...readerOrder,
    body: cardChargeBodySchema,
    response: orderAnswerSchema,
    errors: orderErrors,
    tags,
    summary: 'The same order as order-receive, with the seed’s camel-case field names',
    description: orderRefusals,
  }),
  gmoCharge: defineRoute({
    method: 'POST',
    path: '/gmo/charge',
    ...readerOrder,
    body: cardChargeBodySchema,
    response: orderAnswerSchema,
    errors: orderErrors,
    tags,
    summary: 'Places a card order with the second card gateway (isClose when the total is 0 yen)',
    description: orderRefusals,
  }),
  confirmOrder: defineRoute({
    method: 'POST',
    path: '/veritrans/confirm-order',
    ...readerOrder,
    body: confirmOrderBodySchema,
    response: orderAnswerSchema,
    errors: orderErrors,
    tags,
    summary: 'Settles an order after the 3-D Secure page (either card gateway), or answers where it is',
    description:
      'The return query is believed only as the gateway adapter checks it. Another reader’s or tenant’s order: 868. An order settled already answers its stored answer.',
  }),
  veritransAddCard: defineRoute({
    method: 'POST',
    path: '/veritrans/add-card',
    ...readerOrder,
    body: addCardBodySchema,
    response: addCardAnswerSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Keeps a new card at the first card gateway for the reader’s renewals',
    description: 'Any refusal of the token is 841 (the web shows invalidCardNumber).',
  }),
  gmoAddCard: defineRoute({
    method: 'POST',
    path: '/gmo/add-card',
    ...readerOrder,
    body: addCardBodySchema,
    response: addCardAnswerSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Keeps a new card at the second card gateway for the reader’s renewals',
    description: 'Any refusal of the token is 841 (the web shows invalidCardNumber).',
  }),
};
