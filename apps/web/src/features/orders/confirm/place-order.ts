import type { Language, OrderAnswer } from '@hondana/contract';
import { callApi } from '../../../api/client.ts';
import type { OrderDraft } from '../order-draft.ts';

/**
 * The confirmation button's call, by the company's gateway (card-payment-routes.ts): the quote's order id
 * (a retry sends it again and gets the first answer), the plan, the coupon, the card tokens, the 3-D
 * Secure return address on this portal and the version of the confirmation text the reader saw.
 */
export function placeCardOrder(draft: OrderDraft, returnUrl: string, lang: Language): Promise<OrderAnswer> {
  const { quote, card, coupon } = draft;
  if (quote.paymentGateway === 'card_alt')
    return callApi('gmoCharge', {
      body: {
        orderId: quote.orderId,
        subscriptionPlanId: draft.planId,
        couponCode: coupon?.code,
        token: card?.token,
        cardToken: card?.spareToken ?? undefined,
        redirectUrl: returnUrl,
        cardHolderName: card?.holderName || undefined,
        isClose: quote.closesWithoutCharge,
        termsVersion: quote.terms.version,
        lang,
      },
    });
  return callApi('veritransOrderReceive', {
    body: {
      order_id: quote.orderId,
      subscription_plan_id: draft.planId,
      coupon_code: coupon?.code,
      token: card?.token,
      card_token: card?.spareToken ?? undefined,
      redirect_url: returnUrl,
      card_holder_name: card?.holderName || undefined,
      terms_version: quote.terms.version,
      lang,
    },
  });
}
