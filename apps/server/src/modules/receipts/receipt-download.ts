import { ResultCode } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { drawReceiptPdf } from './receipt-pdf.ts';
import {
  companyOfTransactionAcrossTenants,
  receiptOfTransaction,
  recordDownload,
} from './receipt-repository.ts';

/**
 * `GET /receipt/:transactionId/pdf`: the payment's receipt or credit note. A reader gets their own, an
 * admin those of their reach; another company's id is not found (868), never told apart from a missing
 * one. The download is counted in the same transaction, so the second one is printed as a reissue.
 */
export async function downloadReceipt(
  deps: { db: Database; clock: Clock },
  { actor, authorize }: RouteCaller,
  transactionId: number,
  reply: FastifyReply,
) {
  const companyId = actor.companyId ?? (await companyOfTransactionAcrossTenants(deps.db, transactionId));
  if (companyId === null) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  const scope = companyScope(companyId);
  const pdf = await deps.db.transaction(async (tx) => {
    const found = await receiptOfTransaction(tx, scope, transactionId);
    if (!found) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
    authorize({
      companyId,
      serviceId: found.serviceId,
      ...(found.userId !== null ? { userId: found.userId } : {}),
    });
    const reissue = found.receipt.firstDownloadedAt !== null;
    const counted = await recordDownload(tx, scope, found.receipt.id, deps.clock.now());
    return { bytes: await drawReceiptPdf(counted, { reissue }), number: counted.number, kind: counted.kind };
  });
  const name = `${pdf.kind === 'credit-note' ? 'credit-note' : 'receipt'}-${pdf.number}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(pdf.bytes));
}
