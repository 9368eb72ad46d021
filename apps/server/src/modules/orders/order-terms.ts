import { createHash } from 'node:crypto';
import { type ChargeSchedulePreview, DurationType, Language, type OrderTerms } from '@hondana/contract';
import { writeDay } from '@hondana/i18n';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import type { PlanDuration } from '../billing/plan-duration.ts';
import { wallTimeOf } from '../billing/zoned-calendar.ts';

/**
 * The version of the final confirmation wording below; change it with any change of the wording. The
 * version a quote answers is this plus a digest of the figures shown (amounts, days, free period,
 * renewal), so an order is refused (867) when the wording or anything the reader was shown changed
 * before the confirm; each order stores the version and the exact text it was confirmed with.
 */
export const ORDER_TERMS_VERSION = '2026-11-28.1';

export interface TermsFigures {
  planName: string;
  duration: PlanDuration;
  freeTermDays: number;
  freeTermEndsAt: Date | null;
  schedule: ChargeSchedulePreview;
  autoRenew: boolean;
}

const yen = (amount: number) => amount.toLocaleString('en-US');

interface Wording {
  title: string;
  plan: (name: string) => string;
  nowFree: (end: string, days: number) => string;
  nowCharged: (amount: string) => string;
  nowNothing: string;
  charges: string;
  charge: (n: number, date: string, amount: string) => string;
  later: (amount: string, every: string) => string;
  renews: (every: string) => string;
  noRenewal: string;
  cancel: string;
  every: (duration: PlanDuration) => string;
}

const unitEn = { [DurationType.DAY]: 'day', [DurationType.MONTH]: 'month', [DurationType.YEAR]: 'year' };
const unitJa = { [DurationType.DAY]: '日', [DurationType.MONTH]: 'か月', [DurationType.YEAR]: '年' };
const unitVn = { [DurationType.DAY]: 'ngày', [DurationType.MONTH]: 'tháng', [DurationType.YEAR]: 'năm' };

const wordings: Record<Language, Wording> = {
  en: {
    title: 'Final confirmation of your order',
    plan: (name) => `Plan: ${name}`,
    nowFree: (end, days) =>
      `Charged now: nothing. The free period of ${days} days starts now and ends on ${end}; your card is kept for the charges below.`,
    nowCharged: (amount) => `Charged now: ¥${amount} (tax included). The subscription starts now.`,
    nowNothing: 'Charged now: nothing (¥0). The subscription starts now.',
    charges: 'Charges (tax included), each on the first day of its period:',
    charge: (n, date, amount) => `${n}. ${date}: ¥${amount}`,
    later: (amount, every) => `After these: ¥${amount} (tax included) every ${every}.`,
    renews: (every) =>
      `The subscription renews automatically every ${every} and your card is charged on each renewal until you cancel.`,
    noRenewal: 'The subscription does not renew: it ends with the period paid.',
    cancel:
      'How to cancel: on the subscription page, at any time. After cancelling nothing more is charged and you keep access to the end of the period already paid (or of the free period).',
    every: (d) => `${d.length} ${unitEn[d.unit]}${d.length === 1 ? '' : 's'}`,
  },
  ja: {
    title: 'ご注文の最終確認',
    plan: (name) => `プラン：${name}`,
    nowFree: (end, days) =>
      `今回のお支払い：なし。${days}日間の無料期間が今から始まり、${end}に終わります。以下のお支払いのためにカードを登録します。`,
    nowCharged: (amount) => `今回のお支払い：${amount}円（税込）。今からご利用いただけます。`,
    nowNothing: '今回のお支払い：0円。今からご利用いただけます。',
    charges: 'お支払い（税込）、各期間の初日に請求します：',
    charge: (n, date, amount) => `${n}. ${date}：${amount}円`,
    later: (amount, every) => `以降：${every}ごとに${amount}円（税込）。`,
    renews: (every) => `解約されるまで${every}ごとに自動で更新され、更新のたびに登録カードに請求します。`,
    noRenewal: '自動更新はありません。お支払い済みの期間で終わります。',
    cancel:
      '解約方法：サブスクリプションのページからいつでも解約できます。解約後の請求はなく、お支払い済みの期間（または無料期間）の終わりまでご利用いただけます。',
    every: (d) => `${d.length}${unitJa[d.unit]}`,
  },
  vn: {
    title: 'Xác nhận cuối cùng đơn hàng của bạn',
    plan: (name) => `Gói: ${name}`,
    nowFree: (end, days) =>
      `Thanh toán bây giờ: không. Thời gian miễn phí ${days} ngày bắt đầu từ bây giờ và kết thúc vào ${end}; thẻ của bạn được lưu cho các lần thanh toán dưới đây.`,
    nowCharged: (amount) => `Thanh toán bây giờ: ¥${amount} (đã gồm thuế). Gói bắt đầu từ bây giờ.`,
    nowNothing: 'Thanh toán bây giờ: không (¥0). Gói bắt đầu từ bây giờ.',
    charges: 'Các lần thanh toán (đã gồm thuế), vào ngày đầu của mỗi kỳ:',
    charge: (n, date, amount) => `${n}. ${date}: ¥${amount}`,
    later: (amount, every) => `Sau đó: ¥${amount} (đã gồm thuế) mỗi ${every}.`,
    renews: (every) =>
      `Gói tự động gia hạn mỗi ${every} và thẻ của bạn được thanh toán mỗi lần gia hạn cho đến khi bạn hủy.`,
    noRenewal: 'Gói không tự động gia hạn: gói kết thúc cùng kỳ đã thanh toán.',
    cancel:
      'Cách hủy: tại trang gói đăng ký, bất cứ lúc nào. Sau khi hủy, không có khoản thanh toán nào nữa và bạn vẫn sử dụng được đến hết kỳ đã thanh toán (hoặc thời gian miễn phí).',
    every: (d) => `${d.length} ${unitVn[d.unit]}`,
  },
};

