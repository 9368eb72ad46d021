import { PaymentStatus, TransactionKind } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import {
  companies,
  contentGroups,
  coupons,
  discountOrdinals,
  services,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  users,
} from '../db/schema/index.ts';
import { chargeLines } from '../modules/billing/discounts.ts';
import { buildReceipt } from '../modules/billing/receipt.ts';
import { startSubscription } from '../modules/billing/subscription-store.ts';
import { newOrderId, openCharge, settleCharge } from '../modules/orders/ledger.ts';
import type { Executor } from '../platform/database/connection.ts';
import { inCompany, inService, type ServiceScope } from '../platform/tenancy/tenant-scope.ts';

/** The portal of the demo tenant that sells plans. */
export const DEMO_SELLING_PATH = 'demo';
export const DEMO_INVOICE_REGISTRATION_NUMBER = 'T1234567890123';
/** The demo reader who holds the yearly plan; every other demo reader holds none. */
export const DEMO_SUBSCRIBER = 'reader@demo.hondana.test';

/** Two plans, each unlocking some (not all) of the catalogue's groups (by their Japanese names). */
export const demoPlans = [
  {
    name: '月額プラン',
    nameTranslations: { ja: '月額プラン', en: 'Monthly plan', vn: 'Gói tháng' },
    description: '小説と漫画が読み放題。最初の7日間は無料です。',
    descriptionTranslations: {
      ja: '小説と漫画が読み放題。最初の7日間は無料です。',
      en: 'Unlimited novels and comics. The first 7 days are free.',
      vn: 'Đọc không giới hạn tiểu thuyết và truyện tranh. 7 ngày đầu miễn phí.',
    },
    duration: 1,
    durationType: 1 as const,
    price: 980,
    freeTermDays: 7,
    groups: ['小説', '漫画'],
  },
  {
    name: '年額プラン',
    nameTranslations: { ja: '年額プラン', en: 'Yearly plan', vn: 'Gói năm' },
    description: '小説、漫画、ビジネス書、技術書が1年間読み放題。',
    descriptionTranslations: {
      ja: '小説、漫画、ビジネス書、技術書が1年間読み放題。',
      en: 'A year of unlimited novels, comics, business and technology books.',
      vn: 'Một năm đọc không giới hạn tiểu thuyết, truyện tranh, sách kinh doanh và công nghệ.',
    },
    duration: 1,
    durationType: 2 as const,
    price: 9800,
    freeTermDays: 0,
    groups: ['小説', '漫画', 'ビジネス', '技術書'],
  },
] as const;

export const demoCoupon = { code: 'WELCOME10', discountPercent: 10, usageLimit: 100 } as const;
/** Every plan of the service: 20 % off the second paid period. */
export const demoOrdinalDiscount = { ordinal: 2, discountPercent: 20 } as const;

async function demoScope(tx: Executor): Promise<ServiceScope | null> {
  const [service] = await tx
    .select({ companyId: services.companyId, serviceId: services.id })
    .from(services)
    .where(eq(services.path, DEMO_SELLING_PATH));
  return service ?? null;
}

/**
 * Links each demo plan to its content groups that exist (the catalogue makes them after the tenant),
 * leaving links already made; run with the tenant and again once the catalogue is loaded.
 */
export async function linkDemoPlanGroups(tx: Executor, scope: ServiceScope): Promise<void> {
  const plans = await tx.select().from(subscriptionPlans).where(inService(subscriptionPlans, scope));
  const names = [...new Set(demoPlans.flatMap((p) => [...p.groups]))];
  const groups = await tx
    .select({ id: contentGroups.id, name: contentGroups.name })
    .from(contentGroups)
    .where(and(inService(contentGroups, scope), inArray(contentGroups.name, names)));
  const links = demoPlans.flatMap((spec) => {
    const plan = plans.find((p) => p.name === spec.name);
    if (!plan) return [];
    return groups
      .filter((g) => (spec.groups as readonly string[]).includes(g.name))
      .map((g) => ({ companyId: scope.companyId, subscriptionPlanId: plan.id, contentGroupId: g.id }));
  });
  if (links.length > 0) await tx.insert(subscriptionPlanContentGroups).values(links).onConflictDoNothing();
}

/**
 * The demo tenant's selling data, once: its plans, a coupon, an ordinal discount, its qualified-invoice
 * registration number, and one reader holding the yearly plan (bought through the subscription store
 * with its paid ledger row). A service that has plans already is left as it is.
 */
export async function ensureDemoSelling(tx: Executor, at: Date): Promise<void> {
  const scope = await demoScope(tx);
  if (!scope) return;
  const [held] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(inService(subscriptionPlans, scope))
    .limit(1);
  if (held) return linkDemoPlanGroups(tx, scope);
  const added = await tx
    .insert(subscriptionPlans)
    .values(
      demoPlans.map(({ groups: _, ...plan }, index) => ({
        ...plan,
        companyId: scope.companyId,
        serviceId: scope.serviceId,
        taxMode: 'inclusive' as const,
        ordinal: index + 1,
      })),
    )
    .returning();
  await linkDemoPlanGroups(tx, scope);
  await tx.insert(coupons).values({ ...demoCoupon, companyId: scope.companyId, serviceId: scope.serviceId });
  await tx
    .insert(discountOrdinals)
    .values({ ...demoOrdinalDiscount, companyId: scope.companyId, serviceId: scope.serviceId });
  await tx
    .update(companies)
    // The sandbox gateway takes no money, so the demo sells out of the box without forcing its staff's second factor.
    .set({ invoiceRegistrationNumber: DEMO_INVOICE_REGISTRATION_NUMBER, paymentGateway: 'sandbox' })
    .where(eq(companies.id, scope.companyId));
  const yearly = added.find((p) => p.name === demoPlans[1].name);
  if (yearly) await subscribeDemoReader(tx, scope, yearly, at);
}

async function subscribeDemoReader(
  tx: Executor,
  scope: ServiceScope,
  plan: typeof subscriptionPlans.$inferSelect,
  at: Date,
): Promise<void> {
  const [reader] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.email, DEMO_SUBSCRIBER)));
  if (!reader) return;
  const moved = await startSubscription(tx, scope, {
    userId: reader.id,
    planId: plan.id,
    event: 'start-paid',
    at,
    paymentGateway: 'sandbox',
    cardMask: '************1111',
  });
  if ('refused' in moved) throw new Error(`demo subscription refused: ${moved.refused}`);
  const receipt = buildReceipt(
    chargeLines(
      { id: plan.id, name: plan.name, priceYen: plan.price, discountPriceYen: null, taxMode: plan.taxMode },
      { paidPeriodNo: 1, ordinalDiscounts: [], coupon: null },
    ),
  );
  const orderId = newOrderId(TransactionKind.PURCHASE, at);
  await openCharge(tx, scope, {
    orderId,
    kind: TransactionKind.PURCHASE,
    paymentGateway: 'sandbox',
    userId: reader.id,
    subscriptionPlanId: plan.id,
    planName: plan.name,
    receipt,
    userSubscriptionId: moved.id,
    periodStart: at,
    periodEnd: moved.snapshot.periodEnd,
    userEmail: reader.email,
  });
  await settleCharge(tx, scope, orderId, {
    status: PaymentStatus.OK,
    at,
    gatewayTransactionId: `demo-${orderId}`,
    gatewayCode: 'demo',
  });
}
