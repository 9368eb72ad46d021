import { ResultCode } from '@hondana/contract';
import { handleJob } from '../../platform/jobs/job-kind.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { moveSubscription } from '../billing/subscription-store.ts';
import { newOrderId, openCharge, recordClosedCharge } from '../orders/ledger.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import type { PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import { loadSellablePlan } from '../subscription-plans/sellable-plan.ts';
import type { RenewalDeps } from './renewal-deps.ts';
import { type RenewalChargePayload, renewalChargeJob } from './renewal-jobs.ts';
import {
  applyRenewalOutcome,
  type KnownOutcome,
  knownOutcomeOfCharge,
  knownOutcomeOfSearch,
  moveAndMail,
  type RenewalCharge,
} from './renewal-outcome.ts';
import {
  lockSubscription,
  pendingPeriodCharge,
  periodOf,
  priceRenewal,
  releaseRunKey,
} from './renewal-repository.ts';

/** What an attempt did; tests and the bench read it. */
export type RenewalResult =
  | 'not-due'
  | 'period-ended'
  | 'closed-without-charge'
  | 'paid'
  | 'declined'
  | 'settled-earlier-attempt';

/** Thrown when the gateway's answer is unknown: the job fails and its next attempt asks the gateway. */
export class UnknownChargeOutcome extends Error {
  constructor(orderId: string, reason: string) {
    super(`renewal charge ${orderId}: outcome unknown (${reason}); settled by search before any new charge`);
    this.name = 'UnknownChargeOutcome';
  }
}

type Prepared =
  | { done: RenewalResult }
  | { charge: RenewalCharge; customerRef: string | null; earlier: boolean };

/** Phase one, in one transaction: re-check that the charge is still due, price it and open its ledger row. */
async function prepare(deps: RenewalDeps, scope: ServiceScope, job: RenewalChargePayload): Promise<Prepared> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, scope, job.subscriptionId);
    const due =
      row !== null &&
      row.serviceId === scope.serviceId &&
      row.paymentGateway !== 'member_id' &&
      ['TRIAL', 'ACTIVE', 'PAST_DUE'].includes(row.billingState) &&
      row.nextBillingAt !== null &&
      row.nextBillingAt <= now &&
      row.paidPeriods + 1 === job.periodNo &&
      row.declinedAttempts === job.declinedAttempts;
    if (!row || !due) return { done: 'not-due' };
    const plan = await loadSellablePlan(tx, scope, row.subscriptionPlanId);
    if (!plan) throw new Error(`subscription ${row.id}: its plan ${row.subscriptionPlanId} is gone`);
    if (row.billingState === 'ACTIVE' && !plan.autoRenew) {
      const ended = await moveSubscription(tx, scope, row.id, 'period-ends', now);
      if ('refused' in ended) throw new Error(`subscription ${row.id}: ${ended.refused}`);
      return { done: 'period-ended' };
    }
    const period = periodOf(row, plan, job.periodNo);
    const base = {
      subscriptionId: row.id,
      planName: plan.name,
      periodStart: period.start,
      periodEnd: period.end,
      autoRenew: plan.autoRenew,
    };
    const earlier = await pendingPeriodCharge(tx, scope, row.id, period.start);
    if (earlier) {
      const charge = { ...base, orderId: earlier.orderId, amountYen: earlier.amount };
      return { charge, customerRef: row.gatewayCustomerRef, earlier: true };
    }
    const { receipt, coupon } = await priceRenewal(tx, scope, row, plan, job.periodNo);
    const kind = job.periodNo === 1 ? 'purchase' : 'renewal';
    const ledger = {
      orderId: newOrderId(kind, now),
      kind,
      paymentGateway: row.paymentGateway ?? 'sandbox',
      userId: row.userId,
      subscriptionPlanId: plan.id,
      planName: plan.name,
      receipt,
      userSubscriptionId: row.id,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponPercent: coupon?.percent ?? null,
      periodStart: period.start,
      periodEnd: period.end,
    } as const;
    const charge = { ...base, orderId: ledger.orderId, amountYen: receipt.totalYen };
    if (receipt.totalYen === 0) {
      await recordClosedCharge(tx, scope, { ...ledger, at: now, userSubscriptionId: row.id });
      await moveAndMail(deps, tx, scope, charge, true, now);
      return { done: 'closed-without-charge' };
    }
    await openCharge(tx, scope, ledger);
    return { charge, customerRef: row.gatewayCustomerRef, earlier: false };
  });
}

/** Phase two, outside any transaction: the gateway charges the stored card (or is asked about an earlier try). */
async function askGateway(
  gateway: PaymentGateway,
  charge: RenewalCharge,
  customerRef: string,
  earlier: boolean,
): Promise<KnownOutcome> {
  if (earlier) {
    const found = knownOutcomeOfSearch(await gateway.search(charge.orderId));
    if (found === null) throw new UnknownChargeOutcome(charge.orderId, 'search');
    if (found !== 'not-charged') return found;
  }
  const answer = await gateway.charge({
    orderId: charge.orderId,
    amountYen: charge.amountYen,
    source: { kind: 'stored-card', customerRef },
  });
  const known = knownOutcomeOfCharge(answer);
  if (!known)
    throw new UnknownChargeOutcome(charge.orderId, answer.outcome === 'unknown' ? answer.reason : '');
  return known;
}

/**
 * One renewal attempt of a subscription: re-checked under its row lock, priced (ordinal discounts; the
 * order's coupon for the first paid period), written to the ledger as pending and committed, charged on
 * the stored card (merchant-initiated: no 3-D Secure), then the ledger settled and the subscription moved
 * by the outcome with its mail, in one transaction. An unknown answer throws: nothing moves, and the
 * next attempt asks the gateway by order id.
 */
export async function runRenewal(deps: RenewalDeps, job: RenewalChargePayload): Promise<RenewalResult> {
  const scope = { companyId: job.companyId, serviceId: job.serviceId };
  const prepared = await prepare(deps, scope, job);
  if ('done' in prepared) return prepared.done;
  const { charge, customerRef, earlier } = prepared;
  let outcome: KnownOutcome;
  const timeoutMs = deps.gatewayTimeoutMs ?? deps.gatewayConfig.gatewayTimeoutMs;
  const choice = await gatewayForCompany(
    {
      db: deps.db,
      masterKey: deps.masterKey,
      config: deps.gatewayConfig,
      ...(timeoutMs === undefined ? {} : { gatewayTimeoutMs: timeoutMs }),
    },
    scope,
  );
  if (!choice.ok) outcome = { paid: false, gatewayCode: null, resultCode: choice.resultCode };
  else if (!customerRef)
    outcome = { paid: false, gatewayCode: null, resultCode: ResultCode.CREDIT_CARD_INVALID };
  else outcome = await askGateway(choice.gateway, charge, customerRef, earlier);
  const at = deps.clock.now();
  await deps.db.transaction((tx) => applyRenewalOutcome(deps, tx, scope, charge, outcome, at));
  if (earlier) return 'settled-earlier-attempt';
  return outcome.paid ? 'paid' : 'declined';
}

/**
 * The worker's side of `renewals.charge`. A job that failed for good gives its key back, so the next
 * sweep tries the period again (asking the gateway first about a charge still pending).
 */
export const renewalChargeHandler = (deps: RenewalDeps) =>
  handleJob(
    renewalChargeJob,
    async (payload) => {
      await runRenewal(deps, payload);
    },
    async (payload) => {
      const scope = { companyId: payload.companyId, serviceId: payload.serviceId };
      await releaseRunKey(deps.db, scope, payload.runKey);
    },
  );
