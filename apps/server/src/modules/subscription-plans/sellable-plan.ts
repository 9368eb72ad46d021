import type { Language, PaymentGatewayKind, TaxMode } from '@hondana/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  subscriptionPlanContentGroups,
  subscriptionPlans,
  subscriptionPlanUpgrades,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import type { PlanDuration } from '../billing/plan-duration.ts';

/** What the order flow needs to sell a plan (and to say why it will not). */
export interface SellablePlan {
  id: number;
  companyId: number;
  serviceId: number;
  /** The name as written (the company's default language) and its translations. */
  name: string;
  nameTranslations: Partial<Record<Language, string>>;
  duration: PlanDuration;
  /** The price of one period as entered; `taxMode` says whether tax is in it. */
  priceYen: number;
  discountPriceYen: number | null;
  taxMode: TaxMode;
  freeTermDays: number;
  /** Gateways that may take the payment; empty: the company's payment gateway. */
  paymentGateways: PaymentGatewayKind[];
  autoRenew: boolean;
  contentGroupIds: number[];
  upgradeTargetIds: number[];
  /** Shown in the portal (is_show). */
  published: boolean;
  /** Hidden from sale for good; history keeps pointing at it. */
  archived: boolean;
}

/**
 * One plan of the service as the order flow sells it, or null when the service has no such plan (another
 * tenant's id included). Whether it may be bought now (published, not archived) is the caller's rule.
 */
export async function loadSellablePlan(
  db: Executor,
  scope: ServiceScope,
  planId: number,
): Promise<SellablePlan | null> {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(inService(subscriptionPlans, scope), eq(subscriptionPlans.id, planId)));
  if (!plan) return null;
  const groups = await db
    .select({ id: subscriptionPlanContentGroups.contentGroupId })
    .from(subscriptionPlanContentGroups)
    .where(
      and(
        inCompany(subscriptionPlanContentGroups, scope),
        eq(subscriptionPlanContentGroups.subscriptionPlanId, plan.id),
      ),
    )
    .orderBy(asc(subscriptionPlanContentGroups.contentGroupId));
  const upgrades = await db
    .select({ id: subscriptionPlanUpgrades.toPlanId })
    .from(subscriptionPlanUpgrades)
    .where(and(inCompany(subscriptionPlanUpgrades, scope), eq(subscriptionPlanUpgrades.fromPlanId, plan.id)))
    .orderBy(asc(subscriptionPlanUpgrades.toPlanId));
  return {
    id: plan.id,
    companyId: plan.companyId,
    serviceId: plan.serviceId,
    name: plan.name,
    nameTranslations: plan.nameTranslations,
    duration: { length: plan.duration, unit: plan.durationType },
    priceYen: plan.price,
    discountPriceYen: plan.discountPrice,
    taxMode: plan.taxMode,
    freeTermDays: plan.freeTermDays,
    paymentGateways: plan.paymentGateways,
    autoRenew: plan.autoRenew,
    contentGroupIds: groups.map((g) => g.id),
    upgradeTargetIds: upgrades.map((u) => u.id),
    published: plan.isShow,
    archived: plan.archivedAt !== null,
  };
}
