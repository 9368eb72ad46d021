import { z } from 'zod';
import { SubscriptionStatus, taxModes } from '../enums.ts';

/** Consumption tax rate, in percent, of every taxed line (one rate today). */
export const CONSUMPTION_TAX_PERCENT = 10;

/** The server refuses a free first period longer than this (880). */
export const MAX_FREE_TERM_DAYS = 29;

/**
 * A subscription's state on the server. The three statuses (ACTIVE, CANCEL, REFUNDED) are
 * what readers and admins see; TRIAL, PAST_DUE and ENDED are finer states shown as one of them
 * (`shownStatusOf`). docs/billing-rules.md holds the table of moves between them.
 */
export const BillingState = {
  /** The free first period: nothing charged yet. */
  TRIAL: 'TRIAL',
  /** A paid period runs and the plan renews at its end. */
  ACTIVE: 'ACTIVE',
  /** A renewal was declined; the card is tried again until the retry deadline, access continues. */
  PAST_DUE: 'PAST_DUE',
  /** Cancelled by the reader: no renewal, access to the end of what was paid (or of the free period). */
  CANCEL: 'CANCEL',
  /** Refunded by an admin: access ends at once. */
  REFUNDED: 'REFUNDED',
  /** Over: a cancelled period ran out, or the renewal retries were exhausted. */
  ENDED: 'ENDED',
} as const;
export type BillingState = (typeof BillingState)[keyof typeof BillingState];
export const billingStates = Object.values(BillingState);

export const shownStatusOf: Record<BillingState, SubscriptionStatus> = {
  TRIAL: SubscriptionStatus.ACTIVE,
  ACTIVE: SubscriptionStatus.ACTIVE,
  PAST_DUE: SubscriptionStatus.ACTIVE,
  CANCEL: SubscriptionStatus.CANCEL,
  REFUNDED: SubscriptionStatus.REFUNDED,
  ENDED: SubscriptionStatus.CANCEL,
};

/** What gave a receipt line its yen: the plan's price, or a discount rule, or a mid-period plan change. */
export const priceRules = ['plan-price', 'discount-price', 'ordinal', 'coupon', 'plan-change'] as const;
export type PriceRule = (typeof priceRules)[number];

/** One line of a receipt. Discount lines carry negative yen. */
export const receiptLineSchema = z.object({
  rule: z.enum(priceRules),
  /** The data the line names: the plan's name (plan price, plan change) or the coupon's code; the rule's words are the web's. */
  label: z.string(),
  yen: z.number().int(),
  taxMode: z.enum(taxModes),
  /** Ordinal and coupon lines: the percent taken off. */
  percent: z.number().int().min(1).max(100).optional(),
  /** Ordinal lines: the paid period the discount is for (1 = the first payment). */
  paidPeriodNo: z.number().int().min(1).optional(),
  /** Plan-change lines: days of the period left at the change, of the period's days. */
  remainingDays: z.number().int().min(0).optional(),
  periodDays: z.number().int().min(1).optional(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** Tax of one rate, computed once on the receipt's lines of that rate, rounded down. */
export const receiptTaxSchema = z.object({
  ratePercent: z.number().int().min(0),
  /** Sum of the lines of this rate before tax. */
  netYen: z.number().int().min(0),
  taxYen: z.number().int().min(0),
});
export type ReceiptTax = z.infer<typeof receiptTaxSchema>;

export const receiptSchema = z.object({
  lines: z.array(receiptLineSchema),
  taxes: z.array(receiptTaxSchema),
  /** Amount before tax (sum of the taxes' net). */
  netYen: z.number().int().min(0),
  taxYen: z.number().int().min(0),
  /** What the reader pays: netYen + taxYen. */
  totalYen: z.number().int().min(0),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One charge of a schedule preview (a plan bought now: the next 24 months of charges). */
export const scheduledChargeSchema = z.object({
  /** 1 = the first paid period. */
  paidPeriodNo: z.number().int().min(1),
  chargeAt: z.iso.datetime({ offset: true }),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  receipt: receiptSchema,
});
export type ScheduledCharge = z.infer<typeof scheduledChargeSchema>;

export const chargeSchedulePreviewSchema = z.object({
  /** End of the free first period, null when there is none. */
  freeTermEndsAt: z.iso.datetime({ offset: true }).nullable(),
  charges: z.array(scheduledChargeSchema),
});
export type ChargeSchedulePreview = z.infer<typeof chargeSchedulePreviewSchema>;
