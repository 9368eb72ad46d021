/** Rows the order tests sell (imported by *.test.ts only). */
import type { PaymentGatewayKind } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies, coupons, discountOrdinals, subscriptionPlans } from '../../db/schema/index.ts';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { SANDBOX_GMO_SHOP } from '../../sandbox-gateway/sandbox-merchants.ts';
import { PAYMENT_SECRET_PURPOSES } from '../payments/gateways/payment-settings-of.ts';

export async function insertPlan(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof subscriptionPlans.$inferInsert> = {},
): Promise<number> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      name: 'Gold',
      duration: 1,
      durationType: 1,
      price: 1100,
      taxMode: 'inclusive',
      ...values,
    })
    .returning({ id: subscriptionPlans.id });
  if (!plan) throw new Error('plan not created');
  return plan.id;
}

export async function insertCoupon(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
): Promise<number> {
  const [coupon] = await db
    .insert(coupons)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      discountPercent: 10,
      usageLimit: 5,
      ...values,
    })
    .returning({ id: coupons.id });
  if (!coupon) throw new Error('coupon not created');
  return coupon.id;
}

export async function insertOrdinal(
  db: Database,
  tenant: Tenant,
  values: { ordinal: number; percent: number; planId?: number | null },
): Promise<void> {
  await db.insert(discountOrdinals).values({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    subscriptionPlanId: values.planId ?? null,
    ordinal: values.ordinal,
    discountPercent: values.percent,
  });
}

/** The company's card gateway: the sandbox stands in with its own merchant ('sandbox' needs no secrets). */
export async function useGateway(db: Database, tenant: Tenant, gateway: PaymentGatewayKind | null) {
  await db.update(companies).set({ paymentGateway: gateway }).where(eq(companies.id, tenant.company.id));
}

export async function couponUses(db: Database, couponId: number): Promise<number> {
  const [row] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return row?.used ?? -1;
}

/** The second card gateway with the sandbox's shop and site, its passwords sealed as the settings page does. */
export async function useGmoShop(db: Database, tenant: Tenant, masterKey: Buffer) {
  await db
    .update(companies)
    .set({
      paymentGateway: 'card_alt',
      gmoShopId: SANDBOX_GMO_SHOP.shopId,
      gmoShopPassEnc: sealSecret(SANDBOX_GMO_SHOP.shopPass, masterKey, PAYMENT_SECRET_PURPOSES.gmoShopPass),
      gmoSiteId: SANDBOX_GMO_SHOP.siteId,
      gmoSitePassEnc: sealSecret(SANDBOX_GMO_SHOP.sitePass, masterKey, PAYMENT_SECRET_PURPOSES.gmoSitePass),
    })
    .where(eq(companies.id, tenant.company.id));
}
