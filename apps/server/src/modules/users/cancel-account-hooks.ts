import type { Transaction } from '../../platform/database/connection.ts';
import type { UserRow } from './user-repository.ts';

/**
 * Called inside the cancel-account transaction, before the user row is deleted. A documented no-op
 * until the subscriptions module exists: it will then stop the renewals of the user's ACTIVE
 * registrations (and tell the gateway) before the cascade removes them. The payment ledger
 * (`transactions`) keeps its own snapshot of the user and is never deleted.
 */
export async function cancelActiveSubscriptions(_tx: Transaction, _user: UserRow): Promise<void> {}
