import type { PaymentGatewayKind } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../../db/schema/index.ts';
import { openSecret } from '../../../platform/crypto/secret-box.ts';
import type { Database } from '../../../platform/database/connection.ts';
import type { TenantScope } from '../../../platform/tenancy/tenant-scope.ts';

/** The purposes the payment secrets are sealed under (platform/crypto/secret-box.ts): one per column. */
export const PAYMENT_SECRET_PURPOSES = {
  merchantSecretKey: 'companies.merchant_secret_key_enc',
  gmoShopPass: 'companies.gmo_shop_pass_enc',
  gmoSitePass: 'companies.gmo_site_pass_enc',
  memberIdApiKey: 'companies.member_id_api_key_enc',
} as const;

/** A company's payment settings with its secrets open: held in memory for one call, never answered. */
export interface PaymentSettings {
  paymentGateway: PaymentGatewayKind | null;
  merchantCcid: string | null;
  merchantSecretKey: string | null;
  tokenApiKey: string | null;
  gmoShopId: string | null;
  gmoShopPass: string | null;
  gmoSiteId: string | null;
  gmoSitePass: string | null;
  memberIdMerchant: string | null;
  memberIdApiKey: string | null;
}

/** The company's saved settings, secrets decrypted (null: no such company). */
export async function paymentSettingsOf(
  db: Database,
  masterKey: Buffer,
  scope: TenantScope,
): Promise<PaymentSettings | null> {
  const [row] = await db
    .select({
      paymentGateway: companies.paymentGateway,
      merchantCcid: companies.merchantCcid,
      merchantSecretKeyEnc: companies.merchantSecretKeyEnc,
      tokenApiKey: companies.tokenApiKey,
      gmoShopId: companies.gmoShopId,
      gmoShopPassEnc: companies.gmoShopPassEnc,
      gmoSiteId: companies.gmoSiteId,
      gmoSitePassEnc: companies.gmoSitePassEnc,
      memberIdMerchant: companies.memberIdMerchant,
      memberIdApiKeyEnc: companies.memberIdApiKeyEnc,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  if (!row) return null;
  const open = (sealed: string | null, purpose: string) =>
    sealed === null ? null : openSecret(sealed, masterKey, purpose);
  return {
    paymentGateway: row.paymentGateway,
    merchantCcid: row.merchantCcid,
    merchantSecretKey: open(row.merchantSecretKeyEnc, PAYMENT_SECRET_PURPOSES.merchantSecretKey),
    tokenApiKey: row.tokenApiKey,
    gmoShopId: row.gmoShopId,
    gmoShopPass: open(row.gmoShopPassEnc, PAYMENT_SECRET_PURPOSES.gmoShopPass),
    gmoSiteId: row.gmoSiteId,
    gmoSitePass: open(row.gmoSitePassEnc, PAYMENT_SECRET_PURPOSES.gmoSitePass),
    memberIdMerchant: row.memberIdMerchant,
    memberIdApiKey: open(row.memberIdApiKeyEnc, PAYMENT_SECRET_PURPOSES.memberIdApiKey),
  };
}
