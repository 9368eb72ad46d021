import { type RefundRequest, type RefundResult, ResultCode } from '@hondana/contract';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { moveSubscription } from '../billing/subscription-store.ts';
import { taxOf } from '../billing/tax.ts';
import { calendarDaysBetween } from '../billing/zoned-calendar.ts';
import { queueBillingMail } from '../billing-mail/queue-billing-mail.ts';
import { newOrderId } from '../orders/ledger.ts';
import type { PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { isRefundable, presentTransactions } from '../transactions/present-transaction.ts';
import type { MailDeps } from '../users/account-mail.ts';
import {
  companyOfChargeAcrossTenants,
  type LedgerRow,
  lockLedgerRow,
  openRefund,
  type RefundRow,
  refundByKey,
  refundedYenOf,
  settleRefund,
} from './refund-repository.ts';

export interface RefundDeps {
  db: Database;
  clock: Clock;
  mail: MailDeps;
  /** The company's card gateway, or the result code saying why there is none. */
  gatewayOf(
    scope: TenantScope,
  ): Promise<{ ok: true; gateway: PaymentGateway } | { ok: false; resultCode: number }>;
}

const sameRequest = (refund: RefundRow, chargeId: number, body: RefundRequest) =>
  refund.transactionId === chargeId && refund.amountYen === body.amountYen && refund.reason === body.reason;

/** The tax of what is returned: the charge's own figures for a whole refund, else the inclusive rule. */
function taxOfRefund(charge: LedgerRow, amountYen: number, refundedBefore: number) {
  if (refundedBefore === 0 && amountYen === charge.amount)
    return { netYen: charge.netPrice, taxYen: charge.tax };
  const { netYen, taxYen } = taxOf(amountYen, charge.tax === 0 ? 'none' : 'inclusive');
  return { netYen, taxYen };
}

async function answer(
  deps: RefundDeps,
  scope: TenantScope,
  chargeId: number,
  refund: RefundRow,
): Promise<RefundResult> {
  const charge = await lockLedgerRow(deps.db, scope, chargeId);
  if (!charge) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  const [item] = await presentTransactions(deps.db, scope, [charge]);
  const presented = item?.refunds.find((r) => r.id === refund.id);
  if (!item || !presented) throw new Error('the refund is not among its charge’s refunds');
  return { refund: presented, transaction: item };
}

/**
 * `POST /transaction/refund/:id`. First, in one transaction with the charge locked: the checks (868
 * another company's or no such row, 878 not a paid charge, 876 above what remains, 877 a key already
 * used for another refund; the same key and request answers the first refund) and a pending refund
 * ledger row — committed before the gateway is asked, so a crash leaves a row that still counts against
 * what remains. Then the gateway voids (the charge's billing day in Tokyo) or returns the money, and a
 * second transaction settles the row: on success its credit note, the subscription's 'refund' move when
 * the whole of a running period came back (access ends at once), and the reader's mail; both audited.
 */
export async function refundTransaction(
  deps: RefundDeps,
  call: AdminCall,
  chargeId: number,
  body: RefundRequest,
): Promise<RefundResult> {
  const { actor, authorize } = call;
  const companyId = actor.companyId ?? (await companyOfChargeAcrossTenants(deps.db, chargeId));
  if (companyId === null) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  const scope = companyScope(companyId);
  const now = deps.clock.now();
  const choice = await deps.gatewayOf(scope);
  const opened = await auditedWrite(deps.db, call.who, async (tx, record) => {
    const charge = await lockLedgerRow(tx, scope, chargeId);
    if (!charge) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
    authorize({ companyId, serviceId: charge.serviceId });
    const earlier = await refundByKey(tx, scope, body.refundKey);
    if (earlier) {
      if (!sameRequest(earlier.refund, chargeId, body)) throw appError(ResultCode.REFUND_KEY_REUSED);
      return { replay: earlier, charge };
    }
    if (!isRefundable(charge) || charge.serviceId === null)
      throw appError(ResultCode.TRANSACTION_NOT_REFUNDABLE);
    const refundedBefore = await refundedYenOf(tx, scope, chargeId);
    if (body.amountYen > charge.amount - refundedBefore) {
      throw appError(ResultCode.REFUND_OVER_REMAINING, { remainingYen: charge.amount - refundedBefore });
    }
    // The gateway that took the money gives it back: none set (835), or another one now (866), refunds nothing.
    if (!choice.ok) throw appError(choice.resultCode);
    if (charge.paymentGateway !== 'sandbox' && choice.gateway.kind !== charge.paymentGateway) {
      throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
    }
    const paidAt = charge.completedAt ?? charge.createdAt;
    const sameDay = calendarDaysBetween(paidAt, now, BILLING_TIME_ZONE) === 0;
    const { row, refund } = await openRefund(tx, { companyId, serviceId: charge.serviceId }, charge, {
      orderId: newOrderId('refund', now),
      amountYen: body.amountYen,
      ...taxOfRefund(charge, body.amountYen, refundedBefore),
      refundKey: body.refundKey,
      reason: body.reason,
      method: sameDay ? 'void' : 'return',
      byUserId: actor.userId,
    });
    record({
      entity: 'transaction',
      entityId: chargeId,
      companyId,
      serviceId: charge.serviceId,
      action: 'refund.request',
      after: {
        refundId: refund.id,
        refundTransactionId: row.id,
        amountYen: body.amountYen,
        reason: body.reason,
      },
    });
    return {
      replay: null,
      charge,
      refund,
      sameDay,
      gateway: choice.gateway,
      whole: refundedBefore + body.amountYen === charge.amount,
    };
  });
  if (opened.replay) {
    if (opened.replay.status === 'NG') throw appError(opened.replay.resultCode ?? ResultCode.PAYMENT_FAILED);
    if (opened.replay.status === 'pending') throw appError(ResultCode.PAYMENT_VERIFYING);
    return answer(deps, scope, chargeId, opened.replay.refund);
  }
  const { charge, refund, sameDay, whole, gateway } = opened;
  const outcome = await gateway.refund({
    orderId: charge.orderId,
    amountYen: refund.amountYen,
    chargedYen: charge.amount,
    sameDay,
  });
  if (outcome.outcome === 'unknown') throw appError(ResultCode.PAYMENT_VERIFYING);
  const at = deps.clock.now();
  await auditedWrite(deps.db, call.who, async (tx, record) => {
    const base = { entity: 'transaction', entityId: chargeId, companyId, serviceId: charge.serviceId };
    if (outcome.outcome === 'refused') {
      const resultCode = ResultCode.PAYMENT_FAILED;
      await settleRefund(tx, scope, refund, { ok: false, gatewayCode: outcome.gatewayCode, resultCode, at });
      record({
        ...base,
        action: 'refund.refused',
        after: { refundId: refund.id, gatewayCode: outcome.gatewayCode },
      });
      return;
    }
    const method = outcome.outcome === 'voided' ? 'void' : 'return';
    await settleRefund(tx, scope, refund, { ok: true, method, gatewayCode: outcome.gatewayCode, at });
    const creditNote = await issueReceipt(tx, scope, refund.refundTransactionId);
    const periodRuns = charge.periodEnd === null || charge.periodEnd > at;
    if (whole && periodRuns && charge.userSubscriptionId !== null) {
      await moveSubscription(tx, scope, charge.userSubscriptionId, 'refund', at);
    }
    const facts = {
      planName: charge.planName ?? '',
      amountYen: refund.amountYen,
      refundedAt: at,
      creditNoteNumber: creditNote ? String(creditNote.number) : null,
    };
    if (charge.userSubscriptionId !== null) {
      await queueBillingMail(deps.mail, tx, scope, {
        kind: 'refunded',
        subscriptionId: charge.userSubscriptionId,
        facts,
      });
    } else if (charge.userId !== null) {
      await queueBillingMail(deps.mail, tx, scope, { kind: 'refunded', userId: charge.userId, facts });
    }
    record({
      ...base,
      action: 'refund',
      after: { refundId: refund.id, amountYen: refund.amountYen, method },
    });
  });
  if (outcome.outcome === 'refused') throw appError(ResultCode.PAYMENT_FAILED);
  return answer(deps, scope, chargeId, refund);
}
