import { ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { chargeLines } from '../billing/discounts.ts';
import { buildReceipt, closesWithoutCharge } from '../billing/receipt.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { ordinalDiscountsOf } from '../discount-ordinals/ordinal-discounts-of.ts';
import { findPlan } from './subscription-repository.ts';

/**
 * Registration without a card (docs/decisions.md "Registering to a plan without a card"): only a plan
 * of the portal's service, shown and not archived (831), whose first charge comes to 0 yen — its price,
 * discount price and the first period's ordinal discount priced as an order is. A plan that costs money
 * is bought through the card order flow (870). The subscription starts paid at `at` (nothing to be free
 * from), through the store; a running registration of the plan is 838.
 */
export async function registerSubscription(
  db: Database,
  scope: ServiceScope,
  input: { userId: number; planId: number; at: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const plan = await findPlan(tx, scope, input.planId);
    if (!plan || plan.serviceId !== scope.serviceId || plan.archived || !plan.isShow) {
      throw appError(ResultCode.PLAN_NOT_FOUND);
    }
    const receipt = buildReceipt(
      chargeLines(plan, {
        paidPeriodNo: 1,
        ordinalDiscounts: await ordinalDiscountsOf(tx, scope, plan.id),
        coupon: null,
      }),
    );
    if (!closesWithoutCharge(receipt)) {
      throw appError(ResultCode.FREE_PAYMENT_UNSUPPORTED, { totalYen: receipt.totalYen });
    }
    // The live-per-plan unique index answers a running registration of the plan with 838.
    const started = await startSubscription(tx, scope, {
      userId: input.userId,
      planId: plan.id,
      event: 'start-paid',
      at: input.at,
      paymentGateway: null,
    });
    if ('refused' in started) throw new Error(`start refused: ${started.refused}`);
    return started.id;
  });
}
