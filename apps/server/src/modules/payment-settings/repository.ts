import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { PaymentSettingsRow } from './present-payment-settings.ts';

const columns = {
  id: companies.id,
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
  invoiceRegistrationNumber: companies.invoiceRegistrationNumber,
};

/** The company's payment columns, locked for a change when `forUpdate`. */
export async function readPaymentColumns(
  db: Executor,
  scope: TenantScope,
  forUpdate = false,
): Promise<PaymentSettingsRow | undefined> {
  const query = db.select(columns).from(companies).where(eq(companies.id, scope.companyId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function writePaymentColumns(
  db: Executor,
  scope: TenantScope,
  values: Partial<Omit<PaymentSettingsRow, 'id'>> & { updatedAt: Date },
): Promise<PaymentSettingsRow> {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, scope.companyId))
    .returning(columns);
  if (!row) throw new Error('company not updated');
  return row;
}
