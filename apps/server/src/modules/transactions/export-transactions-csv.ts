import { type TransactionFilters, type TransactionItem, transactionExportColumns } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { guardFormula } from '../../platform/csv/formula-guard.ts';
import { sendCsv } from '../../platform/csv/send-csv.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { checkRange } from '../audit/audit-reach.ts';
import { presentTransactions } from './present-transaction.ts';
import { transactionReachOf } from './transaction-reach.ts';
import { type LedgerRow, transactionConditions, transactionRowsAfter } from './transaction-repository.ts';

/** Rows read per query: memory stays flat however long the ledger. */
const PAGE_ROWS = 500;

type Column = (typeof transactionExportColumns)[number];

/** The receipt's discount lines by rule, for a spreadsheet. */
const discountRulesOf = (item: TransactionItem) =>
  (item.receipt?.lines ?? [])
    .filter((line) => line.yen < 0)
    .map((line) =>
      line.rule === 'coupon'
        ? `coupon ${line.label} ${line.percent ?? ''}%`
        : line.rule === 'ordinal'
          ? `ordinal ${line.paidPeriodNo ?? ''} ${line.percent ?? ''}%`
          : line.rule,
    )
    .join('; ');

function cellsOf(item: TransactionItem): string[] {
  const values: Record<Column, unknown> = {
    ...item,
    discountRules: discountRulesOf(item),
    receiptNumber: item.receipt?.number ?? null,
    refundedYen: item.refunds.reduce((total, r) => total + r.amountYen, 0),
  };
  return transactionExportColumns.map((column) => {
    const value = values[column];
    return guardFormula(value === null || value === undefined ? '' : String(value));
  });
}

async function* records(db: Database, scope: TenantScope, next: (afterId: number) => Promise<LedgerRow[]>) {
  yield [...transactionExportColumns];
  let page = await next(0);
  while (page.length > 0) {
    for (const item of await presentTransactions(db, scope, page)) yield cellsOf(item);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_ROWS) return;
    page = await next(last.id);
  }
}

/**
 * `GET /transaction/export`: the payments of the caller's reach that match, oldest first, as CSV read
 * page by page. Refusals come before the first byte.
 */
export async function exportTransactionsCsv(
  deps: { db: Database; clock: Clock },
  caller: RouteCaller,
  query: TransactionFilters,
  reply: FastifyReply,
) {
  checkRange(query);
  const reach = await transactionReachOf(deps.db, caller, query.companyId);
  const where = transactionConditions(reach, query);
  const date = deps.clock.now().toISOString().slice(0, 10);
  return sendCsv(
    reply,
    `payments-${date}.csv`,
    records(deps.db, reach.scope, (afterId) =>
      transactionRowsAfter(deps.db, reach.scope, where, afterId, PAGE_ROWS),
    ),
  );
}
