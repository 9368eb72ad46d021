import type { TFunction } from '../../../i18n/translator.ts';

/** Yen digits grouped in thousands the same way in every language (1,100); the texts place the sign or 円. */
export const yenDigits = (yen: number) => Math.abs(Math.round(yen)).toLocaleString('en-US');

/** An amount as the language writes it: ¥1,100 / 1,100円; a discount with a minus sign before it. */
export const yenText = (t: TFunction, yen: number) =>
  `${yen < 0 ? '−' : ''}${t('orders.yen', { yen: yenDigits(yen) })}`;

/** A price the reader pays, tax included: ¥1,100 (tax incl.) / 1,100円（税込）. */
export const inclusiveText = (t: TFunction, yen: number) =>
  t('orders.priceInclusive', { yen: yenDigits(yen) });

/** The amount before tax beside it: ¥1,000 before tax / 税抜1,000円. */
export const beforeTaxText = (t: TFunction, yen: number) =>
  t('orders.priceBeforeTax', { yen: yenDigits(yen) });
