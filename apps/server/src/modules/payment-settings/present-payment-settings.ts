import type { PaymentSettingsView } from '@hondana/contract';
import type { companies } from '../../db/schema/index.ts';

export type PaymentSettingsRow = Pick<
  typeof companies.$inferSelect,
  | 'id'
  | 'paymentGateway'
  | 'merchantCcid'
  | 'merchantSecretKeyEnc'
  | 'tokenApiKey'
  | 'gmoShopId'
  | 'gmoShopPassEnc'
  | 'gmoSiteId'
  | 'gmoSitePassEnc'
  | 'memberIdMerchant'
  | 'memberIdApiKeyEnc'
  | 'invoiceRegistrationNumber'
>;

/** The settings as the console reads them: a secret is only "set" or "not set". */
export const presentPaymentSettings = (row: PaymentSettingsRow): PaymentSettingsView => ({
  companyId: row.id,
  paymentGateway: row.paymentGateway,
  veritrans: {
    merchantCcid: row.merchantCcid,
    merchantSecretKeySet: row.merchantSecretKeyEnc !== null,
    tokenApiKey: row.tokenApiKey,
  },
  gmo: {
    shopId: row.gmoShopId,
    shopPassSet: row.gmoShopPassEnc !== null,
    siteId: row.gmoSiteId,
    sitePassSet: row.gmoSitePassEnc !== null,
  },
  memberId: { merchant: row.memberIdMerchant, apiKeySet: row.memberIdApiKeyEnc !== null },
  invoiceRegistrationNumber: row.invoiceRegistrationNumber,
});

/**
 * The row as the audit trail records it: secrets under names the trail masks (`secretKey`, `password`,
 * `apiKey`), so it keeps that one changed, never its value.
 */
export const auditedSettings = (row: PaymentSettingsRow) => ({
  paymentGateway: row.paymentGateway,
  veritrans: {
    merchantCcid: row.merchantCcid,
    secretKey: row.merchantSecretKeyEnc,
    tokenApiKey: row.tokenApiKey,
  },
  gmoShop: { id: row.gmoShopId, password: row.gmoShopPassEnc },
  gmoSite: { id: row.gmoSiteId, password: row.gmoSitePassEnc },
  memberId: { merchant: row.memberIdMerchant, apiKey: row.memberIdApiKeyEnc },
  invoiceRegistrationNumber: row.invoiceRegistrationNumber,
});
