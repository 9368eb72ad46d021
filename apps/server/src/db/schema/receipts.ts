/**
 * Receipts (qualified simplified invoices) and credit notes of the ledger's paid rows, numbered without
 * gaps per company, and the refunds an admin made. Rows go only with their company.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { ReceiptLine, ReceiptTax } from '../../../../../packages/contract/src/api/billing.ts';
import { atLeast, inList, matches } from './checks.ts';
import { id, ref, timestamps, tstz } from './columns.ts';
import { companyId } from './companies.ts';

export const receiptKinds = ['receipt', 'credit-note'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];
export const refundMethods = ['void', 'return'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** The last number a company gave a receipt or credit note: the row is locked while the next is taken. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    companyId: companyId(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'receipt_counters_pk', columns: [t.companyId] }),
    check('receipt_counters_last_number_check', atLeast(t.lastNumber, 0)),
  ],
);

/**
 * One document per paid ledger row: a receipt for a charge, a credit note for a refund. What it says is
 * kept as issued (issuer, registration number, lines, taxes), so a reissue prints the same document.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    companyId: companyId(),
    /** The ledger row (no foreign key, like the ledger's own references: both go only with the company). */
    transactionId: ref('transaction_id').notNull(),
    /** A credit note's receipt (the refunded charge's). */
    creditedReceiptId: ref('credited_receipt_id'),
    userId: ref('user_id'),
    kind: text('kind').$type<ReceiptKind>().notNull(),
    /** 1, 2, 3 … per company, receipts and credit notes in one sequence. */
    number: integer('number').notNull(),
    issuedAt: tstz('issued_at').notNull(),
    issuerName: text('issuer_name').notNull(),
    /** T + 13 digits, or null when the company has not registered (then the PDF is a plain receipt). */
    registrationNumber: text('registration_number'),
    planName: text('plan_name'),
    periodStart: tstz('period_start'),
    periodEnd: tstz('period_end'),
    lines: jsonb('lines').$type<ReceiptLine[]>().notNull(),
    taxes: jsonb('taxes').$type<ReceiptTax[]>().notNull(),
    netYen: integer('net_yen').notNull(),
    taxYen: integer('tax_yen').notNull(),
    totalYen: integer('total_yen').notNull(),
    /** The first download: every later one prints the same document marked as a reissue. */
    firstDownloadedAt: tstz('first_downloaded_at'),
    /** Downloads after the first. */
    reissueCount: integer('reissue_count').notNull().default(0),
    lastReissuedAt: tstz('last_reissued_at'),
    ...timestamps(),
  },
  (t) => [
    check('receipts_kind_check', inList(t.kind, receiptKinds)),
    check('receipts_number_check', atLeast(t.number, 1)),
    check('receipts_registration_number_check', matches(t.registrationNumber, '^T[0-9]{13}$')),
    check(
      'receipts_amounts_check',
      sql`${t.netYen} >= 0 and ${t.taxYen} >= 0 and ${t.totalYen} = ${t.netYen} + ${t.taxYen}`,
    ),
    check('receipts_reissue_count_check', atLeast(t.reissueCount, 0)),
    unique('receipts_number_uq').on(t.companyId, t.number),
    unique('receipts_transaction_uq').on(t.companyId, t.transactionId),
    index('receipts_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * A refund of a charge, whole or in part: the gateway's void (the billing day of the charge) or return
 * (later), its own ledger row (kind refund) and the admin's reason. The key makes a repeated request
 * answer the first refund instead of refunding twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    companyId: companyId(),
    /** The refunded charge's ledger row. */
    transactionId: ref('transaction_id').notNull(),
    /** The refund's own ledger row. */
    refundTransactionId: ref('refund_transaction_id').notNull(),
    refundKey: text('refund_key').notNull(),
    amountYen: integer('amount_yen').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    reason: text('reason').notNull(),
    byUserId: ref('by_user_id'),
    ...timestamps(),
  },
  (t) => [
    check('refunds_method_check', inList(t.method, refundMethods)),
    check('refunds_amount_check', atLeast(t.amountYen, 1)),
    check('refunds_reason_check', sql`char_length(${t.reason}) between 1 and 500`),
    unique('refunds_key_uq').on(t.companyId, t.refundKey),
    index('refunds_transaction_idx').on(t.companyId, t.transactionId),
  ],
);
