import { PaymentGatewayKind, ResultCode } from '@hondana/contract';
import type { TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import type { GatewayDeps } from '../gateways/gateway-for-company.ts';
import { gatewayUrlsOf } from '../gateways/gateway-urls.ts';
import { type PaymentSettings, paymentSettingsOf } from '../gateways/payment-settings-of.ts';
import { type MemberIdClient, memberIdClient } from './member-id-client.ts';

export type MemberIdChoice =
  | { ok: true; client: MemberIdClient }
  | {
      ok: false;
      resultCode: typeof ResultCode.PAYMENT_SETTING_NOT_FOUND | typeof ResultCode.PAYMENT_GATEWAY_INVALID;
    };

/** The provider client for settings whose gateway is the member-ID provider (835 no key, 866 another gateway or no address). */
export function memberIdClientFromSettings(
  deps: Pick<GatewayDeps, 'config' | 'gatewayTimeoutMs'>,
  settings: PaymentSettings,
): MemberIdChoice {
  if (settings.paymentGateway === null)
    return { ok: false, resultCode: ResultCode.PAYMENT_SETTING_NOT_FOUND };
  if (settings.paymentGateway !== PaymentGatewayKind.MEMBER_ID) {
    return { ok: false, resultCode: ResultCode.PAYMENT_GATEWAY_INVALID };
  }
  if (!settings.memberIdApiKey) return { ok: false, resultCode: ResultCode.PAYMENT_SETTING_NOT_FOUND };
  const apiUrl = gatewayUrlsOf(deps.config).memberIdApi;
  if (!apiUrl) return { ok: false, resultCode: ResultCode.PAYMENT_GATEWAY_INVALID };
  return {
    ok: true,
    client: memberIdClient({
      apiUrl,
      apiKey: settings.memberIdApiKey,
      ...(deps.gatewayTimeoutMs === undefined ? {} : { timeoutMs: deps.gatewayTimeoutMs }),
    }),
  };
}

/** The company's member-ID provider client from its saved settings (the key decrypted for this call). */
export async function memberIdClientForCompany(
  deps: GatewayDeps,
  scope: TenantScope,
): Promise<MemberIdChoice> {
  const settings = await paymentSettingsOf(deps.db, deps.masterKey, scope);
  return settings
    ? memberIdClientFromSettings(deps, settings)
    : { ok: false, resultCode: ResultCode.PAYMENT_SETTING_NOT_FOUND };
}
