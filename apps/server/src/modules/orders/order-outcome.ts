import {
  type OrderAnswer,
  OrderState,
  PaymentStatus,
  ResultCode,
  type OrderState as State,
} from '@hondana/contract';
import type { StoredOrderAnswer } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { releaseCoupon } from '../coupons/claim-coupon.ts';
import type { ChargeOutcome } from '../payments/gateways/payment-gateway.ts';
import { settleCharge } from './ledger.ts';
import { moveOrder, type OrderRow } from './order-repository.ts';

/** The success answer of an order, as stored for replay. */
export const okAnswer = (
  order: OrderRow,
  state: State,
  subscriptionId: number | null,
): StoredOrderAnswer => ({
  httpStatus: 200,
  body: {
    result: 'ok',
    orderId: order.orderId,
    state,
    redirectUrl: null,
    subscriptionId,
  } satisfies OrderAnswer,
});

export const redirectAnswer = (order: OrderRow, redirectUrl: string): StoredOrderAnswer => ({
  httpStatus: 200,
  body: {
    result: 'redirect',
    orderId: order.orderId,
    state: OrderState.AWAITING_3DS,
    redirectUrl,
    subscriptionId: null,
  } satisfies OrderAnswer,
});

/** A refusal stored for replay: our result code and its data (a token error's data is 'Token error'). */
export const refusalAnswer = (code: number, data: unknown = null): StoredOrderAnswer => ({
  httpStatus: 400,
  body: { code, data },
});

/** Answers a stored answer again: the data of a success, or the same refusal. */
export function replay(answer: StoredOrderAnswer): OrderAnswer {
  if (answer.httpStatus === 200) return answer.body as OrderAnswer;
  const { code, data } = answer.body as { code: number; data: unknown };
  throw appError(code, data);
}

/** States an order is settled from (a second settler finds none and changes nothing). */
const OPEN: readonly State[] = [OrderState.CHARGING, OrderState.AWAITING_3DS, OrderState.UNKNOWN];

export interface PaidFacts {
  at: Date;
  gatewayTransactionId: string | null;
  gatewayCode: string | null;
}

/**
 * A paid order, in one transaction: the subscription starts ('start-paid', or 'start-free-term' when
 * the order only kept the card), the ledger row is settled OK with the subscription, the order is
 * paid and its answer stored. Null when another settler got there first.
 */
export async function settlePaidOrder(db: Database, scope: TenantScope, order: OrderRow, facts: PaidFacts) {
  return db.transaction(async (tx) => {
    const serviceScope = { companyId: scope.companyId, serviceId: order.serviceId };
    const claimed = await moveOrder(tx, scope, order.orderId, OPEN, { state: OrderState.CHARGING });
    if (!claimed) return null;
    const started = await startSubscription(tx, serviceScope, {
      userId: order.userId,
      planId: order.subscriptionPlanId,
      event: order.startEvent,
      at: facts.at,
      paymentGateway: order.paymentGateway,
      couponId: order.couponId,
      // The card the order kept at the gateway before charging (none: renewals need a card added later).
      gatewayCustomerRef: claimed.cardCustomerRef,
      cardMask: claimed.cardMask,
      cardExpire: claimed.cardExpire,
    });
    if ('refused' in started) throw new Error(`subscription not started: ${started.refused}`);
    if (order.startEvent === 'start-paid') {
      await settleCharge(tx, scope, order.orderId, {
        status: PaymentStatus.OK,
        at: facts.at,
        gatewayTransactionId: facts.gatewayTransactionId,
        gatewayCode: facts.gatewayCode,
        userSubscriptionId: started.id,
      });
    }
    const state = order.startEvent === 'start-paid' ? OrderState.PAID : OrderState.TRIAL_STARTED;
    return moveOrder(tx, scope, order.orderId, [OrderState.CHARGING], {
      state,
      gatewayCode: facts.gatewayCode,
      userSubscriptionId: started.id,
      settledAt: facts.at,
      answer: okAnswer(order, state, started.id),
    });
  });
}

/**
 * A failed order, in one transaction: the ledger row NG with our code, the coupon's use given back,
 * the order declined and the refusal stored. Null when another settler got there first.
 */
export async function settleFailedOrder(
  db: Database,
  scope: TenantScope,
  order: OrderRow,
  failure: { at: Date; code: number; gatewayCode: string | null; data?: unknown },
) {
  return db.transaction(async (tx) => {
    const moved = await moveOrder(tx, scope, order.orderId, OPEN, {
      state: OrderState.DECLINED,
      gatewayCode: failure.gatewayCode,
      resultCode: failure.code,
      settledAt: failure.at,
      answer: refusalAnswer(failure.code, failure.data ?? null),
    });
    if (!moved) return null;
    if (order.startEvent === 'start-paid') {
      await settleCharge(tx, scope, order.orderId, {
        status: PaymentStatus.NG,
        at: failure.at,
        gatewayCode: failure.gatewayCode,
        resultCode: failure.code,
      });
    }
    if (order.couponId) {
      await releaseCoupon(tx, { companyId: scope.companyId, serviceId: order.serviceId }, order.couponId);
    }
    return moved;
  });
}

/** Our code for a charge that took nothing. */
export function failureCodeOf(
  outcome: Extract<ChargeOutcome, { outcome: 'declined' | 'token-error' | 'refused' }>,
) {
  if (outcome.outcome === 'token-error') return { code: ResultCode.CREDIT_CARD_INVALID, data: 'Token error' };
  if (outcome.outcome === 'refused') return { code: ResultCode.PAYMENT_SETTINGS_INVALID, data: null };
  return { code: ResultCode.PAYMENT_FAILED, data: outcome.reason };
}

/** The answer an order whose outcome is not known yet gives (842), kept until it is settled. */
export const verifyingAnswer = (): StoredOrderAnswer => refusalAnswer(ResultCode.PAYMENT_VERIFYING);

/**
 * Records what the gateway answered for a charge (or a 3-D Secure return) and answers the caller:
 * paid → the subscription; challenge → the redirect; nothing taken → the refusal; unknown → 842, the
 * order left for reconciliation.
 */
export async function recordChargeOutcome(
  db: Database,
  scope: TenantScope,
  order: OrderRow,
  outcome: ChargeOutcome,
  at: Date,
): Promise<StoredOrderAnswer> {
  switch (outcome.outcome) {
    case 'paid': {
      const paid = await settlePaidOrder(db, scope, order, {
        at,
        gatewayTransactionId: outcome.gatewayTransactionId,
        gatewayCode: outcome.gatewayCode,
      });
      return paid?.answer ?? verifyingAnswer();
    }
    case 'challenge': {
      const answer = redirectAnswer(order, outcome.redirectUrl);
      const moved = await moveOrder(db, scope, order.orderId, [OrderState.CHARGING], {
        state: OrderState.AWAITING_3DS,
        redirectUrl: outcome.redirectUrl,
        gatewayCode: outcome.gatewayCode,
        answer,
      });
      return moved?.answer ?? verifyingAnswer();
    }
    case 'unknown': {
      const answer = verifyingAnswer();
      await moveOrder(db, scope, order.orderId, [OrderState.CHARGING], { state: OrderState.UNKNOWN, answer });
      return answer;
    }
    default: {
      const { code, data } = failureCodeOf(outcome);
      const failed = await settleFailedOrder(db, scope, order, {
        at,
        code,
        gatewayCode: outcome.gatewayCode,
        data,
      });
      return failed?.answer ?? verifyingAnswer();
    }
  }
}
