import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptionPlanChanges, userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { changeSubscriptionPlan } from '../billing/subscription-store.ts';
import { planChangeChargeOf } from './plan-change-price.ts';
import { findSubscription, upgradePlansOf } from './subscription-repository.ts';

async function lockSubscription(tx: Executor, scope: ServiceScope, id: number) {
  await tx
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, id)))
    .for('update');
  const found = await findSubscription(tx, scope, id);
  if (!found) throw appError(ResultCode.USER_PLAN_NOT_FOUND);
  return found;
}

/**
 * Moves the reader's subscription to `toPlanId`, one of its plan's upgrade plans (831 otherwise), at
 * `at`. What the move costs is priced under the subscription's lock (billing/plan-change-charges.ts over
 * the period's earlier changes); an amount other than the one the reader confirmed is 867 and nothing
 * changes. A state that takes no change (cancelled, unpaid, ended) or a plan of another period length
 * is 881. The change is recorded with its period, so a later change in the same period is priced
 * against it. Answers the yen charged.
 */
export async function upgradeSubscription(
  app: FastifyInstance,
  scope: ServiceScope,
  subscriptionId: number,
  input: { toPlanId: number; expectedYen: number },
  at: Date,
): Promise<number> {
  return app.deps.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, scope, subscriptionId);
    const targets = await upgradePlansOf(tx, scope, subscription.row.subscriptionPlanId);
    const target = targets.find((p) => p.id === input.toPlanId && p.serviceId === scope.serviceId);
    if (!target) throw appError(ResultCode.PLAN_NOT_FOUND);
    const charge = await planChangeChargeOf(tx, subscription, target, at);
    if (charge === null) throw appError(ResultCode.CANCEL_FAILED, { reason: 'the plan cannot change now' });
    if (charge.yen !== input.expectedYen) {
      throw appError(ResultCode.CONFIRM_ORDER_FAILED, { differenceYen: charge.yen });
    }
    if (charge.yen > 0) {
      // A difference is charged on the stored card through the company's gateway and the ledger.
      throw appError(ResultCode.PAYMENT_GATEWAY_INVALID, { differenceYen: charge.yen });
    }
    const { row } = subscription;
    const moved = await changeSubscriptionPlan(tx, scope, row.id, target.id, at);
    if ('refused' in moved) throw appError(ResultCode.CANCEL_FAILED, { reason: moved.refused });
    await tx.insert(subscriptionPlanChanges).values({
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      userSubscriptionId: row.id,
      fromPlanId: row.subscriptionPlanId,
      toPlanId: target.id,
      changedAt: at,
      periodStart: row.billingState === 'TRIAL' ? null : row.currentPeriodStart,
      chargedYen: charge.yen,
      orderId: null,
    });
    return charge.yen;
  });
}
