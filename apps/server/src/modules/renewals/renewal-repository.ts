import { PaymentStatus, type Receipt } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { billingRunKeys, coupons, transactions, userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { BILLING_TIME_ZONE } from '../billing/billing-time-zone.ts';
import { chargeLines } from '../billing/discounts.ts';
import { paidPeriod } from '../billing/period-end.ts';
import { buildReceipt } from '../billing/receipt.ts';
import { ordinalDiscountsOf } from '../discount-ordinals/ordinal-discounts-of.ts';
import type { SellablePlan } from '../subscription-plans/sellable-plan.ts';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/** The subscription, locked until the transaction ends (null: not in the company). */
export async function lockSubscription(
  tx: Executor,
  scope: TenantScope,
  subscriptionId: number,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, subscriptionId)))
    .for('update');
  return row ?? null;
}

/** Start and end of paid period `periodNo` of a subscription (its anchor and its plan's duration). */
export function periodOf(row: SubscriptionRow, plan: SellablePlan, periodNo: number) {
  const anchor = row.anchorAt ?? row.freeTermEndsAt ?? row.registeredAt;
  return paidPeriod(anchor, plan.duration, periodNo, BILLING_TIME_ZONE);
}

/**
 * What period `periodNo` costs: the plan's price, its discount price, the ordinal discount of the
 * period and, for the first paid period (the charge at the free term's end), the coupon the order used.
 */
export async function priceRenewal(
  tx: Executor,
  scope: ServiceScope,
  row: SubscriptionRow,
  plan: SellablePlan,
  periodNo: number,
): Promise<{ receipt: Receipt; coupon: { id: number; code: string; percent: number } | null }> {
  const ordinalDiscounts = await ordinalDiscountsOf(tx, scope, plan.id);
  let coupon: { id: number; code: string; percent: number } | null = null;
  if (periodNo === 1 && row.couponId !== null) {
    const [found] = await tx
      .select({ id: coupons.id, code: coupons.code, percent: coupons.discountPercent })
      .from(coupons)
      .where(and(inCompany(coupons, scope), eq(coupons.id, row.couponId)));
    coupon = found ?? null;
  }
  const lines = chargeLines(
    {
      id: plan.id,
      name: plan.name,
      priceYen: plan.priceYen,
      discountPriceYen: plan.discountPriceYen,
      taxMode: plan.taxMode,
    },
    {
      paidPeriodNo: periodNo,
      ordinalDiscounts,
      coupon: coupon ? { code: coupon.code, percent: coupon.percent } : null,
    },
  );
  return { receipt: buildReceipt(lines), coupon };
}

/**
 * A charge of the period still waiting for its outcome (an earlier attempt whose gateway answer was
 * unknown): it is settled by asking the gateway, never charged again blind.
 */
export async function pendingPeriodCharge(
  tx: Executor,
  scope: TenantScope,
  subscriptionId: number,
  periodStart: Date,
) {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        inCompany(transactions, scope),
        eq(transactions.userSubscriptionId, subscriptionId),
        eq(transactions.periodStart, periodStart),
        inArray(transactions.kind, ['purchase', 'renewal']),
        eq(transactions.status, PaymentStatus.PENDING),
      ),
    );
  return row ?? null;
}

/**
 * Gives a renewal job's key back (its job failed for good, e.g. the gateway stayed unknown through every
 * attempt): the next sweep enqueues the attempt again, and that job finds any pending ledger row of the
 * period and asks the gateway about it before charging, so giving the key back never charges twice.
 */
export async function releaseRunKey(db: Executor, scope: TenantScope, runKey: string): Promise<void> {
  await db
    .delete(billingRunKeys)
    .where(and(inCompany(billingRunKeys, scope), eq(billingRunKeys.runKey, runKey)));
}
