import type { NextCharge } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { chargeLines } from '../billing/discounts.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { ordinalDiscountsOf } from '../discount-ordinals/ordinal-discounts-of.ts';
import type { SubscriptionWithPlan } from './subscription-repository.ts';

async function couponPercentOf(db: Executor, scope: ServiceScope, couponId: number | null) {
  if (couponId === null) return null;
  const [row] = await db
    .select({ code: coupons.code, percent: coupons.discountPercent })
    .from(coupons)
    .where(and(inCompany(coupons, scope), eq(coupons.id, couponId)));
  return row ?? null;
}

/**
 * The charge due next, priced as the renewal job prices it (billing/discounts.ts `chargeLines`: the
 * ordinal discount of the period's number, the coupon on the first paid period only), or null when
 * nothing will be charged: no charge is due (cancelled, refunded, ended) or the plan does not renew.
 */
export async function nextChargeOf(
  db: Executor,
  { row, plan }: SubscriptionWithPlan,
): Promise<NextCharge | null> {
  if (row.nextBillingAt === null) return null;
  const paidPeriodNo = row.paidPeriods + 1;
  if (!plan.autoRenew && row.paidPeriods > 0) return null;
  const scope: ServiceScope = { companyId: row.companyId, serviceId: row.serviceId };
  const coupon = paidPeriodNo === 1 ? await couponPercentOf(db, scope, row.couponId) : null;
  const receipt = buildReceipt(
    chargeLines(plan, {
      paidPeriodNo,
      ordinalDiscounts: await ordinalDiscountsOf(db, scope, plan.id),
      coupon,
    }),
  );
  return { chargeAt: row.nextBillingAt.toISOString(), paidPeriodNo, receipt };
}
