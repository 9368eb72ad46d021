import { randomBytes } from 'node:crypto';
import {
  type PaymentGatewayKind,
  PaymentStatus,
  type Receipt,
  type TransactionKind,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';

export type LedgerRow = typeof transactions.$inferSelect;

/** Both card gateways accept it: at most 27 characters of A-Za-z0-9 and '-'. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{1,27}$/;

const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const prefixOf: Record<TransactionKind, string> = {
  purchase: 'P',
  renewal: 'R',
  refund: 'F',
  card_update: 'C',
};

/**
 * A new order id: the kind's letter, the UTC day (YYMMDD), a dash and 14 random characters of an
 * alphabet without look-alikes (70 bits): 22 characters, unique per company by the ledger's index.
 */
export function newOrderId(kind: TransactionKind, at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = randomBytes(14);
  let tail = '';
  for (const byte of bytes) tail += ORDER_ID_ALPHABET[byte % ORDER_ID_ALPHABET.length];
  return `${prefixOf[kind]}${day}-${tail}`;
}

export interface OpenChargeInput {
  orderId: string;
  kind: TransactionKind;
  paymentGateway: PaymentGatewayKind;
  userId: number;
  subscriptionPlanId: number;
  planName: string;
  /** What is charged: the receipt's total (tax included), net and tax go to the row. */
  receipt: Receipt;
  userSubscriptionId?: number | null;
  couponId?: number | null;
  couponCode?: string | null;
  couponPercent?: number | null;
  userEmail?: string | null;
  /** The paid period (renewals: one charge per period, the unique index refuses a second). */
  periodStart?: Date | null;
  periodEnd?: Date | null;
  cardHolderName?: string | null;
  cardHolderEmail?: string | null;
  customerIp?: string | null;
}

/** The yen taken off by the receipt's discount lines (they carry negative yen). */
export const discountOf = (receipt: Receipt): number =>
  receipt.lines.reduce((sum, line) => (line.yen < 0 ? sum - line.yen : sum), 0);

/**
 * Opens one charge attempt: a `pending` ledger row with our order id, written in the caller's
 * transaction, committed before the gateway is called (so a crash after the call leaves a row to settle
 * by asking the gateway). The company's unique order id index refuses a second row with the same id.
 */
export async function openCharge(
  tx: Executor,
  scope: ServiceScope,
  input: OpenChargeInput,
): Promise<LedgerRow> {
  if (!ORDER_ID_PATTERN.test(input.orderId)) throw new RangeError(`not an order id: ${input.orderId}`);
  const [row] = await tx
    .insert(transactions)
    .values({
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      userId: input.userId,
      userSubscriptionId: input.userSubscriptionId ?? null,
      subscriptionPlanId: input.subscriptionPlanId,
      couponId: input.couponId ?? null,
      orderId: input.orderId,
      kind: input.kind,
      status: PaymentStatus.PENDING,
      paymentGateway: input.paymentGateway,
      amount: input.receipt.totalYen,
      netPrice: input.receipt.netYen,
      tax: input.receipt.taxYen,
      discount: discountOf(input.receipt),
      planName: input.planName,
      couponCode: input.couponCode ?? null,
      couponDiscountPercent: input.couponPercent ?? null,
      userEmail: input.userEmail ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      cardHolderName: input.cardHolderName ?? null,
      cardHolderEmail: input.cardHolderEmail ?? null,
      customerIp: input.customerIp ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** How a charge attempt ended: paid (OK) or not (NG, with our result code), by the gateway's codes. */
export type ChargeSettlement =
  | {
      status: typeof PaymentStatus.OK;
      at: Date;
      gatewayTransactionId: string | null;
      gatewayCode: string | null;
      /** The subscription the charge paid for, when it was made after the row was opened. */
      userSubscriptionId?: number | null;
    }
  | { status: typeof PaymentStatus.NG; at: Date; gatewayCode: string | null; resultCode: number };

export async function chargeByOrderId(
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  lock = false,
): Promise<LedgerRow | null> {
  const query = tx
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, scope), eq(transactions.orderId, orderId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Settles a pending charge attempt, in the caller's transaction: OK or NG, the gateway's codes and the
 * instant. A row already settled is left as it is and answered (a replay or a second settler, such as
 * reconciliation racing a 3-D Secure return, changes nothing); `settled` says whether this call did it.
 */
export async function settleCharge(
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  settlement: ChargeSettlement,
): Promise<{ row: LedgerRow; settled: boolean } | null> {
  const row = await chargeByOrderId(tx, scope, orderId, true);
  if (!row) return null;
  if (row.status !== PaymentStatus.PENDING) return { row, settled: false };
  const [updated] = await tx
    .update(transactions)
    .set(
      settlement.status === PaymentStatus.OK
        ? {
            status: PaymentStatus.OK,
            gatewayTransactionId: settlement.gatewayTransactionId,
            gatewayResultCode: settlement.gatewayCode,
            completedAt: settlement.at,
            ...(settlement.userSubscriptionId ? { userSubscriptionId: settlement.userSubscriptionId } : {}),
          }
        : {
            status: PaymentStatus.NG,
            gatewayResultCode: settlement.gatewayCode,
            resultCode: settlement.resultCode,
            completedAt: settlement.at,
          },
    )
    .where(and(inCompany(transactions, scope), eq(transactions.id, row.id)))
    .returning();
  if (!updated) throw new Error('update returned no row');
  // The one place a paid charge gets its follow-ups in the same transaction: its numbered receipt.
  if (updated.status === PaymentStatus.OK) await issueReceipt(tx, scope, updated.id);
  return { row: updated, settled: true };
}

/**
 * Records what needed no gateway (a 0-yen order closed at once): a `done` row of 0 yen, so the order
 * still has its line in the payment history and its receipt.
 */
export async function recordClosedCharge(
  tx: Executor,
  scope: ServiceScope,
  input: OpenChargeInput & { at: Date; userSubscriptionId: number },
): Promise<LedgerRow> {
  if (input.receipt.totalYen !== 0) throw new RangeError('only a 0-yen order closes without a charge');
  const row = await openCharge(tx, scope, input);
  const [done] = await tx
    .update(transactions)
    .set({ status: PaymentStatus.DONE, completedAt: input.at })
    .where(and(inCompany(transactions, scope), eq(transactions.id, row.id)))
    .returning();
  if (!done) throw new Error('update returned no row');
  await issueReceipt(tx, scope, done.id);
  return done;
}
