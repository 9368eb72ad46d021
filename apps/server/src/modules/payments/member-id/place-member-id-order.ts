import { createHash } from 'node:crypto';
import {
  type Language,
  type OrderAnswer,
  OrderState,
  PaymentGatewayKind,
  ResultCode,
} from '@hondana/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/database/connection.ts';
import { appError } from '../../../platform/http/app-error.ts';
import type { ServiceScope, TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import { claimCoupon, normalCouponCode } from '../../coupons/claim-coupon.ts';
import { openCharge } from '../../orders/ledger.ts';
import { redirectAnswer, replay, settleFailedOrder } from '../../orders/order-outcome.ts';
import { answerForExisting, type Reader } from '../../orders/place-order.ts';
import { type PricedOrder, priceOrder } from '../../orders/price-order.ts';
import { awaitProvider, createReaderOrder, findOrder } from '../../orders/provider-orders.ts';
import type { MemberIdChoice } from './member-id-client-for-company.ts';
import { noteProviderOrder } from './provider-order-reference.ts';

export interface MemberIdOrderDeps {
  db: Database;
  clock: Clock;
  /** The company's member-ID provider client (memberIdClientForCompany bound to the app's settings). */
  clientOf: (scope: TenantScope) => Promise<MemberIdChoice>;
}

export interface MemberIdOrderInput {
  orderId: string;
  planId: number;
  couponCode?: string | undefined;
  returnUrl: string;
  state: string;
  termsVersion: string;
  language: Language;
}

/** What an order asks for: a retry with the same order id must ask for the same. */
function requestHashOf(reader: Reader, input: MemberIdOrderInput): string {
  const asked = {
    userId: reader.userId,
    route: 'member-id',
    planId: input.planId,
    couponCode: input.couponCode?.trim() ? normalCouponCode(input.couponCode) : null,
    returnUrl: input.returnUrl,
    state: input.state,
    termsVersion: input.termsVersion,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** What the provider takes for the order: the first period, or (in a free first period) what renews. */
export const providerAmountOf = (priced: Pick<PricedOrder, 'receipt'>): number => priced.receipt.totalYen;

function checkOrder(priced: PricedOrder, input: MemberIdOrderInput) {
  const gateways = priced.plan.paymentGateways;
  if (gateways.length > 0 && !gateways.includes(PaymentGatewayKind.MEMBER_ID)) {
    throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  }
  if (input.termsVersion !== priced.terms.version) {
    throw appError(ResultCode.CONFIRM_ORDER_FAILED, { termsVersion: priced.terms.version });
  }
  // The provider takes no 0-yen order; a plan whose every charge is 0 yen is not sold through it.
  if (providerAmountOf(priced) === 0) throw appError(ResultCode.FREE_PAYMENT_UNSUPPORTED);
}

/**
 * The confirmation screen's order for a company paid through the member-ID provider: priced again now,
 * written (order, coupon use, the ledger's pending row) in one transaction by its order id, then sent to
 * the provider outside any transaction. The member pays on the provider's page; confirm-order settles it.
 */
export async function placeMemberIdOrder(
  deps: MemberIdOrderDeps,
  scope: ServiceScope,
  reader: Reader,
  input: MemberIdOrderInput,
): Promise<OrderAnswer> {
  const { db } = deps;
  const hash = requestHashOf(reader, input);
  const existing = await findOrder(db, scope, input.orderId);
  if (existing) return answerForExisting(existing, hash);
  const choice = await deps.clientOf(scope);
  if (!choice.ok) throw appError(choice.resultCode);
  const at = deps.clock.now();
  const priced = await priceOrder(db, scope, {
    planId: input.planId,
    couponCode: input.couponCode,
    userId: reader.userId,
    at,
    language: input.language,
  });
  if ('refused' in priced) throw appError(priced.refused);
  checkOrder(priced, input);
  const opened = await db.transaction(async (tx) => {
    const coupon = priced.coupon ? await claimCoupon(tx, scope, priced.coupon.code, at) : null;
    const order = await createReaderOrder(tx, scope, {
      userId: reader.userId,
      orderId: input.orderId,
      requestHash: hash,
      subscriptionPlanId: priced.plan.id,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      paymentGateway: PaymentGatewayKind.MEMBER_ID,
      state: OrderState.CHARGING,
      startEvent: priced.startEvent,
      receipt: priced.receipt,
      amount: priced.chargeNowYen,
      termsVersion: priced.terms.version,
      termsLanguage: priced.terms.language,
      termsText: priced.terms.text,
      returnUrl: input.returnUrl,
    });
    if (!order) return null;
    if (priced.startEvent === 'start-paid') {
      await openCharge(tx, scope, {
        orderId: order.orderId,
        kind: 'purchase',
        paymentGateway: PaymentGatewayKind.MEMBER_ID,
        userId: reader.userId,
        subscriptionPlanId: priced.plan.id,
        planName: priced.plan.name,
        receipt: priced.receipt,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        couponPercent: coupon?.percent ?? null,
        userEmail: reader.email,
      });
    }
    return order;
  });
  if (!opened) {
    const raced = await findOrder(db, scope, input.orderId);
    if (!raced) throw new Error('order vanished');
    return answerForExisting(raced, hash);
  }
  const received = await choice.client.orderReceive({
    orderNo: opened.orderId,
    amountYen: providerAmountOf(priced),
    itemName: priced.plan.name,
    returnUrl: input.returnUrl,
    state: input.state,
  });
  const now = deps.clock.now();
  if (received.outcome !== 'received') {
    // Without the provider's order number the member can never pay it: the order ends here.
    const code =
      received.outcome === 'refused' && received.errorCode === 'UNAUTHORIZED'
        ? ResultCode.PAYMENT_SETTINGS_INVALID
        : ResultCode.PAYMENT_FAILED;
    const gatewayCode = received.outcome === 'refused' ? received.errorCode : null;
    const failed = await settleFailedOrder(db, scope, opened, { at: now, code, gatewayCode });
    return replay(failed?.answer ?? { httpStatus: 400, body: { code, data: null } });
  }
  const answer = redirectAnswer(opened, received.redirectUrl);
  await db.transaction(async (tx) => {
    await noteProviderOrder(tx, scope, opened.orderId, received.gidOrderNo);
    await awaitProvider(tx, scope, opened.orderId, [OrderState.CHARGING], {
      state: OrderState.AWAITING_3DS,
      redirectUrl: received.redirectUrl,
      // The provider's order number while the member is away: reconciliation asks the provider by it.
      gatewayCode: received.gidOrderNo,
      answer,
    });
  });
  return replay(answer);
}