/**
 * The final confirmation text (特定商取引法 §12-6): the amount now and later, when each charge
 * happens, when the service starts, the free period and its end, how to cancel and the renewal terms.
 */
export function orderTermsText(figures: TermsFigures, language: Language = Language.JA): OrderTerms {
  const w = wordings[language];
  // The billing calendar's day in Japan, written as formatDate writes a day (its cached reader of the zone).
  const day = (iso: string | Date) =>
    writeDay(language, 'date', wallTimeOf(new Date(iso), BILLING_TIME_ZONE));
  const charges = figures.schedule.charges;
  const first = charges[0];
  const every = w.every(figures.duration);
  const lines = [w.title, w.plan(figures.planName)];
  if (figures.freeTermEndsAt) {
    lines.push(w.nowFree(day(figures.freeTermEndsAt), figures.freeTermDays));
  } else if (first && first.receipt.totalYen > 0) {
    lines.push(w.nowCharged(yen(first.receipt.totalYen)));
  } else {
    lines.push(w.nowNothing);
  }
  const shown = figures.autoRenew ? charges : charges.slice(0, 1);
  if (shown.length > 0) {
    lines.push(w.charges);
    shown.forEach((c, i) => {
      lines.push(w.charge(i + 1, day(c.chargeAt), yen(c.receipt.totalYen)));
    });
    const last = shown.at(-1);
    if (figures.autoRenew && last) lines.push(w.later(yen(last.receipt.totalYen), every));
  }
  lines.push(figures.autoRenew ? w.renews(every) : w.noRenewal);
  lines.push(w.cancel);
  // The figures, not the words: the same order shown in another language keeps its version.
  const calendarDay = (iso: string | Date) => {
    const wall = wallTimeOf(new Date(iso), BILLING_TIME_ZONE);
    return [wall.year, wall.month, wall.day];
  };
  const figuresShown = {
    duration: figures.duration,
    freeTermDays: figures.freeTermDays,
    freeTermEndsAt: figures.freeTermEndsAt ? calendarDay(figures.freeTermEndsAt) : null,
    charges: shown.map((c) => [calendarDay(c.chargeAt), c.receipt.totalYen]),
    autoRenew: figures.autoRenew,
  };
  const digest = createHash('sha256').update(JSON.stringify(figuresShown)).digest('hex').slice(0, 16);
  return { version: `${ORDER_TERMS_VERSION}+${digest}`, language, text: lines.join('\n') };
}
