import {
  type gmoSettingsSchema,
  type memberIdSettingsSchema,
  type PaymentSettingsView,
  type paymentSettingsUpdateSchema,
  ResultCode,
  RoleLevel,
  type veritransSettingsSchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import { systemClock } from '../../platform/clock.ts';
import { sealSecret } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope, type RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { PAYMENT_SECRET_PURPOSES } from '../payments/gateways/payment-settings-of.ts';
import {
  auditedSettings,
  type PaymentSettingsRow,
  presentPaymentSettings,
} from './present-payment-settings.ts';
import { readPaymentColumns, writePaymentColumns } from './repository.ts';

type Columns = Partial<Omit<PaymentSettingsRow, 'id'>>;

/** The company the caller's settings call is about: their own, or the one a system admin names. */
export async function settingsScope(db: Database, call: RouteCaller, companyId: number | undefined) {
  return adminScope(db, call.actor, call.authorize, { companyId });
}

export async function readPaymentSettings(
  db: Database,
  call: RouteCaller,
  companyId: number | undefined,
): Promise<PaymentSettingsView> {
  const scope = await settingsScope(db, call, companyId);
  const row = await readPaymentColumns(db, scope);
  if (!row) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return presentPaymentSettings(row);
}

/** Whether the stored (or just typed) settings let the gateway be used: what choosing it needs. */
function gatewayReady(row: PaymentSettingsRow, gateway: PaymentSettingsRow['paymentGateway']): boolean {
  switch (gateway) {
    case 'card':
      return Boolean(row.merchantCcid && row.merchantSecretKeyEnc && row.tokenApiKey);
    case 'card_alt':
      return Boolean(row.gmoShopId && row.gmoShopPassEnc);
    case 'member_id':
      return Boolean(row.memberIdMerchant && row.memberIdApiKeyEnc);
    default:
      return true;
  }
}

/** One audited change of the company's payment columns, the row locked while it is checked and written. */
async function changeSettings(
  db: Database,
  call: AdminCall,
  scope: TenantScope,
  change: (current: PaymentSettingsRow) => Columns,
): Promise<PaymentSettingsView> {
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const current = await readPaymentColumns(tx, scope, true);
    if (!current) throw appError(ResultCode.COMPANY_NOT_FOUND);
    const updated = await writePaymentColumns(tx, scope, {
      ...change(current),
      updatedAt: (call.who.clock ?? systemClock).now(),
    });
    record({
      entity: 'paymentSettings',
      entityId: scope.companyId,
      companyId: scope.companyId,
      action: 'update',
      before: auditedSettings(current),
      after: auditedSettings(updated),
    });
    return updated;
  });
  return presentPaymentSettings(row);
}

/**
 * `PUT /company/payment-setting/update`. A gateway is chosen once its settings are stored (835); the
 * sandbox stands in for a real gateway on demo and test installations, so only a system admin picks it
 * (866). A company with a gateway requires its staff's second factor (auth/second-factor-rule.ts).
 */
export async function updatePaymentSettings(
  db: Database,
  call: AdminCall,
  body: z.output<typeof paymentSettingsUpdateSchema>,
): Promise<PaymentSettingsView> {
  const scope = await settingsScope(db, call, body.companyId);
  if (body.paymentGateway === 'sandbox' && call.actor.role !== RoleLevel.SYSTEM_ADMIN) {
    throw appError(ResultCode.PAYMENT_GATEWAY_INVALID, { field: 'paymentGateway' });
  }
  return changeSettings(db, call, scope, (current) => {
    if (!gatewayReady(current, body.paymentGateway)) {
      throw appError(ResultCode.PAYMENT_SETTING_NOT_FOUND, { field: 'paymentGateway' });
    }
    return {
      paymentGateway: body.paymentGateway,
      invoiceRegistrationNumber: body.invoiceRegistrationNumber,
    };
  });
}

/** A typed secret sealed for its column; blank keeps the stored one (undefined: no change). */
const sealed = (masterKey: Buffer, plain: string | undefined, purpose: string) =>
  plain ? sealSecret(plain, masterKey, purpose) : undefined;

const defined = (columns: Columns): Columns =>
  Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));

/** `PUT /company/update-veritrans-payment`. */
export async function saveVeritransSettings(
  db: Database,
  masterKey: Buffer,
  call: AdminCall,
  body: z.output<typeof veritransSettingsSchema>,
): Promise<PaymentSettingsView> {
  const scope = await settingsScope(db, call, body.companyId);
  return changeSettings(db, call, scope, () =>
    defined({
      merchantCcid: body.merchantCcid,
      tokenApiKey: body.tokenApiKey,
      merchantSecretKeyEnc: sealed(
        masterKey,
        body.merchantSecretKey,
        PAYMENT_SECRET_PURPOSES.merchantSecretKey,
      ),
    }),
  );
}

/** `PUT /company/update-gmo-payment`: a site id needs its password, stored or typed (406). */
export async function saveGmoSettings(
  db: Database,
  masterKey: Buffer,
  call: AdminCall,
  body: z.output<typeof gmoSettingsSchema>,
): Promise<PaymentSettingsView> {
  const scope = await settingsScope(db, call, body.companyId);
  return changeSettings(db, call, scope, (current) => {
    const siteId = body.siteId ? body.siteId : null;
    const sitePassEnc = sealed(masterKey, body.sitePass, PAYMENT_SECRET_PURPOSES.gmoSitePass);
    if (siteId && !sitePassEnc && !current.gmoSitePassEnc) {
      throw appError(ResultCode.BAD_PARAMETERS, { field: 'sitePass', reason: 'a site needs its password' });
    }
    return defined({
      gmoShopId: body.shopId,
      gmoShopPassEnc: sealed(masterKey, body.shopPass, PAYMENT_SECRET_PURPOSES.gmoShopPass),
      gmoSiteId: siteId,
      // No site: its password goes too.
      gmoSitePassEnc: siteId ? sitePassEnc : null,
    });
  });
}

/** `PUT /company/update-member-id-payment`. */
export async function saveMemberIdSettings(
  db: Database,
  masterKey: Buffer,
  call: AdminCall,
  body: z.output<typeof memberIdSettingsSchema>,
): Promise<PaymentSettingsView> {
  const scope = await settingsScope(db, call, body.companyId);
  return changeSettings(db, call, scope, () =>
    defined({
      memberIdMerchant: body.merchant,
      memberIdApiKeyEnc: sealed(masterKey, body.apiKey, PAYMENT_SECRET_PURPOSES.memberIdApiKey),
    }),
  );
}
