import type { Refund, TransactionItem } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  type LedgerRow,
  type ReceiptRow,
  type RefundRow,
  receiptsOf,
  refundsOf,
} from './transaction-repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A charge that took money: the only rows an admin refunds. */
export const isRefundable = (row: LedgerRow) =>
  (row.kind === 'purchase' || row.kind === 'renewal') && row.status === 'OK' && row.amount > 0;

export function presentRefund(refund: RefundRow, creditNote: ReceiptRow | undefined): Refund {
  return {
    id: refund.id,
    amountYen: refund.amountYen,
    method: refund.method,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    refundTransactionId: refund.refundTransactionId,
    creditNoteNumber: creditNote?.number ?? null,
  };
}

export function presentTransaction(
  row: LedgerRow,
  receipt: ReceiptRow | undefined,
  refunds: Refund[],
): TransactionItem {
  const refunded = refunds.reduce((total, r) => total + r.amountYen, 0);
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    paymentGateway: row.paymentGateway,
    amountYen: row.amount,
    netYen: row.netPrice,
    taxYen: row.tax,
    discountYen: row.discount,
    couponCode: row.couponCode,
    couponPercent: row.couponDiscountPercent,
    planName: row.planName,
    userId: row.userId,
    userEmail: row.userEmail,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    resultCode: row.resultCode,
    receipt: receipt
      ? {
          number: receipt.number,
          kind: receipt.kind,
          issuedAt: receipt.issuedAt.toISOString(),
          reissueCount: receipt.reissueCount,
          registrationNumber: receipt.registrationNumber,
          lines: receipt.lines,
          taxes: receipt.taxes,
        }
      : null,
    refunds,
    refundableYen: isRefundable(row) ? Math.max(0, row.amount - refunded) : 0,
  };
}

/** Ledger rows with their receipts and refunds (two queries for the whole page). */
export async function presentTransactions(
  db: Executor,
  scope: TenantScope,
  rows: LedgerRow[],
): Promise<TransactionItem[]> {
  const ids = rows.map((r) => r.id);
  const refundRows = await refundsOf(db, scope, ids);
  const documents = await receiptsOf(db, scope, [...ids, ...refundRows.map((r) => r.refundTransactionId)]);
  const receiptOf = new Map(documents.map((d) => [d.transactionId, d]));
  return rows.map((row) =>
    presentTransaction(
      row,
      receiptOf.get(row.id),
      refundRows
        .filter((r) => r.transactionId === row.id)
        .map((r) => presentRefund(r, receiptOf.get(r.refundTransactionId))),
    ),
  );
}
