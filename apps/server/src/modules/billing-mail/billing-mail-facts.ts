import type { MailEffect } from '../billing/subscription-transitions.ts';

/** Every billing mail: the subscription table's mail effects, the yearly reminder and the card warning. */
export type BillingMailKind = MailEffect | 'renewal-reminder' | 'card-expires-before-renewal';

/** Days before a yearly renewal its reminder goes out. */
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
export type ReminderDays = (typeof RENEWAL_REMINDER_DAYS)[number];

/**
 * What each mail states. Amounts are integer yen, tax included (what the reader pays); instants are
 * written as days of the billing calendar. A mail names only facts its caller knows for certain.
 */
export interface BillingMailFactsOf {
  started: {
    planName: string;
    /** Null: paid at once (`paidNowYen`). */
    freeTermEndsAt: Date | null;
    /** The first charge (today's, or the one at the free term's end). */
    firstChargeYen: number;
    /** The next charge after the first, and what each period costs from then; null: it does not renew. */
    renewal: { at: Date; yen: number } | null;
  };
  receipt: {
    planName: string;
    amountYen: number;
    periodStart: Date;
    periodEnd: Date;
    /** Null: nothing more is due (a plan that does not renew). */
    nextChargeAt: Date | null;
  };
  'payment-declined': {
    planName: string;
    amountYen: number;
    /** Null: no retry is left. */
    nextRetryAt: Date | null;
    accessEndsAt: Date;
  };
  'ended-unpaid': { planName: string; endedAt: Date };
  cancelled: { planName: string; accessEndsAt: Date | null };
  refunded: { planName: string; amountYen: number; refundedAt: Date; creditNoteNumber: string | null };
  'plan-changed': {
    fromPlanName: string;
    planName: string;
    chargedNowYen: number;
    nextChargeAt: Date;
    nextChargeYen: number;
  };
  'renewal-reminder': { planName: string; amountYen: number; renewsAt: Date; daysBefore: ReminderDays };
  'card-expires-before-renewal': { planName: string; cardMask: string; renewsAt: Date };
}

export type BillingMailFacts<K extends BillingMailKind = BillingMailKind> = BillingMailFactsOf[K];

/** One mail to queue: to a subscription's reader, or to a user (a mail about no subscription). */
export type BillingMailRequest = {
  [K in BillingMailKind]: ({ subscriptionId: number } | { userId: number }) & {
    kind: K;
    facts: BillingMailFactsOf[K];
  };
}[BillingMailKind];
