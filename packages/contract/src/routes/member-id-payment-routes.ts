/**
 * The member-ID provider's order flow, as the reader's browser follows it:
 * 1. `GET /order/quote` as for a card (the price, the final confirmation text and a fresh order id).
 * 2. The confirm button: `POST /gakken-payment/order-receive` with the order id, plan, coupon,
 *    `redirect_url` (our return page on the portal's host), `state` and `terms_version`. Answers
 *    `result: 'redirect'` and `redirectUrl`: open it in the same window (the provider's member page).
 * 3. The provider sends the member back to `redirect_url` with `result`, `gid_order_no`, `order_no`,
 *    `periodic_payment_id`, `amount`, `state` and `signature`. The page may show the order with
 *    `GET /gakken-payment/get-info?gid_order_no=…`, then posts all of those fields as they came to
 *    `POST /gakken-payment/confirm-order`: `result: 'ok'` (paid or free period started), or a refusal:
 *    867 bad signature or the member cancelled, 842 the provider could not be asked (post again later).
 *    A second post of the same return answers the first result.
 */
import {
  memberIdConfirmOrderBodySchema,
  memberIdOrderInfoQuerySchema,
  memberIdOrderInfoSchema,
  memberIdOrderReceiveBodySchema,
} from '../api/member-id-payments.ts';
import { orderAnswerSchema } from '../api/orders.ts';
import { defineRoute } from './define-route.ts';

const tags = ['orders'] as const;
const readerOrder = { tenant: 'host', access: 'subscription.manage' } as const;

export const memberIdPaymentRoutes = {
  memberIdOrderReceive: defineRoute({
    method: 'POST',
    path: '/gakken-payment/order-receive',
    ...readerOrder,
    body: memberIdOrderReceiveBodySchema,
    response: orderAnswerSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Places an order paid through the member-ID provider; answers its member page to open',
    description:
      'Refusals: plan not sold 831, coupon 832/847, plan held already 838, settings 835, the company’s gateway is not the member-ID provider 866, confirmation text changed 867, a 0-yen order 870, another order of the plan running 871, order id used with other details 872, the provider refused the order 857/859. The order id is the idempotency key: the first answer is replayed.',
  }),
  memberIdOrderInfo: defineRoute({
    method: 'GET',
    path: '/gakken-payment/get-info',
    ...readerOrder,
    query: memberIdOrderInfoQuerySchema,
    response: memberIdOrderInfoSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'The reader’s member-ID order named by the provider’s order number, with the provider’s status',
    description:
      'Nothing is written. 868: no such order of this reader at this company (or of another plan). 842: the provider could not be asked.',
  }),
  memberIdConfirmOrder: defineRoute({
    method: 'POST',
    path: '/gakken-payment/confirm-order',
    ...readerOrder,
    body: memberIdConfirmOrderBodySchema,
    response: orderAnswerSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Settles a member-ID order from the provider’s signed return (idempotent)',
    description:
      'The signature is checked with the company’s key and the provider is asked for the order before anything is written. 867: bad signature, the member cancelled, or the provider has not confirmed it; 868: not this reader’s order; 842: the provider could not be asked.',
  }),
};
