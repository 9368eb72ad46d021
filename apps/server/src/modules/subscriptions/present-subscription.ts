import type { RegisteredSubscription, UpgradeOption } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { changeBasisYen } from '../billing/plan-change-charges.ts';
import { transitionOf } from '../billing/subscription-transitions.ts';
import { nextChargeOf } from './next-charge.ts';
import { isChangeable, planChangeChargeOf } from './plan-change-price.ts';
import { findSubscription, type SubscriptionWithPlan, upgradePlansOf } from './subscription-repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The plans the subscription may move to at `now`, each with what the move would charge now. */
export async function upgradeOptionsOf(
  db: Executor,
  subscription: SubscriptionWithPlan,
  now: Date,
): Promise<UpgradeOption[]> {
  if (!isChangeable(subscription)) return [];
  const { row } = subscription;
  const targets = await upgradePlansOf(
    db,
    { companyId: row.companyId, serviceId: row.serviceId },
    row.subscriptionPlanId,
  );
  const options: UpgradeOption[] = [];
  for (const target of targets) {
    if (target.serviceId !== row.serviceId) continue;
    const charge = await planChangeChargeOf(db, subscription, target, now);
    if (charge === null) continue;
    options.push({
      planId: target.id,
      name: target.name,
      periodYen: changeBasisYen(target),
      differenceYen: charge.yen,
    });
  }
  return options;
}

/** A subscription as the reader's page and the admin read it, at the server clock's `now`. */
export async function presentSubscription(
  db: Executor,
  subscription: SubscriptionWithPlan,
  now: Date,
): Promise<RegisteredSubscription> {
  const { row, plan } = subscription;
  return {
    id: row.id,
    userId: row.userId,
    serviceId: row.serviceId,
    planId: plan.id,
    planName: plan.name,
    status: row.status,
    billingState: row.billingState,
    paymentGateway: row.paymentGateway,
    registeredAt: row.registeredAt.toISOString(),
    freeTermEndsAt: iso(row.freeTermEndsAt),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextCharge: await nextChargeOf(db, subscription),
    accessEndsAt: iso(row.accessEndsAt),
    hasAccess: row.accessEndsAt !== null && now < row.accessEndsAt,
    cancelledAt: iso(row.cancelledAt),
    cardMask: row.cardMask,
    cancellable: transitionOf(row.billingState, 'cancel') !== null,
    upgradeOptions: await upgradeOptionsOf(db, subscription, now),
  };
}

/** A subscription of the scope read again after a change, as the answer presents it. */
export async function presentSubscriptionById(
  db: Executor,
  scope: TenantScope,
  id: number,
  now: Date,
): Promise<RegisteredSubscription> {
  const found = await findSubscription(db, scope, id);
  if (!found) throw new Error(`subscription ${id} vanished`);
  return presentSubscription(db, found, now);
}
