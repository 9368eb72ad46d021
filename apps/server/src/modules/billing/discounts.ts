import type { ReceiptLine, TaxMode } from '@hondana/contract';
import { assertYen, floorDiv } from './yen.ts';

/** What of a plan prices a charge. */
export interface PricedPlan {
  id: number;
  name: string;
  /** One period's price as entered, in the plan's tax mode. */
  priceYen: number;
  /** The plan's standing lower price, or null. */
  discountPriceYen: number | null;
  taxMode: TaxMode;
}

/** A discount for the n-th paid period; planId null = every plan of the service. */
export interface OrdinalDiscount {
  ordinal: number;
  percent: number;
  planId: number | null;
}

export interface ChargeDiscounts {
  /** 1 = the first paid period (a free period is not counted). */
  paidPeriodNo: number;
  ordinalDiscounts: readonly OrdinalDiscount[];
  /** The coupon that applies to this charge (the first paid one), or null. */
  coupon: { code: string; percent: number } | null;
}

/** The ordinal discount of a paid period: the plan's own row before a service-wide one. */
export function ordinalDiscountFor(
  planId: number,
  paidPeriodNo: number,
  discounts: readonly OrdinalDiscount[],
): OrdinalDiscount | null {
  const matching = discounts.filter(
    (d) => d.ordinal === paidPeriodNo && (d.planId === planId || d.planId === null),
  );
  return matching.find((d) => d.planId === planId) ?? matching[0] ?? null;
}

function checkPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new RangeError(`a discount is 1..100 %, got ${percent}`);
  }
}

/**
 * The lines of one charge of a plan, in one precedence (docs/billing-rules.md):
 * 1. the plan's price;
 * 2. the plan's discount price replaces it when lower (a line of the difference);
 * 3. the ordinal discount of this paid period and the coupon, both percents of the price after 2,
 *    multiplied (10 % and 20 % take 28 %), the result rounded down to the yen once — so their order
 *    never changes the total; the ordinal line shows its own cut, the coupon line the rest.
 * The lines never sum below 0 yen.
 */
export function chargeLines(plan: PricedPlan, discounts: ChargeDiscounts): ReceiptLine[] {
  assertYen(plan.priceYen, 'price');
  if (plan.priceYen < 0) throw new RangeError('a price is never negative');
  const taxMode = plan.taxMode;
  const lines: ReceiptLine[] = [{ rule: 'plan-price', label: plan.name, yen: plan.priceYen, taxMode }];
  let base = plan.priceYen;
  const discountPrice = plan.discountPriceYen;
  if (discountPrice !== null) {
    assertYen(discountPrice, 'discount price');
    if (discountPrice < 0) throw new RangeError('a discount price is never negative');
    if (discountPrice < base) {
      lines.push({ rule: 'discount-price', label: plan.name, yen: discountPrice - base, taxMode });
      base = discountPrice;
    }
  }
  const ordinal = ordinalDiscountFor(plan.id, discounts.paidPeriodNo, discounts.ordinalDiscounts);
  const ordinalPercent = ordinal?.percent ?? 0;
  const couponPercent = discounts.coupon?.percent ?? 0;
  if (ordinal) checkPercent(ordinalPercent);
  if (discounts.coupon) checkPercent(couponPercent);
  const afterOrdinal = floorDiv(base * (100 - ordinalPercent), 100);
  const final = floorDiv(base * (100 - ordinalPercent) * (100 - couponPercent), 10_000);
  if (ordinal) {
    lines.push({
      rule: 'ordinal',
      label: plan.name,
      yen: afterOrdinal - base,
      taxMode,
      percent: ordinalPercent,
      paidPeriodNo: discounts.paidPeriodNo,
    });
  }
  if (discounts.coupon) {
    lines.push({
      rule: 'coupon',
      label: discounts.coupon.code,
      yen: final - afterOrdinal,
      taxMode,
      percent: couponPercent,
    });
  }
  return lines;
}
