import { DurationType, type PublicPlan } from '@hondana/contract';
import type { TFunction } from '../../../i18n/translator.ts';
import { beforeTaxText, inclusiveText } from '../price/yen-text.ts';

const unitKey = {
  [DurationType.DAY]: 'day',
  [DurationType.MONTH]: 'month',
  [DurationType.YEAR]: 'year',
} as const;

/** "1 month" / "1か月": a plan's period as sold. */
export const durationText = (t: TFunction, plan: Pick<PublicPlan, 'duration' | 'durationType'>) =>
  t(`orders.duration.${unitKey[plan.durationType]}`, { count: plan.duration });

/** The price the reader pays (the discount price when there is one), tax included, and before tax. */
export function planPriceTexts(t: TFunction, plan: Pick<PublicPlan, 'shownPrice' | 'shownDiscountPrice'>) {
  const shown = plan.shownDiscountPrice ?? plan.shownPrice;
  return {
    inclusive: inclusiveText(t, shown.shownYen),
    beforeTax: beforeTaxText(t, shown.netYen),
    /** The regular price, struck through beside a discount price. */
    regular: plan.shownDiscountPrice ? inclusiveText(t, plan.shownPrice.shownYen) : null,
  };
}
