import { ResultCode } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { BillingSnapshot } from '../billing/apply-billing-event.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { accessEndsAt } from '../billing/subscription-access.ts';
import { moveSubscription } from '../billing/subscription-store.ts';
import { queueBillingMail } from '../billing-mail/queue-billing-mail.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { runningSubscriptionIds } from './subscription-repository.ts';

/**
 * Cancels one subscription at `at` through the store (the table's 'cancel': renewal stops, access
 * continues to the end of the paid or free period; while unpaid it ends), with the reader's mail saying
 * until when access lasts. A state the table does not cancel (already cancelled, refunded, ended) is 881
 * and nothing changes.
 */
export async function cancelSubscription(
  deps: Pick<SubscriptionDeps, 'db' | 'mail'>,
  scope: TenantScope,
  subscription: { id: number; planName: string },
  at: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const moved = await moveSubscription(tx, scope, subscription.id, 'cancel', at);
    if ('refused' in moved) throw appError(ResultCode.CANCEL_FAILED, { reason: moved.refused });
    if (moved.transition.mail !== 'cancelled') return;
    const accessEndsAt = accessEndsAtOf(moved.snapshot);
    await queueBillingMail(deps.mail, tx, scope, {
      subscriptionId: subscription.id,
      kind: 'cancelled',
      facts: { planName: subscription.planName, accessEndsAt },
    });
  });
}

const accessEndsAtOf = (snapshot: BillingSnapshot): Date | null =>
  snapshot.state === 'NONE' ? null : accessEndsAt(snapshot.state, snapshot, BILLING_TIME_ZONE);

/**
 * The account's cancellation: every running subscription of the reader takes the table's
 * 'account-cancelled' in the caller's transaction (never charged again; the ledger keeps its rows).
 */
export async function cancelSubscriptionsOfAccount(
  tx: Executor,
  scope: TenantScope,
  userId: number,
  at: Date,
): Promise<number> {
  const ids = await runningSubscriptionIds(tx, scope, userId);
  for (const id of ids) {
    const moved = await moveSubscription(tx, scope, id, 'account-cancelled', at);
    if ('refused' in moved) throw new Error(`subscription ${id}: ${moved.refused}`);
  }
  return ids.length;
}
