import { type ChargeSchedulePreview, ResultCode } from '@hondana/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { chargeSchedule } from '../billing/charge-schedule.ts';
import { peekCoupon } from '../coupons/claim-coupon.ts';
import { ordinalDiscountsOf } from '../discount-ordinals/ordinal-discounts-of.ts';
import { planForAdmin } from './admin-plans.ts';
import { loadSellablePlan } from './sellable-plan.ts';

/**
 * `GET /subscription-plan/charge-preview/{id}`: the charges of a reader's first purchase of the plan now,
 * for 24 months, priced by the functions the charges and renewals use (discount price, ordinal
 * discounts, the coupon on the first paid period).
 */
export async function planChargePreview(
  db: Executor,
  clock: Clock,
  caller: RouteCaller,
  id: number,
  couponCode: string | undefined,
): Promise<ChargeSchedulePreview> {
  const { scope } = await planForAdmin(db, caller.actor, caller.authorize, id);
  const plan = await loadSellablePlan(db, scope, id);
  if (!plan) throw appError(ResultCode.PLAN_NOT_FOUND);
  const now = clock.now();
  const coupon = couponCode === undefined ? null : await peekCoupon(db, scope, couponCode, now);
  return chargeSchedule({
    plan: {
      id: plan.id,
      name: plan.name,
      priceYen: plan.priceYen,
      discountPriceYen: plan.discountPriceYen,
      taxMode: plan.taxMode,
      duration: plan.duration,
      freeTermDays: plan.freeTermDays,
    },
    now,
    timeZone: BILLING_TIME_ZONE,
    firstPurchase: true,
    ordinalDiscounts: await ordinalDiscountsOf(db, scope, plan.id),
    coupon: coupon && { code: coupon.code, percent: coupon.percent },
  });
}
