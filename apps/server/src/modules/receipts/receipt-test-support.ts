import { randomBytes } from 'node:crypto';
import type { PaymentStatus, TransactionKind } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies, transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

export interface LedgerFixture {
  userId: number;
  kind?: TransactionKind;
  status?: PaymentStatus;
  /** Tax included; net and tax follow the inclusive rule unless given. */
  amount?: number;
  netPrice?: number;
  tax?: number;
  discount?: number;
  couponCode?: string | null;
  couponDiscountPercent?: number | null;
  planName?: string;
  subscriptionPlanId?: number | null;
  userSubscriptionId?: number | null;
  paymentGateway?: 'card' | 'card_alt' | 'member_id' | 'sandbox';
  completedAt?: Date;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  orderId?: string;
}

/** A ledger row as the order flow leaves it once a charge settled (tests write it directly). */
export async function insertLedgerRow(db: Executor, scope: ServiceScope, fixture: LedgerFixture) {
  const amount = fixture.amount ?? 1100;
  const tax = fixture.tax ?? Math.floor((amount * 10) / 110);
  const [row] = await db
    .insert(transactions)
    .values({
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      userId: fixture.userId,
      subscriptionPlanId: fixture.subscriptionPlanId ?? null,
      userSubscriptionId: fixture.userSubscriptionId ?? null,
      orderId: fixture.orderId ?? `P${randomBytes(8).toString('hex').toUpperCase()}`,
      kind: fixture.kind ?? 'purchase',
      status: fixture.status ?? 'OK',
      paymentGateway: fixture.paymentGateway ?? 'card',
      amount,
      netPrice: fixture.netPrice ?? amount - tax,
      tax,
      discount: fixture.discount ?? 0,
      planName: fixture.planName ?? 'Gold',
      couponCode: fixture.couponCode ?? null,
      couponDiscountPercent: fixture.couponDiscountPercent ?? null,
      userEmail: 'reader@example.test',
      periodStart: fixture.periodStart ?? null,
      periodEnd: fixture.periodEnd ?? null,
      gatewayTransactionId: 'gw-1',
      completedAt: fixture.completedAt ?? new Date('2026-11-28T03:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('ledger row not created');
  return row;
}

/** A qualified-invoice issuer: the company's registration number. */
export const registerInvoiceIssuer = (db: Executor, companyId: number, number = 'T1234567890123') =>
  db.update(companies).set({ invoiceRegistrationNumber: number }).where(eq(companies.id, companyId));
