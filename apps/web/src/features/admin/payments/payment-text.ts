import type { ReceiptLine, TransactionItem } from '@hondana/contract';
import { formatDate } from '@hondana/i18n/dates';
import { downloadFile } from '../../../api/upload.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Yen as every money screen writes it: en-US grouping, the yen sign. */
export const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

/** A receipt line in words, with the rule that gave it its yen. */
export function lineText(line: ReceiptLine, t: Translate): string {
  switch (line.rule) {
    case 'plan-price':
      return t('payments.rule.planPrice', { plan: line.label });
    case 'discount-price':
      return t('payments.rule.discountPrice');
    case 'ordinal':
      return t('payments.rule.ordinal', { n: line.paidPeriodNo ?? '', percent: line.percent ?? '' });
    case 'coupon':
      return t('payments.rule.coupon', { code: line.label, percent: line.percent ?? '' });
    case 'plan-change':
      return t('payments.rule.planChange', {
        plan: line.label,
        days: line.remainingDays ?? '',
        periodDays: line.periodDays ?? '',
      });
  }
}

/** Billing days are Japan's: a refund the same Tokyo day as the charge voids it, a later one returns it. */
const BILLING_TIME_ZONE = 'Asia/Tokyo';
export const sameBillingDay = (paidAt: string, now: Date) =>
  formatDate(paidAt, 'en', BILLING_TIME_ZONE) === formatDate(now, 'en', BILLING_TIME_ZONE);

/** Saves a payment's receipt (or a refund's credit note) as PDF. */
export const downloadReceipt = (payment: Pick<TransactionItem, 'id' | 'orderId'>, kind = 'receipt') =>
  downloadFile('receiptPdf', `${kind}-${payment.orderId}.pdf`, undefined, { transactionId: payment.id });
