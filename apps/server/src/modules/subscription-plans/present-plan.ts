import type { AdminPlan, PlanLink, PublicPlan } from '@hondana/contract';
import { nominalDays } from '../billing/plan-duration.ts';
import { shownPrice } from '../billing/tax.ts';
import type { LinkRow, PlanRow } from './repository.ts';

/** The links of each plan, by plan id. */
export function linksByPlan(rows: LinkRow[]): Map<number, PlanLink[]> {
  const byPlan = new Map<number, PlanLink[]>();
  for (const { planId, id, name, nameTranslations } of rows) {
    const links = byPlan.get(planId) ?? [];
    links.push({ id, name, nameTranslations });
    byPlan.set(planId, links);
  }
  return byPlan;
}

export interface PlanLinks {
  contentGroups: PlanLink[];
  upgradePlans: PlanLink[];
}

/** A plan as the portal shows it: every price tax-inclusive with the amount before tax beside it. */
export function presentPublicPlan(row: PlanRow, links: PlanLinks): PublicPlan {
  return {
    id: row.id,
    name: row.name,
    nameTranslations: row.nameTranslations,
    imageUrl: row.imageUrl,
    imageUrlTranslations: row.imageUrlTranslations,
    description: row.description,
    descriptionTranslations: row.descriptionTranslations,
    duration: row.duration,
    durationType: row.durationType,
    durationDays: nominalDays({ length: row.duration, unit: row.durationType }),
    price: row.price,
    discountPrice: row.discountPrice,
    taxMode: row.taxMode,
    shownPrice: shownPrice(row.price, row.taxMode),
    shownDiscountPrice: row.discountPrice === null ? null : shownPrice(row.discountPrice, row.taxMode),
    freeTermDays: row.freeTermDays,
    paymentGateways: row.paymentGateways,
    autoRenew: row.autoRenew,
    contentGroups: links.contentGroups,
    upgradePlans: links.upgradePlans,
  };
}

/** A plan as the administration sees it. */
export function presentAdminPlan(row: PlanRow, links: PlanLinks, inUse: boolean): AdminPlan {
  return {
    ...presentPublicPlan(row, links),
    serviceId: row.serviceId,
    isShow: row.isShow,
    ordinal: row.ordinal,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    inUse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
