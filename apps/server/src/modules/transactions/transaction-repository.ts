import type { TransactionFilters } from '@hondana/contract';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sum } from 'drizzle-orm';
import { receipts, refunds, transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { TransactionReach } from './transaction-reach.ts';

export type LedgerRow = typeof transactions.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows a reach and its filters select (a reader's own, a service's, a company's). */
export function transactionConditions(reach: TransactionReach, filters: TransactionFilters): SQL {
  const { scope } = reach;
  const conditions: (SQL | undefined)[] = [inCompany(transactions, scope)];
  if (scope.serviceId !== null) conditions.push(eq(transactions.serviceId, scope.serviceId));
  const userId = reach.userId ?? filters.userId;
  if (userId !== undefined) conditions.push(eq(transactions.userId, userId));
  if (filters.status) conditions.push(eq(transactions.status, filters.status));
  if (filters.kind) conditions.push(eq(transactions.kind, filters.kind));
  if (filters.from) conditions.push(gte(transactions.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(transactions.createdAt, new Date(filters.to)));
  if (filters.keyword) {
    const pattern = `%${escapeLike(filters.keyword)}%`;
    conditions.push(or(ilike(transactions.orderId, pattern), ilike(transactions.userEmail, pattern)));
  }
  return and(...conditions) as SQL;
}

export async function pageTransactionRows(
  db: Executor,
  scope: TenantScope,
  conditions: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = and(inCompany(transactions, scope), conditions);
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(transactions).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Oldest first after `afterId` (the CSV reads page by page). */
export const transactionRowsAfter = (
  db: Executor,
  scope: TenantScope,
  conditions: SQL,
  afterId: number,
  limit: number,
) =>
  db
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, scope), conditions, gt(transactions.id, afterId)))
    .orderBy(asc(transactions.id))
    .limit(limit);

export async function findTransaction(db: Executor, scope: TenantScope, id: number, lock = false) {
  const query = db
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, scope), eq(transactions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const receiptsOf = (db: Executor, scope: TenantScope, transactionIds: number[]) =>
  transactionIds.length === 0
    ? Promise.resolve([] as ReceiptRow[])
    : db
        .select()
        .from(receipts)
        .where(and(inCompany(receipts, scope), inArray(receipts.transactionId, transactionIds)));

export const refundsOf = (db: Executor, scope: TenantScope, transactionIds: number[]) =>
  transactionIds.length === 0
    ? Promise.resolve([] as RefundRow[])
    : db
        .select()
        .from(refunds)
        .where(and(inCompany(refunds, scope), inArray(refunds.transactionId, transactionIds)))
        .orderBy(asc(refunds.id));

/** Yen refunded of a charge so far. */
export async function refundedYenOf(db: Executor, scope: TenantScope, transactionId: number) {
  const [row] = await db
    .select({ total: sum(refunds.amountYen) })
    .from(refunds)
    .where(and(inCompany(refunds, scope), eq(refunds.transactionId, transactionId)));
  return Number(row?.total ?? 0);
}
