import { and, count, eq, like } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/**
 * The order ids of a subscription's plan-change charges in one period: `U<subscription>-<period>-<n>`
 * (base 36, within the gateways' 27 characters), n counting the attempts. Derived, so a change is
 * charged under a key of its own and a repeated request finds the earlier attempt in the ledger.
 */
export const planChangeOrderPrefix = (subscriptionId: number, periodStart: Date) =>
  `U${subscriptionId.toString(36)}-${Math.floor(periodStart.getTime() / 1000).toString(36)}-`;

/** The ledger rows of the period's plan-change attempts: how many, and whether one is still pending. */
export async function planChangeAttemptsOf(
  db: Executor,
  scope: TenantScope,
  prefix: string,
): Promise<{ attempts: number; pending: number }> {
  const ofPrefix = and(inCompany(transactions, scope), like(transactions.orderId, `${prefix}%`));
  const [all] = await db.select({ n: count() }).from(transactions).where(ofPrefix);
  const [pending] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(ofPrefix, eq(transactions.status, 'pending')));
  return { attempts: all?.n ?? 0, pending: pending?.n ?? 0 };
}
