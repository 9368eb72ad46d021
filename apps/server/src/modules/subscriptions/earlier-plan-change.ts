import { PaymentStatus, ResultCode } from '@hondana/contract';
import { and, asc, eq, like, notExists } from 'drizzle-orm';
import { subscriptionPlanChanges, transactions } from '../../db/schema/index.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { settleCharge } from '../orders/ledger.ts';
import type { PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import { applyPlanChange } from './apply-plan-change.ts';
import { lockSubscription } from './lock-subscription.ts';
import { planChangeOrderPrefix, pricedAtOf } from './plan-change-order.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { findPlan, findSubscription } from './subscription-repository.ts';

/** The period's plan-change charges not yet followed by their change: pending, or paid but not applied. */
async function unfinishedAttempts(deps: SubscriptionDeps, scope: ServiceScope, prefix: string) {
  return deps.db
    .select({
      orderId: transactions.orderId,
      status: transactions.status,
      amount: transactions.amount,
      planId: transactions.subscriptionPlanId,
    })
    .from(transactions)
    .where(
      and(
        inCompany(transactions, scope),
        like(transactions.orderId, `${prefix}%`),
        notExists(
          deps.db
            .select({ id: subscriptionPlanChanges.id })
            .from(subscriptionPlanChanges)
            .where(
              and(
                eq(subscriptionPlanChanges.companyId, transactions.companyId),
                eq(subscriptionPlanChanges.orderId, transactions.orderId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(transactions.id));
}

/** Settles a pending attempt by asking the gateway: paid, or not (NG); an answer still unknown is 842. */
async function settleByGateway(
  deps: SubscriptionDeps,
  scope: ServiceScope,
  gateway: PaymentGateway | null,
  orderId: string,
): Promise<boolean> {
  const found = gateway
    ? await gateway.search(orderId)
    : ({ found: 'unknown', reason: 'no gateway' } as const);
  if (found.found === 'unknown') throw appError(ResultCode.PAYMENT_VERIFYING);
  const paid = found.found && found.status === 'paid';
  await deps.db.transaction((tx) =>
    settleCharge(
      tx,
      scope,
      orderId,
      paid
        ? {
            status: PaymentStatus.OK,
            at: deps.clock.now(),
            gatewayTransactionId: found.gatewayTransactionId ?? null,
            gatewayCode: null,
          }
        : {
            status: PaymentStatus.NG,
            at: deps.clock.now(),
            gatewayCode: null,
            resultCode: ResultCode.PAYMENT_FAILED,
          },
    ),
  );
  return paid;
}

/**
 * Finishes what an earlier upgrade of the period left open (its answer never came, or the process
 * stopped between the charge and the move): a pending charge is settled by asking the gateway, and a
 * paid one is followed by its move, dated at the instant it was priced at; money is never taken
 * twice for one change. Answers the plan and yen of a change it applied, else null.
 */
export async function finishEarlierPlanChange(
  deps: SubscriptionDeps,
  scope: ServiceScope,
  subscriptionId: number,
  gateway: () => Promise<PaymentGateway | null>,
): Promise<{ planId: number; yen: number } | null> {
  const current = await findSubscription(deps.db, scope, subscriptionId);
  if (!current?.row.currentPeriodStart) return null;
  const prefix = planChangeOrderPrefix(subscriptionId, current.row.currentPeriodStart);
  let applied: { planId: number; yen: number } | null = null;
  for (const attempt of await unfinishedAttempts(deps, scope, prefix)) {
    if (attempt.status === PaymentStatus.NG || attempt.planId === null) continue;
    const paid =
      attempt.status === PaymentStatus.PENDING
        ? await settleByGateway(deps, scope, await gateway(), attempt.orderId)
        : attempt.status === PaymentStatus.OK;
    if (!paid) continue;
    const planId = attempt.planId;
    await deps.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, scope, subscriptionId);
      const target = await findPlan(tx, scope, planId);
      if (!target) throw new Error(`plan ${planId} of a paid change is gone`);
      await applyPlanChange(deps, tx, scope, subscription, {
        target,
        yen: attempt.amount,
        orderId: attempt.orderId,
        at: pricedAtOf(attempt.orderId),
      });
    });
    applied = { planId, yen: attempt.amount };
  }
  return applied;
}
