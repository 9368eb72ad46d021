import {
  type CardChargeBody,
  type cardPaymentRoutes,
  Language,
  type OrderQuote,
  PaymentGatewayKind,
  ResultCode,
} from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app.ts';
import { systemClock } from '../../platform/clock.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { type TenantScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import { memberIdOrderDepsOf } from '../payments/member-id/routes.ts';
import { addCard } from './add-card.ts';
import { completeChallenge } from './complete-challenge.ts';
import { newOrderId } from './ledger.ts';
import { type CardRoute, type OrderDeps, type PlaceOrderInput, placeOrder } from './place-order.ts';
import { priceOrder } from './price-order.ts';

/** What the order flow uses of the app: its database, clock and the company's gateway by its settings. */
export function orderDepsOf(app: App): OrderDeps {
  const { db, config, masterKey } = app.deps;
  return {
    db,
    clock: app.deps.clock ?? systemClock,
    gatewayOf: (scope: TenantScope) =>
      gatewayForCompany({ db, masterKey, config, gatewayTimeoutMs: config.gatewayTimeoutMs }, scope),
    pauseAfterGatewayMs: config.orderPauseAfterGatewayMs,
  };
}

/**
 * The 3-D Secure page sends the reader back to `redirect_url`: it must be an address of the portal the
 * order was placed on (never somewhere else the gateway would send our reader).
 */
function checkReturnUrl(request: FastifyRequest, url: string): string {
  if (new URL(url).host !== request.headers.host)
    throw appError(ResultCode.URL_INVALID, { field: 'redirect_url' });
  return url;
}

const chargeInput = (request: FastifyRequest, route: CardRoute, body: CardChargeBody): PlaceOrderInput => ({
  orderId: body.orderId,
  route,
  planId: body.subscriptionPlanId,
  couponCode: body.couponCode,
  token: body.token,
  cardToken: body.cardToken,
  cardExpire: body.cardExpire,
  returnUrl: checkReturnUrl(request, body.redirectUrl),
  cardHolderName: body.cardHolderName,
  cardHolderEmail: body.cardHolderEmail,
  customerIp: request.ip,
  termsVersion: body.termsVersion,
  language: body.lang ?? Language.JA,
  isClose: body.isClose,
});

export function cardPaymentHandlers(app: App): RouteHandlers<typeof cardPaymentRoutes> {
  const deps = () => orderDepsOf(app);
  const readerOf = (session: { user: { id: number; email: string | null } }) => ({
    userId: session.user.id,
    email: session.user.email,
  });
  return {
    orderQuote: async ({ tenant, session, query }): Promise<OrderQuote> => {
      const d = deps();
      const scope = tenantScopeOf(tenant);
      const at = d.clock.now();
      const priced = await priceOrder(d.db, scope, {
        planId: query.subscription_plan_id,
        couponCode: query.coupon_code,
        userId: session.user.id,
        at,
        language: query.lang ?? Language.JA,
      });
      if ('refused' in priced) throw appError(priced.refused);
      const choice = await d.gatewayOf(scope);
      // A company paid through the member-ID provider is quoted too; it orders through /gakken-payment.
      const memberId = choice.ok ? null : await memberIdOrderDepsOf(app).clientOf(scope);
      if (!choice.ok && !memberId?.ok) throw appError(choice.resultCode);
      const first = priced.schedule.charges[0];
      return {
        orderId: newOrderId('purchase', at),
        plan: { id: priced.plan.id, name: priced.plan.name },
        paymentGateway: choice.ok ? choice.gateway.kind : PaymentGatewayKind.MEMBER_ID,
        receipt: priced.receipt,
        closesWithoutCharge: priced.startEvent === 'start-paid' && priced.receipt.totalYen === 0,
        freeTermDays: priced.freeTermDays,
        freeTermEndsAt: priced.freeTermEndsAt?.toISOString() ?? null,
        firstChargeAt: first?.chargeAt ?? at.toISOString(),
        firstChargeYen: priced.receipt.totalYen,
        schedule: priced.schedule,
        terms: priced.terms,
      };
    },
    veritransOrderReceive: async ({ request, tenant, session, body }) =>
      placeOrder(deps(), tenantScopeOf(tenant), readerOf(session), {
        orderId: body.order_id,
        route: 'veritrans',
        planId: body.subscription_plan_id,
        couponCode: body.coupon_code,
        token: body.token,
        cardToken: body.card_token,
        cardExpire: body.card_expire,
        returnUrl: checkReturnUrl(request, body.redirect_url),
        cardHolderName: body.card_holder_name,
        cardHolderEmail: body.card_holder_email,
        customerIp: request.ip,
        termsVersion: body.terms_version,
        language: body.lang ?? Language.JA,
      }),
    veritransCharge: async ({ request, tenant, session, body }) =>
      placeOrder(deps(), tenantScopeOf(tenant), readerOf(session), chargeInput(request, 'veritrans', body)),
    gmoCharge: async ({ request, tenant, session, body }) =>
      placeOrder(deps(), tenantScopeOf(tenant), readerOf(session), chargeInput(request, 'gmo', body)),
    confirmOrder: async ({ tenant, session, body }) =>
      completeChallenge(deps(), tenantScopeOf(tenant), readerOf(session), {
        orderId: body.order_id,
        returned: body.returned,
      }),
    veritransAddCard: async ({ tenant, session, body }) =>
      addCard(deps(), tenantScopeOf(tenant), readerOf(session), {
        route: 'veritrans',
        token: body.token,
        cardExpire: body.card_expire,
      }),
    gmoAddCard: async ({ tenant, session, body }) =>
      addCard(deps(), tenantScopeOf(tenant), readerOf(session), {
        route: 'gmo',
        token: body.token,
        cardExpire: body.card_expire,
      }),
  };
}
