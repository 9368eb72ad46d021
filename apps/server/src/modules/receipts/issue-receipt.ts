import { PaymentStatus, type ReceiptLine, type TaxMode } from '@hondana/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companies, receipts, refunds, subscriptionPlans, transactions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { buildReceipt } from '../billing/receipt.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
type LedgerRow = typeof transactions.$inferSelect;

/** Ledger rows that took (or returned) money, or closed at 0 yen: each gets one document. */
const ISSUED_STATUSES = [PaymentStatus.OK, PaymentStatus.DONE] as const;

/**
 * The next number of the company's one sequence (receipts and credit notes), taken in the caller's
 * transaction: the counter row stays locked until it commits, so a rolled-back payment gives its number
 * back and concurrent payments queue on the row — the numbers have no gaps and no repeats.
 */
export async function nextReceiptNumber(tx: Executor, scope: TenantScope): Promise<number> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into receipt_counters as c (company_id, last_number) values (${scope.companyId}, 1)
    on conflict (company_id) do update set last_number = c.last_number + 1
    where ${companyIs('c', scope)}
    returning c.last_number`);
  const value = result.rows[0]?.last_number;
  if (value === undefined) throw new Error('the receipt counter returned no number');
  return Number(value);
}

async function taxModeOfPlan(tx: Executor, scope: TenantScope, planId: number | null): Promise<TaxMode> {
  if (planId === null) return 'inclusive';
  const [plan] = await tx
    .select({ taxMode: subscriptionPlans.taxMode })
    .from(subscriptionPlans)
    .where(and(inCompany(subscriptionPlans, scope), eq(subscriptionPlans.id, planId)));
  return plan?.taxMode ?? 'inclusive';
}

/**
 * The lines of a ledger row when its charger gave none: the plan's price before the discount and one
 * line of the discount (the coupon's when the row names one), in the plan's tax mode. A credit note is
 * one line of what was returned, tax included.
 */
async function derivedLines(tx: Executor, scope: TenantScope, row: LedgerRow): Promise<ReceiptLine[]> {
  const label = row.planName ?? '';
  if (row.kind === 'refund') return [{ rule: 'plan-price', label, yen: row.amount, taxMode: 'inclusive' }];
  const taxMode = await taxModeOfPlan(tx, scope, row.subscriptionPlanId);
  const paid = taxMode === 'exclusive' ? row.netPrice : row.amount;
  const lines: ReceiptLine[] = [{ rule: 'plan-price', label, yen: paid + row.discount, taxMode }];
  if (row.discount > 0) {
    lines.push(
      row.couponCode
        ? {
            rule: 'coupon',
            label: row.couponCode,
            yen: -row.discount,
            taxMode,
            ...(row.couponDiscountPercent ? { percent: row.couponDiscountPercent } : {}),
          }
        : { rule: 'ordinal', label, yen: -row.discount, taxMode },
    );
  }
  return lines;
}

/** The receipt a refund's credit note answers: the refunded charge's. */
async function creditedReceiptOf(tx: Executor, scope: TenantScope, refundRowId: number) {
  const [found] = await tx
    .select({ id: receipts.id })
    .from(refunds)
    .innerJoin(
      receipts,
      and(eq(receipts.companyId, refunds.companyId), eq(receipts.transactionId, refunds.transactionId)),
    )
    .where(and(inCompany(refunds, scope), eq(refunds.refundTransactionId, refundRowId)));
  return found?.id ?? null;
}

export interface IssueOptions {
  /** The charge's lines as priced (discount lines with their rules); derived from the row when absent. */
  lines?: readonly ReceiptLine[];
}

/**
 * Issues the receipt of a paid ledger row (a credit note for a refund row), in the caller's transaction
 * — the one that settles the payment, so a settled payment always has its document and its number.
 * Dated when the payment completed. The issuer, registration number, lines and taxes are kept as
 * issued. The totals are the ledger's; given lines must add up to them. Issuing a row twice answers
 * the first document. Null when the company has no such paid row.
 */
export async function issueReceipt(
  tx: Executor,
  scope: TenantScope,
  transactionId: number,
  options: IssueOptions = {},
): Promise<ReceiptRow | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        inCompany(transactions, scope),
        eq(transactions.id, transactionId),
        inArray(transactions.status, [...ISSUED_STATUSES]),
      ),
    );
  if (!row || row.kind === 'card_update') return null;
  const [existing] = await tx
    .select()
    .from(receipts)
    .where(and(inCompany(receipts, scope), eq(receipts.transactionId, transactionId)));
  if (existing) return existing;
  const issuedAt = row.completedAt ?? row.updatedAt;
  const lines = options.lines ? [...options.lines] : await derivedLines(tx, scope, row);
  let priced = buildReceipt(lines);
  if (priced.totalYen !== row.amount) {
    if (options.lines) {
      throw new RangeError(`receipt lines total ${priced.totalYen} yen, the ledger row ${row.amount}`);
    }
    // The plan's tax mode changed since the charge: the ledger's total, as one tax-inclusive line.
    lines.splice(0, lines.length, {
      rule: 'plan-price',
      label: row.planName ?? '',
      yen: row.amount,
      taxMode: 'inclusive',
    });
    priced = buildReceipt(lines);
  }
  const [company] = await tx
    .select({ name: companies.name, registrationNumber: companies.invoiceRegistrationNumber })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!company) throw new Error('no such company');
  const kind = row.kind === 'refund' ? 'credit-note' : 'receipt';
  const number = await nextReceiptNumber(tx, scope);
  const [issued] = await tx
    .insert(receipts)
    .values({
      companyId: scope.companyId,
      transactionId: row.id,
      creditedReceiptId: kind === 'credit-note' ? await creditedReceiptOf(tx, scope, row.id) : null,
      userId: row.userId,
      kind,
      number,
      issuedAt,
      issuerName: company.name,
      registrationNumber: company.registrationNumber,
      planName: row.planName,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      lines,
      // The ledger's figures: the tax the reader was charged is the tax the receipt states.
      taxes: [{ ratePercent: priced.taxes[0]?.ratePercent ?? 10, netYen: row.netPrice, taxYen: row.tax }],
      netYen: row.netPrice,
      taxYen: row.tax,
      totalYen: row.amount,
    })
    .returning();
  if (!issued) throw new Error('insert returned no row');
  return issued;
}
