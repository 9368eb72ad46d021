import { PaymentStatus, type Receipt, ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { planChangeLine } from '../billing/plan-change-charges.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { openCharge, settleCharge } from '../orders/ledger.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import type { ChargeOutcome } from '../payments/gateways/payment-gateway.ts';
import { applyPlanChange } from './apply-plan-change.ts';
import { finishEarlierPlanChange } from './earlier-plan-change.ts';
import { lockSubscription } from './lock-subscription.ts';
import { planChangeAttemptsOf, planChangeOrderId, planChangeOrderPrefix } from './plan-change-order.ts';
import { planChangeChargeOf } from './plan-change-price.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { findPlan, upgradePlansOf } from './subscription-repository.ts';

interface PendingCharge {
  orderId: string;
  customerRef: string;
  yen: number;
  targetId: number;
  receipt: Receipt;
}

/**
 * Under the subscription's lock: the target must be in the plan's upgrade list (831); the move must be
 * possible now (881: another state, another period length); the difference must be the one the reader
 * confirmed (867). A free move is applied at once; a charge opens a pending ledger row under a derived
 * order id (842 while an earlier attempt of the period is unsettled; 841 without a stored card).
 */
async function prepareChange(
  deps: SubscriptionDeps,
  scope: ServiceScope,
  subscriptionId: number,
  input: { toPlanId: number; expectedYen: number },
  at: Date,
): Promise<PendingCharge | null> {
  return deps.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, scope, subscriptionId);
    const targets = await upgradePlansOf(tx, scope, subscription.row.subscriptionPlanId);
    const target = targets.find((p) => p.id === input.toPlanId && p.serviceId === scope.serviceId);
    if (!target) throw appError(ResultCode.PLAN_NOT_FOUND);
    const charge = await planChangeChargeOf(tx, subscription, target, at);
    if (charge === null) throw appError(ResultCode.CANCEL_FAILED, { reason: 'the plan cannot change now' });
    if (charge.yen !== input.expectedYen) {
      throw appError(ResultCode.CONFIRM_ORDER_FAILED, { differenceYen: charge.yen });
    }
    if (charge.yen === 0) {
      await applyPlanChange(deps, tx, scope, subscription, { target, yen: 0, orderId: null, at });
      return null;
    }
    const { row } = subscription;
    if (!row.gatewayCustomerRef || !row.paymentGateway || !row.currentPeriodStart) {
      throw appError(ResultCode.CREDIT_CARD_INVALID);
    }
    const prefix = planChangeOrderPrefix(row.id, row.currentPeriodStart);
    const { attempts, pending } = await planChangeAttemptsOf(tx, scope, prefix);
    if (pending > 0) throw appError(ResultCode.PAYMENT_VERIFYING);
    const orderId = planChangeOrderId(prefix, attempts + 1, at);
    const receipt = buildReceipt([planChangeLine({ ...charge, at, toPlan: target })]);
    await openCharge(tx, scope, {
      orderId,
      kind: 'purchase',
      paymentGateway: row.paymentGateway,
      userId: row.userId,
      subscriptionPlanId: target.id,
      planName: target.name,
      receipt,
      userSubscriptionId: row.id,
    });
    return { orderId, customerRef: row.gatewayCustomerRef, yen: charge.yen, targetId: target.id, receipt };
  });
}

/** What the charge's outcome makes of the pending row: paid, refused (with our code), or still unknown. */
function verdictOf(outcome: ChargeOutcome): 'paid' | 'unknown' | number {
  switch (outcome.outcome) {
    case 'paid':
      return 'paid';
    case 'unknown':
      return 'unknown';
    case 'token-error':
      return ResultCode.CREDIT_CARD_INVALID;
    default:
      return ResultCode.PAYMENT_FAILED;
  }
}

/**
 * Moves the reader's subscription to `toPlanId` at `at`, charging the yen-exact difference for the
 * rest of the period (billing/plan-change-charges.ts over the period's earlier changes) on the stored
 * card: the pending ledger row is committed before the gateway is called outside any transaction; the
 * settlement, the move and its record are committed together after it. A decline is 857 and nothing
 * moves; an unknown outcome is 842, and the next request settles it by asking the gateway first (a paid
 * change to the same plan is then the answer). Answers the yen charged.
 */
export async function upgradeSubscription(
  deps: SubscriptionDeps,
  scope: ServiceScope,
  subscriptionId: number,
  input: { toPlanId: number; expectedYen: number },
  at: Date,
): Promise<number> {
  const gatewayOf = async () => {
    const chosen = await gatewayForCompany(deps.gateway, scope);
    return chosen.ok ? chosen.gateway : null;
  };
  const earlier = await finishEarlierPlanChange(deps, scope, subscriptionId, gatewayOf);
  if (earlier && earlier.planId === input.toPlanId) return earlier.yen;
  const pending = await prepareChange(deps, scope, subscriptionId, input, at);
  if (!pending) return 0;
  const choice = await gatewayForCompany(deps.gateway, scope);
  const outcome: ChargeOutcome | null = choice.ok
    ? await choice.gateway.charge({
        orderId: pending.orderId,
        amountYen: pending.yen,
        source: { kind: 'stored-card', customerRef: pending.customerRef },
      })
    : null;
  const verdict = outcome ? verdictOf(outcome) : choice.ok ? ResultCode.PAYMENT_FAILED : choice.resultCode;
  const gatewayCode = outcome && 'gatewayCode' in outcome ? outcome.gatewayCode : null;
  if (verdict === 'unknown') throw appError(ResultCode.PAYMENT_VERIFYING);
  const settledAt = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (verdict !== 'paid') {
      await settleCharge(tx, scope, pending.orderId, {
        status: PaymentStatus.NG,
        at: settledAt,
        gatewayCode,
        resultCode: verdict,
      });
      return;
    }
    await settleCharge(tx, scope, pending.orderId, {
      status: PaymentStatus.OK,
      at: settledAt,
      gatewayTransactionId: outcome?.outcome === 'paid' ? outcome.gatewayTransactionId : null,
      gatewayCode,
    });
    const subscription = await lockSubscription(tx, scope, subscriptionId);
    const target = await findPlan(tx, scope, pending.targetId);
    if (!target) throw new Error(`plan ${pending.targetId} vanished during its charge`);
    await applyPlanChange(deps, tx, scope, subscription, {
      target,
      yen: pending.yen,
      orderId: pending.orderId,
      at,
    });
  });
  if (verdict !== 'paid') throw appError(verdict);
  return pending.yen;
}
