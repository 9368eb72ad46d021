import type { transactionRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import { downloadReceipt } from '../receipts/receipt-download.ts';
import { type RefundDeps, refundTransaction } from '../refunds/refund-transaction.ts';
import { exportTransactionsCsv } from './export-transactions-csv.ts';
import { pageTransactions } from './transaction-page.ts';

export function transactionHandlers(app: FastifyInstance): RouteHandlers<typeof transactionRoutes> {
  const { db, masterKey, config, jobs } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  const refunds: RefundDeps = {
    db,
    clock,
    mail: { jobs, publicUrl: config.publicUrl },
    gatewayOf: (scope) => gatewayForCompany({ db, masterKey, config }, scope),
  };
  return {
    transactionPage: async (call) => pageTransactions(db, call, call.query),
    transactionExport: async (call) => exportTransactionsCsv({ db, clock }, call, call.query, call.reply),
    transactionRefund: async (call) => refundTransaction(refunds, call, call.params.id, call.body),
    receiptPdf: async (call) => downloadReceipt({ db, clock }, call, call.params.transactionId, call.reply),
  };
}
