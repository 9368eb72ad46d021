import { ResultCode } from '@hondana/contract';
import { subscriptionPlanChanges } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { changeSubscriptionPlan } from '../billing/subscription-store.ts';
import { queueBillingMail } from '../billing-mail/queue-billing-mail.ts';
import { nextChargeOf } from './next-charge.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import {
  findSubscription,
  type SubscribedPlan,
  type SubscriptionWithPlan,
} from './subscription-repository.ts';

/**
 * Moves the locked subscription to `target` at `at` through the store, records the change with the
 * period it fell in (what a later change of the period is priced against) and queues the reader's
 * 'plan changed' mail, all in `tx`.
 */
export async function applyPlanChange(
  deps: Pick<SubscriptionDeps, 'mail'>,
  tx: Executor,
  scope: ServiceScope,
  subscription: SubscriptionWithPlan,
  change: { target: SubscribedPlan; yen: number; orderId: string | null; at: Date },
): Promise<void> {
  const { row, plan } = subscription;
  const moved = await changeSubscriptionPlan(tx, scope, row.id, change.target.id, change.at);
  if ('refused' in moved) throw appError(ResultCode.CANCEL_FAILED, { reason: moved.refused });
  await tx.insert(subscriptionPlanChanges).values({
    companyId: scope.companyId,
    serviceId: scope.serviceId,
    userSubscriptionId: row.id,
    fromPlanId: plan.id,
    toPlanId: change.target.id,
    changedAt: change.at,
    periodStart: row.billingState === 'TRIAL' ? null : row.currentPeriodStart,
    chargedYen: change.yen,
    orderId: change.orderId,
  });
  const after = await findSubscription(tx, scope, row.id);
  const next = after && (await nextChargeOf(tx, after));
  if (!next) return;
  await queueBillingMail(deps.mail, tx, scope, {
    subscriptionId: row.id,
    kind: 'plan-changed',
    facts: {
      fromPlanName: plan.name,
      planName: change.target.name,
      chargedNowYen: change.yen,
      nextChargeAt: new Date(next.chargeAt),
      nextChargeYen: next.receipt.totalYen,
    },
  });
}
