import { and, eq, sql } from 'drizzle-orm';
import { receipts, transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** The company a ledger row belongs to, for a system admin's download (they belong to none). */
export async function companyOfTransactionAcrossTenants(db: Executor, transactionId: number) {
  const [row] = await db
    .select({ companyId: transactions.companyId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.companyId ?? null;
}

/** A ledger row's document with the row's service and reader, locked to count the download. */
export async function receiptOfTransaction(tx: Executor, scope: TenantScope, transactionId: number) {
  const [row] = await tx
    .select({ receipt: receipts, serviceId: transactions.serviceId, userId: transactions.userId })
    .from(receipts)
    .innerJoin(
      transactions,
      and(eq(transactions.companyId, receipts.companyId), eq(transactions.id, receipts.transactionId)),
    )
    .where(and(inCompany(receipts, scope), eq(receipts.transactionId, transactionId)))
    .for('update', { of: receipts });
  return row ?? null;
}

/** Counts a download: the first is the original, every later one a reissue. */
export async function recordDownload(tx: Executor, scope: TenantScope, receiptId: number, at: Date) {
  const [row] = await tx
    .update(receipts)
    .set({
      firstDownloadedAt: sql`coalesce(${receipts.firstDownloadedAt}, ${at.toISOString()}::timestamptz)`,
      reissueCount: sql`${receipts.reissueCount} + (case when ${receipts.firstDownloadedAt} is null then 0 else 1 end)`,
      lastReissuedAt: sql`case when ${receipts.firstDownloadedAt} is null then ${receipts.lastReissuedAt} else ${at.toISOString()}::timestamptz end`,
    })
    .where(and(inCompany(receipts, scope), eq(receipts.id, receiptId)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
