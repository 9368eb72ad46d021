import { OrderState, PaymentGatewayKind, ResultCode } from '@hondana/contract';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { defineJobKind } from '../../platform/jobs/job-kind.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { GatewayChoice } from '../payments/gateways/gateway-for-company.ts';
import type { SearchOutcome } from '../payments/gateways/payment-gateway.ts';
import { settleFailedOrder, settlePaidOrder } from './order-outcome.ts';
import { type OrderRow, openOrdersAcrossTenants } from './order-repository.ts';

/** Every minute: the open orders whose answer never came are settled by asking the gateway. */
export const reconcileOrdersJob = defineJobKind({
  name: 'orders.reconcile',
  payload: z.object({}),
  attempts: 1,
  retryDelaySeconds: 60,
  schedule: '* * * * *',
});

/** A reader who left the 3-D Secure page unanswered: the order is given up after a day. */
const CHALLENGE_ABANDONED_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface ReconcileDeps {
  db: Database;
  clock: Clock;
  gatewayOf: (scope: TenantScope) => Promise<GatewayChoice>;
  /** Orders that moved less than this long ago may still have a call running: twice the gateway timeout. */
  minAgeMs: number;
  log?: { error(message: string): void };
}

export interface ReconcileReport {
  paid: number;
  failed: number;
  /** Still open: the gateway could not say (or the reader may still answer the 3-D Secure page). */
  open: number;
}

type Verdict = 'paid' | 'failed' | 'open';

function verdictOf(order: OrderRow, found: SearchOutcome, now: Date): Verdict {
  if (found.found === 'unknown') return 'open';
  const waitingReader = order.state === OrderState.AWAITING_3DS;
  const abandoned = now.getTime() - order.updatedAt.getTime() > CHALLENGE_ABANDONED_MS;
  // Never at the gateway: the request was lost before it (or refused there without using the id).
  if (found.found === false) return waitingReader && !abandoned ? 'open' : 'failed';
  switch (found.status) {
    case 'paid':
      return 'paid';
    case 'awaiting-challenge':
      return abandoned ? 'failed' : 'open';
    case 'declined':
    case 'failed-challenge':
      return 'failed';
    default:
      // Refunded at the gateway before we recorded the charge: an admin's matter, left open and logged.
      return 'open';
  }
}

/** One open order: asks the gateway by its order id and settles it when the answer is known. */
export async function reconcileOrder(deps: ReconcileDeps, order: OrderRow): Promise<Verdict> {
  // The member-ID provider's orders are its own reconciliation's (modules/payments/member-id).
  if (order.paymentGateway === PaymentGatewayKind.MEMBER_ID) return 'open';
  const scope: TenantScope = { companyId: order.companyId, serviceId: order.serviceId };
  const now = deps.clock.now();
  const fail = async () => {
    await settleFailedOrder(deps.db, scope, order, {
      at: now,
      code: ResultCode.PAYMENT_FAILED,
      gatewayCode: null,
    });
    return 'failed' as const;
  };
  // Nothing was to be charged (a free period, a 0-yen order) and the process stopped on the way.
  if (order.startEvent === 'start-free-term' || order.amount === 0) {
    if (order.startEvent === 'start-free-term' && order.cardCustomerRef) {
      await settlePaidOrder(deps.db, scope, order, {
        at: now,
        gatewayTransactionId: null,
        gatewayCode: null,
      });
      return 'paid';
    }
    return fail();
  }
  const choice = await deps.gatewayOf(scope);
  if (!choice.ok || choice.gateway.kind !== order.paymentGateway) return 'open';
  const found = await choice.gateway.search(order.orderId);
  const verdict = verdictOf(order, found, now);
  if (verdict === 'paid' && found.found === true) {
    await settlePaidOrder(deps.db, scope, order, {
      at: now,
      gatewayTransactionId: found.gatewayTransactionId ?? null,
      gatewayCode: 'search',
    });
  } else if (verdict === 'failed') {
    await fail();
  }
  return verdict;
}

/**
 * Settles the orders of every company left open (the answer never came, or the process stopped
 * between the gateway's answer and our commit): runs on a schedule and once at server start. Each
 * settle is conditional on the order still being open, so two runs at once settle an order once.
 */
export async function reconcileOrders(deps: ReconcileDeps): Promise<ReconcileReport> {
  const report: ReconcileReport = { paid: 0, failed: 0, open: 0 };
  const before = new Date(deps.clock.now().getTime() - deps.minAgeMs);
  let afterId = 0;
  for (;;) {
    const batch = await openOrdersAcrossTenants(deps.db, before, BATCH, afterId);
    for (const order of batch) {
      // One order that cannot be settled (its settlement throws) never stops the others.
      const verdict = await reconcileOrder(deps, order).catch((error: unknown) => {
        deps.log?.error(
          `Order ${order.orderId} of company ${order.companyId} not reconciled: ${String(error)}`,
        );
        return 'open' as const;
      });
      report[verdict] += 1;
    }
    if (batch.length < BATCH) return report;
    afterId = batch.at(-1)?.id ?? afterId;
  }
}

/**
 * Once after the server starts: the orders a stopped process left open are settled as soon as no call
 * of theirs can still be running (twice the gateway timeout after start); the schedule does the rest.
 */
export function reconcileOrdersAfterStart(
  deps: ReconcileDeps,
  log: { info(message: string): void; error(message: string): void },
): { stop(): void } {
  const timer = setTimeout(() => {
    reconcileOrders({ ...deps, log }).then(
      (report) => {
        if (report.paid + report.failed + report.open > 0) {
          log.info(
            `Orders reconciled at start: ${report.paid} paid, ${report.failed} failed, ${report.open} open`,
          );
        }
      },
      (error: unknown) => log.error(`Orders reconciliation at start failed: ${String(error)}`),
    );
  }, deps.minAgeMs);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
