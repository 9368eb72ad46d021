import { type ChargeSchedulePreview, DurationType } from '@hondana/contract';
import { type ChargeDiscounts, chargeLines, type OrdinalDiscount, type PricedPlan } from './discounts.ts';
import { freeTermEnd, paidPeriod, periodBoundary } from './period-end.ts';
import type { PlanDuration } from './plan-duration.ts';
import { buildReceipt } from './receipt.ts';

export interface SchedulePlan extends PricedPlan {
  duration: PlanDuration;
  freeTermDays: number;
}

export const PREVIEW_MONTHS = 24;

/**
 * The charges of a plan bought at `now`, due before `months` months have passed: the free days first
 * (a reader's first purchase of the plan only), then one charge at the start of each paid period,
 * each priced by chargeLines — the coupon on the first paid period, the ordinal discount of each
 * period's number. The renewal job prices a period with the same functions, so what the preview
 * shows is what is charged.
 */
export function chargeSchedule(input: {
  plan: SchedulePlan;
  now: Date;
  timeZone: string;
  firstPurchase: boolean;
  ordinalDiscounts: readonly OrdinalDiscount[];
  coupon: ChargeDiscounts['coupon'];
  months?: number;
}): ChargeSchedulePreview {
  const { plan, now, timeZone } = input;
  const freeDays = input.firstPurchase ? plan.freeTermDays : 0;
  const anchor = freeTermEnd(now, freeDays, timeZone);
  const horizon = periodBoundary(
    now,
    { length: 1, unit: DurationType.MONTH },
    input.months ?? PREVIEW_MONTHS,
    timeZone,
  );
  const charges: ChargeSchedulePreview['charges'] = [];
  for (let n = 1; ; n++) {
    const period = paidPeriod(anchor, plan.duration, n, timeZone);
    if (period.start >= horizon) break;
    const receipt = buildReceipt(
      chargeLines(plan, {
        paidPeriodNo: n,
        ordinalDiscounts: input.ordinalDiscounts,
        coupon: n === 1 ? input.coupon : null,
      }),
    );
    charges.push({
      paidPeriodNo: n,
      chargeAt: period.start.toISOString(),
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      receipt,
    });
  }
  return { freeTermEndsAt: freeDays > 0 ? anchor.toISOString() : null, charges };
}
