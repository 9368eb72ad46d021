import { createHash } from 'node:crypto';
import {
  type Language,
  type OrderAnswer,
  OrderState,
  PaymentGatewayKind,
  ResultCode,
} from '@hondana/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope, TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { claimCoupon, normalCouponCode } from '../coupons/claim-coupon.ts';
import type { GatewayChoice } from '../payments/gateways/gateway-for-company.ts';
import type { PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import { openCharge, recordClosedCharge } from './ledger.ts';
import {
  okAnswer,
  recordChargeOutcome,
  refusalAnswer,
  replay,
  settleFailedOrder,
  settlePaidOrder,
} from './order-outcome.ts';
import {
  insertOrder,
  lockReaderPlan,
  moveOrder,
  type OrderRow,
  openOrderOfPlan,
  orderOf,
  storeOrderCard,
} from './order-repository.ts';
import { chargesEver, type PricedOrder, priceOrder } from './price-order.ts';

export interface OrderDeps {
  db: Database;
  clock: Clock;
  /** The company's card gateway (gatewayForCompany bound to the app's settings). */
  gatewayOf: (scope: TenantScope) => Promise<GatewayChoice>;
  /** Tests only (ORDER_PAUSE_AFTER_GATEWAY_MS): a wait between the gateway's answer and its recording. */
  pauseAfterGatewayMs?: number;
}

/** Which seed route the order came by: the first card gateway's, or the second's. */
export type CardRoute = 'veritrans' | 'gmo';

export interface PlaceOrderInput {
  orderId: string;
  route: CardRoute;
  planId: number;
  couponCode?: string | undefined;
  token?: string | undefined;
  cardToken?: string | undefined;
  /** YYMM, when the card form sent it (kept with the card unless the gateway tells its own). */
  cardExpire?: string | undefined;
  returnUrl: string;
  cardHolderName?: string | undefined;
  cardHolderEmail?: string | undefined;
  customerIp: string | null;
  termsVersion: string;
  language: Language;
  isClose?: boolean | undefined;
}

export interface Reader {
  userId: number;
  email: string | null;
}

const routeKinds: Record<CardRoute, PaymentGatewayKind> = {
  veritrans: PaymentGatewayKind.CARD,
  gmo: PaymentGatewayKind.CARD_ALT,
};

/** A card expiry as the subscription keeps it (YYMM), or null. */
export const yymmOf = (value: string | undefined | null): string | null =>
  value && /^[0-9]{2}(0[1-9]|1[0-2])$/.test(value) ? value : null;

/** The gateway's customer reference of a reader: one stored card per reader and company. */
export const customerRefOf = (scope: TenantScope, userId: number) => `H${scope.companyId}U${userId}`;

/** The hash of what an order asks for: a retry with the same order id must ask for the same. */
export function requestHashOf(reader: Reader, input: PlaceOrderInput): string {
  const asked = {
    userId: reader.userId,
    route: input.route,
    planId: input.planId,
    couponCode: input.couponCode?.trim() ? normalCouponCode(input.couponCode) : null,
    token: input.token ?? null,
    cardToken: input.cardToken ?? null,
    cardExpire: input.cardExpire ?? null,
    returnUrl: input.returnUrl,
    cardHolderName: input.cardHolderName ?? null,
    cardHolderEmail: input.cardHolderEmail ?? null,
    termsVersion: input.termsVersion,
    isClose: input.isClose ?? null,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * What an order id already used answers: the first answer again (same parameters), 872 for other
 * parameters, 871 while its charge is still running.
 */
export function answerForExisting(existing: OrderRow, hash: string): OrderAnswer {
  if (existing.requestHash !== hash) throw appError(ResultCode.ORDER_ID_REUSED);
  if (existing.answer) return replay(existing.answer);
  throw appError(ResultCode.PAYMENT_IN_PROGRESS);
}

async function gatewayFor(deps: OrderDeps, scope: TenantScope, route: CardRoute, planGateways: string[]) {
  const choice = await deps.gatewayOf(scope);
  if (!choice.ok) throw appError(choice.resultCode);
  const kind = routeKinds[route];
  if (choice.gateway.kind !== kind) throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  if (planGateways.length > 0 && !planGateways.some((g) => g === kind || g === PaymentGatewayKind.SANDBOX)) {
    throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  }
  return choice.gateway;
}

/** Checks an order against its price before anything is written; answers what it will do. */
function checkOrder(priced: PricedOrder, input: PlaceOrderInput) {
  if (input.termsVersion !== priced.terms.version) {
    throw appError(ResultCode.CONFIRM_ORDER_FAILED, { termsVersion: priced.terms.version });
  }
  const closesNow = priced.startEvent === 'start-paid' && priced.receipt.totalYen === 0;
  if (input.isClose !== undefined && input.isClose !== closesNow) {
    throw appError(ResultCode.FREE_PAYMENT_UNSUPPORTED);
  }
  if (chargesEver(priced) && !input.token) throw appError(ResultCode.CREDIT_CARD_INVALID, 'Token error');
  return closesNow;
}

/**
 * The confirmation screen's order: priced again now, then — by its order id, the idempotency key —
 * written with the coupon's use and the ledger's pending row in one transaction, committed before the
 * gateway is called outside any transaction; the answer recorded with the subscription in a second one.
 * A free first period keeps the card (the token stored at the gateway) and charges nothing; a 0-yen
 * order closes without a gateway call.
 */
export async function placeOrder(
  deps: OrderDeps,
  scope: ServiceScope,
  reader: Reader,
  input: PlaceOrderInput,
): Promise<OrderAnswer> {
  const { db } = deps;
  const hash = requestHashOf(reader, input);
  const existing = await orderOf(db, scope, input.orderId);
  if (existing) return answerForExisting(existing, hash);
  const at = deps.clock.now();
  const priced = await priceOrder(db, scope, {
    planId: input.planId,
    couponCode: input.couponCode,
    userId: reader.userId,
    at,
    language: input.language,
  });
  if ('refused' in priced) throw appError(priced.refused);
  const gateway = await gatewayFor(deps, scope, input.route, priced.plan.paymentGateways);
  const closesNow = checkOrder(priced, input);
  const opened = await db.transaction(async (tx) => {
    await lockReaderPlan(tx, scope, reader.userId, priced.plan.id);
    if (await openOrderOfPlan(tx, scope, reader.userId, priced.plan.id)) {
      throw appError(ResultCode.PAYMENT_IN_PROGRESS);
    }
    const coupon = priced.coupon ? await claimCoupon(tx, scope, priced.coupon.code, at) : null;
    const order = await insertOrder(tx, scope, {
      userId: reader.userId,
      orderId: input.orderId,
      requestHash: hash,
      subscriptionPlanId: priced.plan.id,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      paymentGateway: gateway.kind,
      state: OrderState.CHARGING,
      startEvent: priced.startEvent,
      receipt: priced.receipt,
      amount: priced.chargeNowYen,
      termsVersion: priced.terms.version,
      termsLanguage: priced.terms.language,
      termsText: priced.terms.text,
      returnUrl: input.returnUrl,
      cardHolderName: input.cardHolderName ?? null,
      cardHolderEmail: input.cardHolderEmail ?? null,
      customerIp: input.customerIp,
    });
    if (!order) return null;
    if (priced.startEvent === 'start-paid' && !closesNow) {
      await openCharge(tx, scope, {
        orderId: order.orderId,
        kind: 'purchase',
        paymentGateway: gateway.kind,
        userId: reader.userId,
        subscriptionPlanId: priced.plan.id,
        planName: priced.plan.name,
        receipt: priced.receipt,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        couponPercent: coupon?.percent ?? null,
        userEmail: reader.email,
        cardHolderName: input.cardHolderName ?? null,
        cardHolderEmail: input.cardHolderEmail ?? null,
        customerIp: input.customerIp,
      });
    }
    return order;
  });
  if (!opened) {
    // The same order id was written by a concurrent call between our read and our insert.
    const raced = await orderOf(db, scope, input.orderId);
    if (!raced) throw new Error('order vanished');
    return answerForExisting(raced, hash);
  }
  const answer = await runOrder(deps, scope, reader, opened, { gateway, priced, closesNow, input, at });
  return replay(answer);
}

/**
 * Keeps the reader's card at the gateway (before any charge, so that a charge settled later — 3-D
 * Secure, reconciliation — still finds it) and writes it on the order; answers the refusal otherwise.
 */
async function keepCard(
  deps: OrderDeps,
  gateway: PaymentGateway,
  scope: TenantScope,
  order: OrderRow,
  card: { token: string; expire: string | undefined },
): Promise<{ code: number; gatewayCode: string | null; data: unknown } | null> {
  const stored = await gateway.storeCard({
    customerRef: customerRefOf(scope, order.userId),
    token: card.token,
  });
  if (stored.outcome === 'token-error') {
    return { code: ResultCode.CREDIT_CARD_INVALID, gatewayCode: stored.gatewayCode, data: 'Token error' };
  }
  if (stored.outcome === 'refused') {
    return { code: ResultCode.PAYMENT_SETTINGS_INVALID, gatewayCode: stored.gatewayCode, data: null };
  }
  if (stored.outcome === 'unknown') return { code: ResultCode.PAYMENT_FAILED, gatewayCode: null, data: null };
  await storeOrderCard(deps.db, scope, order.orderId, {
    cardCustomerRef: stored.customerRef,
    cardMask: stored.cardMask || null,
    cardExpire: yymmOf(stored.cardExpire) ?? yymmOf(card.expire),
  });
  return null;
}

/** The gateway part of an order, outside any transaction; answers the stored answer. */
async function runOrder(
  deps: OrderDeps,
  scope: ServiceScope,
  reader: Reader,
  order: OrderRow,
  run: { gateway: PaymentGateway; priced: PricedOrder; closesNow: boolean; input: PlaceOrderInput; at: Date },
) {
  const { db } = deps;
  const { gateway, input, at } = run;
  const failed = (refusal: { code: number; gatewayCode: string | null; data: unknown }) =>
    settleFailedOrder(db, scope, order, { at, ...refusal }).then(
      (row) => row?.answer ?? refusalAnswer(refusal.code, refusal.data),
    );
  const paysNow = run.priced.startEvent === 'start-paid' && !run.closesNow;
  // The card for renewals: a free period or a 0-yen order keeps the only token; a charge keeps the second.
  const keepToken = paysNow ? input.cardToken : chargesEver(run.priced) ? input.token : undefined;
  if (keepToken) {
    const refused = await keepCard(deps, gateway, scope, order, {
      token: keepToken,
      expire: input.cardExpire,
    });
    if (refused) return failed(refused);
  }
  if (run.closesNow) return closeFreeOrder(deps, scope, reader, order, run.priced, at);
  if (!paysNow) {
    const started = await settlePaidOrder(db, scope, order, {
      at,
      gatewayTransactionId: null,
      gatewayCode: null,
    });
    return started?.answer ?? okAnswer(order, OrderState.TRIAL_STARTED, null);
  }
  const outcome = await gateway.charge({
    orderId: order.orderId,
    amountYen: run.priced.receipt.totalYen,
    source: { kind: 'token', token: input.token ?? '' },
    returnUrl: input.returnUrl,
  });
  if (deps.pauseAfterGatewayMs) await new Promise((resolve) => setTimeout(resolve, deps.pauseAfterGatewayMs));
  return recordChargeOutcome(db, scope, order, outcome, deps.clock.now());
}

/** A 0-yen order: the subscription starts and a done ledger row of 0 yen records it; no gateway call. */
async function closeFreeOrder(
  deps: OrderDeps,
  scope: ServiceScope,
  reader: Reader,
  order: OrderRow,
  priced: PricedOrder,
  at: Date,
) {
  const closed = await deps.db.transaction(async (tx) => {
    const fresh = (await orderOf(tx, scope, order.orderId, true)) ?? order;
    const started = await startSubscription(tx, scope, {
      userId: reader.userId,
      planId: order.subscriptionPlanId,
      event: 'start-paid',
      at,
      paymentGateway: order.paymentGateway,
      couponId: order.couponId,
      gatewayCustomerRef: fresh.cardCustomerRef,
      cardMask: fresh.cardMask,
      cardExpire: fresh.cardExpire,
    });
    if ('refused' in started) throw new Error(`subscription not started: ${started.refused}`);
    await recordClosedCharge(tx, scope, {
      orderId: order.orderId,
      kind: 'purchase',
      paymentGateway: order.paymentGateway,
      userId: reader.userId,
      subscriptionPlanId: order.subscriptionPlanId,
      planName: priced.plan.name,
      receipt: priced.receipt,
      couponId: order.couponId,
      couponCode: order.couponCode,
      couponPercent: priced.coupon?.percent ?? null,
      userEmail: reader.email,
      at,
      userSubscriptionId: started.id,
    });
    return moveOrder(tx, scope, order.orderId, [OrderState.CHARGING], {
      state: OrderState.CLOSED_FREE,
      userSubscriptionId: started.id,
      settledAt: at,
      answer: okAnswer(order, OrderState.CLOSED_FREE, started.id),
    });
  });
  return closed?.answer ?? okAnswer(order, OrderState.CLOSED_FREE, null);
}
