import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { discountOrdinals } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import type { OrdinalDiscount } from '../billing/discounts.ts';

/**
 * The ordinal discounts that may apply to a charge of `planId`: the plan's own and the service-wide
 * ones (plan NULL), for billing/discounts.ts `ordinalDiscountFor`, which prefers the plan's own. The
 * ordinal is the subscription's paid period number (docs/decisions.md "Ordinal discounts").
 */
export async function ordinalDiscountsOf(
  db: Executor,
  scope: ServiceScope,
  planId: number,
): Promise<OrdinalDiscount[]> {
  const rows = await db
    .select({
      ordinal: discountOrdinals.ordinal,
      percent: discountOrdinals.discountPercent,
      planId: discountOrdinals.subscriptionPlanId,
    })
    .from(discountOrdinals)
    .where(
      and(
        inService(discountOrdinals, scope),
        or(eq(discountOrdinals.subscriptionPlanId, planId), isNull(discountOrdinals.subscriptionPlanId)),
      ),
    )
    .orderBy(asc(discountOrdinals.ordinal), asc(discountOrdinals.id));
  return rows;
}
