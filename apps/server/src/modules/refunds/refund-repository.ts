import type { RefundMethod } from '@hondana/contract';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { refunds, transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type LedgerRow = typeof transactions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The company of a ledger row, for a system admin's refund (they belong to none). */
export async function companyOfChargeAcrossTenants(db: Executor, transactionId: number) {
  const [row] = await db
    .select({ companyId: transactions.companyId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return row?.companyId ?? null;
}

/** A ledger row, locked: refunds of one charge queue behind each other. */
export async function lockLedgerRow(tx: Executor, scope: TenantScope, id: number) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, scope), eq(transactions.id, id)))
    .for('update');
  return row ?? null;
}

export async function refundByKey(tx: Executor, scope: TenantScope, refundKey: string) {
  const [row] = await tx
    .select({ refund: refunds, status: transactions.status, resultCode: transactions.resultCode })
    .from(refunds)
    .innerJoin(
      transactions,
      and(eq(transactions.companyId, refunds.companyId), eq(transactions.id, refunds.refundTransactionId)),
    )
    .where(and(inCompany(refunds, scope), eq(refunds.refundKey, refundKey)));
  return row ?? null;
}

/** Yen returned of a charge or on its way back (a refund whose outcome is not known yet counts). */
export async function refundedYenOf(tx: Executor, scope: TenantScope, transactionId: number) {
  const [row] = await tx
    .select({ total: sum(refunds.amountYen) })
    .from(refunds)
    .innerJoin(
      transactions,
      and(eq(transactions.companyId, refunds.companyId), eq(transactions.id, refunds.refundTransactionId)),
    )
    .where(
      and(
        inCompany(refunds, scope),
        eq(refunds.transactionId, transactionId),
        inArray(transactions.status, ['OK', 'pending']),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The refund's own ledger row (pending until the gateway answers) and the refund naming it. */
export async function openRefund(
  tx: Executor,
  scope: ServiceScope,
  charge: LedgerRow,
  input: {
    orderId: string;
    amountYen: number;
    netYen: number;
    taxYen: number;
    refundKey: string;
    reason: string;
    method: RefundMethod;
    byUserId: number;
  },
) {
  const [row] = await tx
    .insert(transactions)
    .values({
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      userId: charge.userId,
      userSubscriptionId: charge.userSubscriptionId,
      subscriptionPlanId: charge.subscriptionPlanId,
      orderId: input.orderId,
      kind: 'refund',
      status: 'pending',
      paymentGateway: charge.paymentGateway,
      amount: input.amountYen,
      netPrice: input.netYen,
      tax: input.taxYen,
      planName: charge.planName,
      userEmail: charge.userEmail,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const [refund] = await tx
    .insert(refunds)
    .values({
      companyId: scope.companyId,
      transactionId: charge.id,
      refundTransactionId: row.id,
      refundKey: input.refundKey,
      amountYen: input.amountYen,
      method: input.method,
      reason: input.reason,
      byUserId: input.byUserId,
    })
    .returning();
  if (!refund) throw new Error('insert returned no row');
  return { row, refund };
}

/** The gateway's answer on the refund's rows: OK with the method it used, or NG with our code. */
export async function settleRefund(
  tx: Executor,
  scope: TenantScope,
  refund: RefundRow,
  outcome:
    | { ok: true; method: RefundMethod; gatewayCode: string; at: Date }
    | { ok: false; gatewayCode: string; resultCode: number; at: Date },
) {
  await tx
    .update(transactions)
    .set(
      outcome.ok
        ? { status: 'OK', gatewayResultCode: outcome.gatewayCode, completedAt: outcome.at }
        : {
            status: 'NG',
            gatewayResultCode: outcome.gatewayCode,
            resultCode: outcome.resultCode,
            completedAt: outcome.at,
          },
    )
    .where(and(inCompany(transactions, scope), eq(transactions.id, refund.refundTransactionId)));
  if (outcome.ok && outcome.method !== refund.method) {
    await tx
      .update(refunds)
      .set({ method: outcome.method })
      .where(and(inCompany(refunds, scope), eq(refunds.id, refund.id)));
  }
}
