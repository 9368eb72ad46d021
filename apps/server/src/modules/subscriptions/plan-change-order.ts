import { and, count, eq, like } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

const seconds36 = (at: Date) => Math.floor(at.getTime() / 1000).toString(36);

/**
 * The order ids of a subscription's plan-change charges in one period:
 * `U<subscription>-<period start>-<n>-<priced at>` (base 36, within the gateways' 27 characters), n
 * counting the attempts. Derived, so a change is charged under a key of its own, a repeated request
 * finds the earlier attempt in the ledger, and a charge settled later is applied at the instant it was
 * priced at (the ledger's own times are the database's).
 */
export const planChangeOrderPrefix = (subscriptionId: number, periodStart: Date) =>
  `U${subscriptionId.toString(36)}-${seconds36(periodStart)}-`;

export const planChangeOrderId = (prefix: string, attempt: number, pricedAt: Date) =>
  `${prefix}${attempt}-${seconds36(pricedAt)}`;

/** The instant a plan-change order was priced at, read back from its id. */
export function pricedAtOf(orderId: string): Date {
  const seconds = Number.parseInt(orderId.slice(orderId.lastIndexOf('-') + 1), 36);
  if (!Number.isFinite(seconds)) throw new Error(`not a plan-change order id: ${orderId}`);
  return new Date(seconds * 1000);
}

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
