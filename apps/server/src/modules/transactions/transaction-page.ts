import type { Page, TransactionItem, transactionPageQuerySchema } from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/database/connection.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { checkRange } from '../audit/audit-reach.ts';
import { presentTransactions } from './present-transaction.ts';
import { transactionReachOf } from './transaction-reach.ts';
import { pageTransactionRows, transactionConditions } from './transaction-repository.ts';

type PageQuery = z.output<typeof transactionPageQuerySchema>;

/** `GET /transaction/page`: the caller's reach of the ledger, newest first, with receipts and refunds. */
export async function pageTransactions(
  db: Database,
  caller: RouteCaller,
  query: PageQuery,
): Promise<Page<TransactionItem>> {
  checkRange(query);
  const reach = await transactionReachOf(db, caller, query.companyId);
  const where = transactionConditions(reach, query);
  const { rows, total } = await pageTransactionRows(db, reach.scope, where, {
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    content: await presentTransactions(db, reach.scope, rows),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}
