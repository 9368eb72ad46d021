import { ResultCode } from '@hondana/contract';
import type { Database } from '../../../platform/database/connection.ts';
import type { TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../../../sandbox-gateway/sandbox-merchants.ts';
import { type GatewayUrlConfig, gatewayUrlsOf, sandboxGatewayUrls, sandboxUrlOf } from './gateway-urls.ts';
import { gmoGateway } from './gmo-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { type PaymentSettings, paymentSettingsOf } from './payment-settings-of.ts';
import { veritransGateway } from './veritrans-gateway.ts';

export interface GatewayDeps {
  db: Database;
  masterKey: Buffer;
  config: GatewayUrlConfig;
  /** Tests shorten it; GATEWAY_TIMEOUT_MS otherwise. */
  gatewayTimeoutMs?: number;
}

/**
 * A card gateway, or why there is none: 835 the company has no (complete) card settings, 866 the
 * gateway named is not a card gateway or has no address (not configured, no sandbox running).
 */
export type GatewayChoice =
  | { ok: true; gateway: PaymentGateway }
  | {
      ok: false;
      resultCode: typeof ResultCode.PAYMENT_SETTING_NOT_FOUND | typeof ResultCode.PAYMENT_GATEWAY_INVALID;
    };

const notSet = { ok: false, resultCode: ResultCode.PAYMENT_SETTING_NOT_FOUND } as const;
const invalid = { ok: false, resultCode: ResultCode.PAYMENT_GATEWAY_INVALID } as const;

/**
 * The adapter for settings, saved or not (the settings page checks unsaved ones with verifySettings).
 * `sandbox` is the first gateway's stand-in with the sandbox's own merchant, whatever is configured.
 */
export function gatewayFromSettings(
  deps: Pick<GatewayDeps, 'config' | 'gatewayTimeoutMs'>,
  settings: PaymentSettings,
): GatewayChoice {
  const urls = gatewayUrlsOf(deps.config);
  const timeout = deps.gatewayTimeoutMs === undefined ? {} : { timeoutMs: deps.gatewayTimeoutMs };
  switch (settings.paymentGateway) {
    case null:
      return notSet;
    case 'sandbox': {
      const apiUrl = sandboxGatewayUrls(sandboxUrlOf(deps.config)).veritransApi;
      if (!apiUrl) return invalid;
      return { ok: true, gateway: veritransGateway({ apiUrl, ...SANDBOX_VERITRANS_MERCHANT, ...timeout }) };
    }
    case 'card': {
      const { merchantCcid, merchantSecretKey } = settings;
      if (!merchantCcid || !merchantSecretKey) return notSet;
      if (!urls.veritransApi) return invalid;
      return {
        ok: true,
        gateway: veritransGateway({ apiUrl: urls.veritransApi, merchantCcid, merchantSecretKey, ...timeout }),
      };
    }
    case 'card_alt': {
      const { gmoShopId, gmoShopPass } = settings;
      if (!gmoShopId || !gmoShopPass) return notSet;
      if (!urls.gmoApi) return invalid;
      return {
        ok: true,
        gateway: gmoGateway({
          apiUrl: urls.gmoApi,
          shopId: gmoShopId,
          shopPass: gmoShopPass,
          siteId: settings.gmoSiteId ?? undefined,
          sitePass: settings.gmoSitePass ?? undefined,
          ...timeout,
        }),
      };
    }
    default:
      return invalid;
  }
}

/** The company's card gateway from its saved settings (secrets decrypted for this call only). */
export async function gatewayForCompany(deps: GatewayDeps, scope: TenantScope): Promise<GatewayChoice> {
  const settings = await paymentSettingsOf(deps.db, deps.masterKey, scope);
  return settings ? gatewayFromSettings(deps, settings) : notSet;
}
