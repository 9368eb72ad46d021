import {
  type ChargeSchedulePreview,
  Language,
  type OrderTerms,
  type Receipt,
  ResultCode,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { chargeSchedule } from '../billing/charge-schedule.ts';
import { chargeLines } from '../billing/discounts.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { type CouponOffer, peekCoupon } from '../coupons/claim-coupon.ts';
import { ordinalDiscountsOf } from '../discount-ordinals/ordinal-discounts-of.ts';
import { loadSellablePlan, type SellablePlan } from '../subscription-plans/sellable-plan.ts';
import { orderTermsText } from './order-terms.ts';

/** Everything an order of a plan costs, for the confirmation screen and for the charge itself. */
export interface PricedOrder {
  plan: SellablePlan;
  coupon: CouponOffer | null;
  /** The reader never held this plan: the free days apply. */
  firstPurchase: boolean;
  /** 'start-free-term': the card is kept and nothing is charged now; 'start-paid': charged now. */
  startEvent: 'start-free-term' | 'start-paid';
  freeTermDays: number;
  freeTermEndsAt: Date | null;
  /** The first paid period's receipt (charged now, or when the free days end). */
  receipt: Receipt;
  firstChargeAt: Date;
  /** What is charged with the order itself: 0 in a free period or for a 0-yen receipt. */
  chargeNowYen: number;
  schedule: ChargeSchedulePreview;
  terms: OrderTerms;
}

export type PriceRefusal = {
  refused:
    | typeof ResultCode.PLAN_NOT_FOUND
    | typeof ResultCode.COUPON_NOT_FOUND
    | typeof ResultCode.COUPON_UNAVAILABLE
    | typeof ResultCode.PLAN_REGISTERED_OR_IN_USE;
};

/** States in which the reader holds the plan (the live-per-plan index): a second order is 838. */
const HOLDING = ['TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCEL'] as const;

async function holdingsOf(db: Executor, scope: ServiceScope, userId: number, planId: number) {
  const rows = await db
    .select({ state: userSubscriptions.billingState })
    .from(userSubscriptions)
    .where(
      and(
        inCompany(userSubscriptions, scope),
        eq(userSubscriptions.userId, userId),
        eq(userSubscriptions.subscriptionPlanId, planId),
      ),
    );
  return { ever: rows.length > 0, holds: rows.some((r) => (HOLDING as readonly string[]).includes(r.state)) };
}

async function couponFor(db: Executor, scope: ServiceScope, code: string | undefined, at: Date) {
  if (!code?.trim()) return { coupon: null };
  try {
    return { coupon: await peekCoupon(db, scope, code, at) };
  } catch (error) {
    if (isAppError(error)) return { refused: error.code as PriceRefusal['refused'] };
    throw error;
  }
}

/**
 * Prices an order of `planId` for the reader at `at`: the plan as sold (unpublished or archived plans
 * are not sold: 831), the coupon as it could be used now (832, 847; nothing is claimed), the ordinal
 * discounts, the free days of a first purchase, the first charge and the 24 months after it, and the
 * confirmation text built from exactly these figures. A reader holding the plan already: 838.
 */
export async function priceOrder(
  db: Executor,
  scope: ServiceScope,
  input: { planId: number; couponCode?: string | undefined; userId: number; at: Date; language?: Language },
): Promise<PricedOrder | PriceRefusal> {
  const plan = await loadSellablePlan(db, scope, input.planId);
  if (!plan?.published || plan.archived) return { refused: ResultCode.PLAN_NOT_FOUND };
  const found = await couponFor(db, scope, input.couponCode, input.at);
  if ('refused' in found && found.refused) return { refused: found.refused };
  const coupon = found.coupon ?? null;
  const holdings = await holdingsOf(db, scope, input.userId, plan.id);
  if (holdings.holds) return { refused: ResultCode.PLAN_REGISTERED_OR_IN_USE };
  const firstPurchase = !holdings.ever;
  const ordinalDiscounts = await ordinalDiscountsOf(db, scope, plan.id);
  const priced = {
    id: plan.id,
    name: plan.name,
    priceYen: plan.priceYen,
    discountPriceYen: plan.discountPriceYen,
    taxMode: plan.taxMode,
  };
  const couponRule = coupon ? { code: coupon.code, percent: coupon.percent } : null;
  const receipt = buildReceipt(
    chargeLines(priced, { paidPeriodNo: 1, ordinalDiscounts, coupon: couponRule }),
  );
  const schedule = chargeSchedule({
    plan: { ...priced, duration: plan.duration, freeTermDays: plan.freeTermDays },
    now: input.at,
    timeZone: BILLING_TIME_ZONE,
    firstPurchase,
    ordinalDiscounts,
    coupon: couponRule,
  });
  const freeTermDays = firstPurchase ? plan.freeTermDays : 0;
  const freeTermEndsAt = schedule.freeTermEndsAt ? new Date(schedule.freeTermEndsAt) : null;
  const firstChargeAt = schedule.charges[0] ? new Date(schedule.charges[0].chargeAt) : input.at;
  const startEvent = freeTermDays > 0 ? 'start-free-term' : 'start-paid';
  const terms = orderTermsText(
    {
      planName: plan.nameTranslations[input.language ?? Language.JA] ?? plan.name,
      duration: plan.duration,
      freeTermDays,
      freeTermEndsAt,
      schedule,
      autoRenew: plan.autoRenew,
    },
    input.language,
  );
  return {
    plan,
    coupon,
    firstPurchase,
    startEvent,
    freeTermDays,
    freeTermEndsAt,
    receipt,
    firstChargeAt,
    chargeNowYen: startEvent === 'start-paid' ? receipt.totalYen : 0,
    schedule,
    terms,
  };
}

/** Whether anything is ever charged for this order (a 0-yen plan with no later charges needs no card). */
export const chargesEver = (priced: PricedOrder): boolean =>
  priced.receipt.totalYen > 0 || priced.schedule.charges.some((c) => c.receipt.totalYen > 0);
