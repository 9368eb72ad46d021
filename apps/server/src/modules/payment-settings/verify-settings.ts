import { type gmoSettingsSchema, ResultCode, type veritransSettingsSchema } from '@hondana/contract';
import type { z } from 'zod';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { type GatewayDeps, gatewayFromSettings } from '../payments/gateways/gateway-for-company.ts';
import { type PaymentSettings, paymentSettingsOf } from '../payments/gateways/payment-settings-of.ts';
import { settingsScope } from './payment-settings-service.ts';

/**
 * Asks the gateway whether settings are accepted, charging and storing nothing: the typed settings,
 * a blank secret read as the stored one. 859 the gateway refused them, 843 it did not answer, 835 one
 * is missing, 866 the gateway has no address on this installation.
 */
async function verify(deps: GatewayDeps, settings: PaymentSettings): Promise<{ verified: true }> {
  const choice = gatewayFromSettings(deps, settings);
  if (!choice.ok) throw appError(choice.resultCode);
  const answer = await choice.gateway.verifySettings();
  if (answer.ok === true) return { verified: true };
  if (answer.ok === false) {
    throw appError(ResultCode.PAYMENT_SETTINGS_INVALID, { gatewayCode: answer.gatewayCode });
  }
  throw appError(ResultCode.PAYMENT_API_SETTINGS_INVALID, { reason: 'the gateway did not answer' });
}

async function storedSettings(deps: GatewayDeps, call: RouteCaller, companyId: number | undefined) {
  const scope = await settingsScope(deps.db, call, companyId);
  const stored = await paymentSettingsOf(deps.db, deps.masterKey, scope);
  if (!stored) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return stored;
}

/** `POST /company/check-api-setting-veritrans`. */
export async function checkVeritransSettings(
  deps: GatewayDeps,
  call: RouteCaller,
  body: z.output<typeof veritransSettingsSchema>,
) {
  const stored = await storedSettings(deps, call, body.companyId);
  return verify(deps, {
    ...stored,
    paymentGateway: 'card',
    merchantCcid: body.merchantCcid,
    merchantSecretKey: body.merchantSecretKey || stored.merchantSecretKey,
    tokenApiKey: body.tokenApiKey,
  });
}

/** `POST /company/check-api-setting-gmo`. */
export async function checkGmoSettings(
  deps: GatewayDeps,
  call: RouteCaller,
  body: z.output<typeof gmoSettingsSchema>,
) {
  const stored = await storedSettings(deps, call, body.companyId);
  const siteId = body.siteId || null;
  return verify(deps, {
    ...stored,
    paymentGateway: 'card_alt',
    gmoShopId: body.shopId,
    gmoShopPass: body.shopPass || stored.gmoShopPass,
    gmoSiteId: siteId,
    gmoSitePass: siteId ? body.sitePass || stored.gmoSitePass : null,
  });
}
