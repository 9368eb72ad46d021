import { ResultCode } from '@hondana/contract';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { moveSubscription } from '../billing/subscription-store.ts';
import { runningSubscriptionIds } from './subscription-repository.ts';

/**
 * Cancels one subscription at `at` through the store (the table's 'cancel': renewal stops, access
 * continues to the end of the paid or free period; while unpaid it ends). A state the table does not
 * cancel (already cancelled, refunded, ended) is 881 and nothing changes.
 */
export async function cancelSubscription(
  db: Database,
  scope: TenantScope,
  subscriptionId: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await moveSubscription(tx, scope, subscriptionId, 'cancel', at);
    if ('refused' in moved) throw appError(ResultCode.CANCEL_FAILED, { reason: moved.refused });
  });
}

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
