import type { Language } from '@hondana/contract';
import { formatDate, translate } from '@hondana/i18n';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { assertYen } from '../billing/yen.ts';
import type { BillingMailFactsOf, BillingMailKind } from './billing-mail-facts.ts';

/** Who the mail greets and where its link leads (the reader's /subscription page). */
export interface BillingMailFrame {
  fullName: string;
  companyName: string;
  link: string;
}

/** A tax-inclusive amount as every billing mail writes it: the yen sign, en-US grouping. */
export function yenText(yen: number): string {
  assertYen(yen);
  return `¥${yen.toLocaleString('en-US')}`;
}

const keyOf: Record<BillingMailKind, string> = {
  started: 'started',
  receipt: 'receipt',
  'payment-declined': 'paymentDeclined',
  'ended-unpaid': 'endedUnpaid',
  cancelled: 'cancelled',
  refunded: 'refunded',
  'plan-changed': 'planChanged',
  'renewal-reminder': 'renewalReminder',
  'card-expires-before-renewal': 'cardExpires',
};

type Params = Record<string, string | number>;

/** The placeholders of one kind's text, its sentences chosen from the facts. */
function paramsOf(
  kind: BillingMailKind,
  facts: BillingMailFactsOf[BillingMailKind],
  lang: Language,
  t: (key: string, params?: Params) => string,
): Params {
  const day = (at: Date) => formatDate(at, lang, BILLING_TIME_ZONE);
  switch (kind) {
    case 'started': {
      const f = facts as BillingMailFactsOf['started'];
      const first = f.freeTermEndsAt
        ? t('started.freeTerm', { date: day(f.freeTermEndsAt), amount: yenText(f.firstChargeYen) })
        : t('started.paidNow', { amount: yenText(f.firstChargeYen) });
      const later = f.renewal
        ? [t('started.renewal', { date: day(f.renewal.at), amount: yenText(f.renewal.yen) })]
        : [];
      return { planName: f.planName, terms: [first, ...later].map((line) => `- ${line}`).join('\n') };
    }
    case 'receipt': {
      const f = facts as BillingMailFactsOf['receipt'];
      return {
        planName: f.planName,
        amount: yenText(f.amountYen),
        periodStart: day(f.periodStart),
        periodEnd: day(f.periodEnd),
        next: f.nextChargeAt
          ? t('receipt.nextRenewal', { date: day(f.nextChargeAt) })
          : t('receipt.noRenewal'),
      };
    }
    case 'payment-declined': {
      const f = facts as BillingMailFactsOf['payment-declined'];
      return {
        planName: f.planName,
        amount: yenText(f.amountYen),
        retry: f.nextRetryAt
          ? t('paymentDeclined.retryOn', { date: day(f.nextRetryAt) })
          : t('paymentDeclined.noRetry'),
        accessUntil: day(f.accessEndsAt),
      };
    }
    case 'ended-unpaid': {
      const f = facts as BillingMailFactsOf['ended-unpaid'];
      return { planName: f.planName, date: day(f.endedAt) };
    }
    case 'cancelled': {
      const f = facts as BillingMailFactsOf['cancelled'];
      return {
        planName: f.planName,
        access: f.accessEndsAt
          ? t('cancelled.accessUntil', { date: day(f.accessEndsAt) })
          : t('cancelled.accessEnded'),
      };
    }
    case 'refunded': {
      const f = facts as BillingMailFactsOf['refunded'];
      return {
        planName: f.planName,
        amount: yenText(f.amountYen),
        date: day(f.refundedAt),
        creditNote: f.creditNoteNumber
          ? t('refunded.creditNote', { number: f.creditNoteNumber })
          : t('refunded.noCreditNote'),
      };
    }
    case 'plan-changed': {
      const f = facts as BillingMailFactsOf['plan-changed'];
      return {
        fromPlanName: f.fromPlanName,
        planName: f.planName,
        amount: yenText(f.chargedNowYen),
        nextAmount: yenText(f.nextChargeYen),
        date: day(f.nextChargeAt),
      };
    }
    case 'renewal-reminder': {
      const f = facts as BillingMailFactsOf['renewal-reminder'];
      return {
        planName: f.planName,
        amount: yenText(f.amountYen),
        date: day(f.renewsAt),
        days: f.daysBefore,
      };
    }
    case 'card-expires-before-renewal': {
      const f = facts as BillingMailFactsOf['card-expires-before-renewal'];
      return { planName: f.planName, cardMask: f.cardMask, date: day(f.renewsAt) };
    }
  }
  throw new Error(`no billing mail ${kind satisfies never}`);
}

/** Subject and text of a billing mail in `lang`, from the built-in texts (billing.mail.*). */
export function billingMailText<K extends BillingMailKind>(
  kind: K,
  facts: BillingMailFactsOf[K],
  lang: Language,
  frame: BillingMailFrame,
): { subject: string; text: string } {
  const base = `billing.mail.${keyOf[kind]}`;
  const t = (key: string, params?: Params) => translate(lang, `billing.mail.${key}`, params);
  const params = { ...paramsOf(kind, facts, lang, t), ...frame };
  return {
    subject: translate(lang, `${base}.subject`, params),
    text: translate(lang, `${base}.body`, params),
  };
}
