import type { CardTokenizer } from '@hondana/contract';
import type { CompanyRow } from '../../../platform/tenancy/tenant-repository.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../../../sandbox-gateway/sandbox-merchants.ts';
import { type GatewayUrlConfig, gatewayUrlsOf, sandboxGatewayUrls, sandboxUrlOf } from './gateway-urls.ts';

/** What the card form needs to tokenise in the browser: public values only (null: no card gateway). */
export function cardTokenizerOf(
  config: GatewayUrlConfig,
  company: Pick<CompanyRow, 'paymentGateway' | 'tokenApiKey' | 'gmoShopId'>,
): CardTokenizer | null {
  const urls = gatewayUrlsOf(config);
  switch (company.paymentGateway) {
    case 'sandbox': {
      const url = sandboxGatewayUrls(sandboxUrlOf(config)).veritransTokenApi;
      return url ? { kind: 'token_api', url, publicKey: SANDBOX_VERITRANS_MERCHANT.tokenApiKey } : null;
    }
    case 'card':
      return urls.veritransTokenApi && company.tokenApiKey
        ? { kind: 'token_api', url: urls.veritransTokenApi, publicKey: company.tokenApiKey }
        : null;
    case 'card_alt':
      return urls.gmoTokenScript && company.gmoShopId
        ? { kind: 'token_script', url: urls.gmoTokenScript, shopId: company.gmoShopId }
        : null;
    default:
      return null;
  }
}
