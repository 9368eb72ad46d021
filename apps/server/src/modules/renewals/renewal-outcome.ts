import { type BillingState, PaymentStatus, ResultCode } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { RENEWAL_RETRY_DAYS } from '../billing/renewal-retries.ts';
import { accessEndsAt } from '../billing/subscription-access.ts';
import { moveSubscription, type SubscriptionMove } from '../billing/subscription-store.ts';
import type { BillingEvent } from '../billing/subscription-transitions.ts';
import { queueBillingMail } from '../billing-mail/queue-billing-mail.ts';
import { settleCharge } from '../orders/ledger.ts';
import type { ChargeOutcome, SearchOutcome } from '../payments/gateways/payment-gateway.ts';
import type { MailDeps } from '../users/account-mail.ts';
import { lockSubscription } from './renewal-repository.ts';

/** A charge's known end: paid, or not paid with our result code. An unknown end is never one of these. */
export type KnownOutcome =
  | { paid: true; gatewayTransactionId: string | null; gatewayCode: string | null }
  | { paid: false; gatewayCode: string | null; resultCode: number };

/** The table's event for a known outcome of the charge due in `state` after `declinedAttempts` declines. */
export function outcomeEvent(
  state: BillingState,
  declinedAttempts: number,
  paid: boolean,
): BillingEvent | null {
  switch (state) {
    case 'TRIAL':
      return paid ? 'free-term-ends-paid' : 'free-term-ends-declined';
    case 'ACTIVE':
      return paid ? 'renewal-paid' : 'renewal-declined';
    case 'PAST_DUE':
      if (paid) return 'retry-paid';
      return declinedAttempts >= RENEWAL_RETRY_DAYS.length ? 'retries-exhausted' : 'retry-declined';
    default:
      return null;
  }
}

/** What a charge answered, as a known outcome, or null when it is unknown (settled later by search). */
export function knownOutcomeOfCharge(answer: ChargeOutcome): KnownOutcome | null {
  switch (answer.outcome) {
    case 'paid':
      return {
        paid: true,
        gatewayTransactionId: answer.gatewayTransactionId,
        gatewayCode: answer.gatewayCode,
      };
    case 'declined':
    case 'challenge':
      return { paid: false, gatewayCode: answer.gatewayCode, resultCode: ResultCode.PAYMENT_FAILED };
    case 'token-error':
      return { paid: false, gatewayCode: answer.gatewayCode, resultCode: ResultCode.CREDIT_CARD_INVALID };
    case 'refused':
      return {
        paid: false,
        gatewayCode: answer.gatewayCode,
        resultCode: ResultCode.PAYMENT_SETTINGS_INVALID,
      };
    case 'unknown':
      return null;
  }
}

/**
 * What the gateway knows of an order id we charged: paid or not, `not-charged` when it never saw the
 * id (the earlier attempt did not reach it: charging it now is the first charge), null when unknown.
 */
export function knownOutcomeOfSearch(found: SearchOutcome): KnownOutcome | 'not-charged' | null {
  if (found.found === 'unknown') return null;
  if (found.found === false) return 'not-charged';
  switch (found.status) {
    case 'paid':
    case 'refunded':
      return { paid: true, gatewayTransactionId: found.gatewayTransactionId ?? null, gatewayCode: null };
    case 'declined':
    case 'failed-challenge':
      return { paid: false, gatewayCode: null, resultCode: ResultCode.PAYMENT_FAILED };
    case 'awaiting-challenge':
      return null;
  }
}

export interface RenewalCharge {
  subscriptionId: number;
  orderId: string;
  planName: string;
  amountYen: number;
  periodStart: Date;
  periodEnd: Date;
  /** The plan renews itself after this period (a plan that does not stops at its end). */
  autoRenew: boolean;
}

/**
 * Settles the ledger row of a renewal charge and moves the subscription by the outcome's event, with the
 * mail of the table's row, all in `tx`. A row settled already (by reconciliation) changes nothing. A
 * subscription that moved meanwhile (cancelled while its card was charged) keeps its state; the paid row
 * stays in the ledger for the admin to refund.
 */
export async function applyRenewalOutcome(
  deps: MailDeps,
  tx: Executor,
  scope: ServiceScope,
  charge: RenewalCharge,
  outcome: KnownOutcome,
  at: Date,
): Promise<SubscriptionMove | { refused: string }> {
  const settled = await settleCharge(
    tx,
    scope,
    charge.orderId,
    outcome.paid
      ? {
          status: PaymentStatus.OK,
          at,
          gatewayTransactionId: outcome.gatewayTransactionId,
          gatewayCode: outcome.gatewayCode,
          userSubscriptionId: charge.subscriptionId,
        }
      : { status: PaymentStatus.NG, at, gatewayCode: outcome.gatewayCode, resultCode: outcome.resultCode },
  );
  if (!settled) throw new Error(`renewal charge ${charge.orderId} is not in the ledger`);
  if (!settled.settled) return { refused: 'the charge was settled already' };
  return moveAndMail(deps, tx, scope, charge, outcome.paid, at);
}

/** Moves the subscription by a charge's outcome and queues the mail of the table's row. */
export async function moveAndMail(
  deps: MailDeps,
  tx: Executor,
  scope: ServiceScope,
  charge: RenewalCharge,
  paid: boolean,
  at: Date,
): Promise<SubscriptionMove | { refused: string }> {
  const { subscriptionId } = charge;
  const row = await lockSubscription(tx, scope, subscriptionId);
  if (!row) return { refused: 'no such subscription' };
  const event = outcomeEvent(row.billingState, row.declinedAttempts, paid);
  if (!event) return { refused: `${row.billingState} takes no charge outcome` };
  const move = await moveSubscription(tx, scope, subscriptionId, event, at);
  if ('refused' in move) return move;
  const s = move.snapshot;
  switch (move.transition.mail) {
    case 'receipt':
      await queueBillingMail(deps, tx, scope, {
        subscriptionId,
        kind: 'receipt',
        facts: {
          planName: charge.planName,
          amountYen: charge.amountYen,
          periodStart: charge.periodStart,
          periodEnd: charge.periodEnd,
          nextChargeAt: charge.autoRenew ? s.nextChargeAt : null,
        },
      });
      break;
    case 'payment-declined': {
      const state = move.transition.to;
      const accessEnd = accessEndsAt(state, s, BILLING_TIME_ZONE) ?? at;
      await queueBillingMail(deps, tx, scope, {
        subscriptionId,
        kind: 'payment-declined',
        facts: {
          planName: charge.planName,
          amountYen: charge.amountYen,
          nextRetryAt: s.nextChargeAt,
          accessEndsAt: accessEnd,
        },
      });
      break;
    }
    case 'ended-unpaid':
      await queueBillingMail(deps, tx, scope, {
        subscriptionId,
        kind: 'ended-unpaid',
        facts: { planName: charge.planName, endedAt: at },
      });
      break;
    default:
      break;
  }
  return move;
}
