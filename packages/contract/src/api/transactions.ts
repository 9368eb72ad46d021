import { z } from 'zod';
import { paymentGatewayKinds, paymentStatuses, transactionKinds } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { receiptLineSchema, receiptTaxSchema } from './billing.ts';
import { rowIdSchema } from './row-id.ts';

const instantSchema = z.iso.datetime({ offset: true });

/** A refund's reason, kept with it and shown in the payment's detail. */
export const REFUND_REASON_MAX = 500;

/** The filters of the payment list and its CSV; a system admin names a company, an admin may name a reader. */
export const transactionFiltersSchema = z.object({
  companyId: rowIdSchema.optional(),
  /** Payments made at or after this instant. */
  from: instantSchema.optional(),
  /** Payments made before this instant. */
  to: instantSchema.optional(),
  status: z.enum(paymentStatuses).optional(),
  kind: z.enum(transactionKinds).optional(),
  /** A reader (admins only: a reader's own list is always theirs). */
  userId: rowIdSchema.optional(),
  /** Part of the order id or of the reader's e-mail. */
  keyword: z.string().trim().max(100).optional(),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

/** GET /transaction/page. */
export const transactionPageQuerySchema = pageQuerySchema.extend(transactionFiltersSchema.shape);

/** GET /transaction/export: the same filters, every row. */
export const transactionExportQuerySchema = transactionFiltersSchema;

export const refundMethods = ['void', 'return'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** One refund of a payment. */
export const refundSchema = z.object({
  id: z.number().int(),
  amountYen: z.number().int().min(1),
  /** void: cancelled the billing day it was charged (nothing reaches the card statement); return: money sent back later. */
  method: z.enum(refundMethods),
  reason: z.string(),
  createdAt: instantSchema,
  /** The refund's own ledger row and its credit note. */
  refundTransactionId: z.number().int(),
  creditNoteNumber: z.number().int().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A receipt or credit note as the payment list shows it. */
export const receiptSummarySchema = z.object({
  number: z.number().int().min(1),
  kind: z.enum(['receipt', 'credit-note']),
  issuedAt: instantSchema,
  reissueCount: z.number().int().min(0),
  /** The qualified-invoice registration number the document names, or null. */
  registrationNumber: z.string().nullable(),
  lines: z.array(receiptLineSchema),
  taxes: z.array(receiptTaxSchema),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;

/** One ledger row: a charge, a renewal, a refund or a card update. */
export const transactionItemSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  kind: z.enum(transactionKinds),
  status: z.enum(paymentStatuses),
  paymentGateway: z.enum(paymentGatewayKinds),
  /** Tax included, what the card was charged (a refund row: what was given back). */
  amountYen: z.number().int(),
  netYen: z.number().int(),
  taxYen: z.number().int(),
  discountYen: z.number().int(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().int().nullable(),
  planName: z.string().nullable(),
  userId: z.number().int().nullable(),
  userEmail: z.string().nullable(),
  periodStart: instantSchema.nullable(),
  periodEnd: instantSchema.nullable(),
  createdAt: instantSchema,
  completedAt: instantSchema.nullable(),
  /** Our result code of a failed charge. */
  resultCode: z.number().int().nullable(),
  receipt: receiptSummarySchema.nullable(),
  refunds: z.array(refundSchema),
  /** What an admin may still refund (0 for anything but a paid charge). */
  refundableYen: z.number().int().min(0),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

export const transactionIdParamsSchema = z.object({ id: rowIdSchema });
export const receiptPdfParamsSchema = z.object({ transactionId: rowIdSchema });

/** POST /transaction/refund/{id}: the whole payment or a part of it, in integer yen. */
export const refundRequestSchema = z.object({
  amountYen: z.number().int().min(1).max(1_000_000_000),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX),
  /** Made once per refund dialog: a repeated request answers the first refund instead of refunding twice. */
  refundKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The refund and the payment as it stands after it. */
export const refundResultSchema = z.object({
  refund: refundSchema,
  transaction: transactionItemSchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** The CSV's columns, in order (the header row). */
export const transactionExportColumns = [
  'id',
  'orderId',
  'kind',
  'status',
  'paymentGateway',
  'amountYen',
  'netYen',
  'taxYen',
  'discountYen',
  /** Each discount line's rule: `coupon WELCOME 10%; ordinal 2 10%; discount-price`. */
  'discountRules',
  'couponCode',
  'couponPercent',
  'planName',
  'userId',
  'userEmail',
  'periodStart',
  'periodEnd',
  'createdAt',
  'completedAt',
  'receiptNumber',
  'refundedYen',
] as const;
