import { CONSUMPTION_TAX_PERCENT, TaxMode } from '@hondana/contract';
import { assertYen, floorDiv } from './yen.ts';

/** An amount split into what is before tax, the tax, and the tax-inclusive total the reader sees. */
export interface TaxedAmount {
  ratePercent: number;
  netYen: number;
  taxYen: number;
  /** netYen + taxYen, exactly. */
  shownYen: number;
}

/**
 * The tax of an amount in one tax mode, rounded down once:
 * - exclusive: the amount is before tax; tax = ⌊amount × 10 / 100⌋, shown = amount + tax;
 * - inclusive: the amount is the total; tax = ⌊amount × 10 / 110⌋, net = amount − tax;
 * - none: no tax (rate 0).
 * Used for a whole receipt's lines of one rate at once, never line by line.
 */
export function taxOf(amountYen: number, mode: TaxMode): TaxedAmount {
  assertYen(amountYen);
  if (amountYen < 0) throw new RangeError(`a taxed amount is never negative, got ${amountYen}`);
  const rate = CONSUMPTION_TAX_PERCENT;
  switch (mode) {
    case TaxMode.EXCLUSIVE: {
      const taxYen = floorDiv(amountYen * rate, 100);
      return { ratePercent: rate, netYen: amountYen, taxYen, shownYen: amountYen + taxYen };
    }
    case TaxMode.INCLUSIVE: {
      const taxYen = floorDiv(amountYen * rate, 100 + rate);
      return { ratePercent: rate, netYen: amountYen - taxYen, taxYen, shownYen: amountYen };
    }
    case TaxMode.NONE:
      return { ratePercent: 0, netYen: amountYen, taxYen: 0, shownYen: amountYen };
  }
}

/** A plan's price as shown (tax-inclusive, 総額表示) with the amount before tax beside it. */
export function shownPrice(priceYen: number, mode: TaxMode): TaxedAmount {
  return taxOf(priceYen, mode);
}
