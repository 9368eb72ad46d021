import { Language, type memberIdPaymentRoutes, ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app.ts';
import { systemClock } from '../../../platform/clock.ts';
import { appError } from '../../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../../platform/http/route-kit.ts';
import { type TenantScope, tenantScopeOf } from '../../../platform/tenancy/tenant-scope.ts';
import { confirmMemberIdOrder } from './confirm-member-id-order.ts';
import { memberIdClientForCompany } from './member-id-client-for-company.ts';
import { memberIdOrderInfo } from './member-id-order-info.ts';
import { type MemberIdOrderDeps, placeMemberIdOrder } from './place-member-id-order.ts';

export function memberIdOrderDepsOf(app: App): MemberIdOrderDeps {
  const { db, config, masterKey } = app.deps;
  return {
    db,
    clock: app.deps.clock ?? systemClock,
    clientOf: (scope: TenantScope) =>
      memberIdClientForCompany({ db, masterKey, config, gatewayTimeoutMs: config.gatewayTimeoutMs }, scope),
  };
}

/** The provider sends the member back to this address: it must be the portal the order was placed on. */
function checkReturnUrl(request: FastifyRequest, url: string): string {
  if (new URL(url).host !== request.headers.host)
    throw appError(ResultCode.URL_INVALID, { field: 'redirect_url' });
  return url;
}

export function memberIdPaymentHandlers(app: App): RouteHandlers<typeof memberIdPaymentRoutes> {
  const deps = () => memberIdOrderDepsOf(app);
  const readerOf = (session: { user: { id: number; email: string | null } }) => ({
    userId: session.user.id,
    email: session.user.email,
  });
  return {
    memberIdOrderReceive: async ({ request, tenant, session, body }) =>
      placeMemberIdOrder(deps(), tenantScopeOf(tenant), readerOf(session), {
        orderId: body.order_id,
        planId: body.subscription_plan_id,
        couponCode: body.coupon_code,
        returnUrl: checkReturnUrl(request, body.redirect_url),
        state: body.state ?? '',
        termsVersion: body.terms_version,
        language: body.lang ?? Language.JA,
      }),
    memberIdOrderInfo: async ({ tenant, session, query }) =>
      memberIdOrderInfo(deps(), tenantScopeOf(tenant), readerOf(session), query),
    memberIdConfirmOrder: async ({ tenant, session, body }) =>
      confirmMemberIdOrder(deps(), tenantScopeOf(tenant), readerOf(session), body),
  };
}
