import type { Executor } from '../../platform/database/connection.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { cancelSubscriptionsOfAccount } from '../subscriptions/cancel-subscription.ts';
import type { UserRow } from './user-repository.ts';

/**
 * Called inside the cancel-account transaction, before the user row is deleted: every running
 * subscription of the user takes the subscription table's 'account-cancelled' at `at` (renewals and
 * retries stop, nothing is charged again) before the cascade removes them. The payment ledger
 * (`transactions`) keeps its own snapshot of the user and is never deleted.
 */
export async function cancelActiveSubscriptions(tx: Executor, user: UserRow, at: Date): Promise<void> {
  if (user.companyId === null) return;
  await cancelSubscriptionsOfAccount(tx, companyScope(user.companyId), user.id, at);
}
