import { type CouponCheck, ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { loadSellablePlan } from '../subscription-plans/sellable-plan.ts';
import { peekCoupon } from './claim-coupon.ts';

/**
 * `GET /manage-coupon/user/get`: whether a code gives a discount on a plan the portal's service sells
 * (831 not on sale, 832 unknown, 847 expired or used up). Nothing is reserved: the order claims the use.
 */
export async function checkCouponForPlan(
  db: Database,
  scope: ServiceScope,
  query: { code: string; subscriptionPlanId: number },
  at: Date,
): Promise<CouponCheck> {
  const plan = await loadSellablePlan(db, scope, query.subscriptionPlanId);
  if (!plan?.published || plan.archived) {
    throw appError(ResultCode.PLAN_NOT_FOUND, { field: 'subscriptionPlanId' });
  }
  const offer = await peekCoupon(db, scope, query.code, at);
  return { code: offer.code, discountPercent: offer.percent };
}
