import { type memberIdSettingsSchema, ResultCode } from '@hondana/contract';
import type { z } from 'zod';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { GatewayDeps } from '../payments/gateways/gateway-for-company.ts';
import { callGateway, GATEWAY_TIMEOUT_MS } from '../payments/gateways/gateway-http.ts';
import { gatewayUrlsOf } from '../payments/gateways/gateway-urls.ts';
import { paymentSettingsOf } from '../payments/gateways/payment-settings-of.ts';
import { settingsScope } from './payment-settings-service.ts';

/** An order number no order has: asking for it tells a known key (404) from a refused one (401). */
const PROBE_ORDER = 'hondana-settings-check';

/**
 * `POST /company/check-api-setting-member-id`: the provider is asked for an order that does not exist
 * with the typed key (a blank key: the stored one). 404 means the key was accepted; 401 is 859; no
 * answer is 843; 835 no key; 866 no provider address on this installation. Nothing is stored.
 */
export async function checkMemberIdSettings(
  deps: GatewayDeps,
  call: RouteCaller,
  body: z.output<typeof memberIdSettingsSchema>,
): Promise<{ verified: true }> {
  const scope = await settingsScope(deps.db, call, body.companyId);
  const stored = await paymentSettingsOf(deps.db, deps.masterKey, scope);
  if (!stored) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const apiKey = body.apiKey || stored.memberIdApiKey;
  if (!apiKey) throw appError(ResultCode.PAYMENT_SETTING_NOT_FOUND, { field: 'apiKey' });
  const apiUrl = gatewayUrlsOf(deps.config).memberIdApi;
  if (!apiUrl) throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  const answer = await callGateway(
    `${apiUrl.replace(/\/$/, '')}/get-info?${new URLSearchParams({ gid_order_no: PROBE_ORDER })}`,
    { method: 'GET', contentType: 'application/json', headers: { 'x-api-key': apiKey }, body: '' },
    deps.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS,
  );
  if (answer.ok && answer.status === 404) return { verified: true };
  if (answer.ok && (answer.status === 401 || answer.status === 403)) {
    throw appError(ResultCode.PAYMENT_SETTINGS_INVALID, { gatewayCode: String(answer.status) });
  }
  throw appError(ResultCode.PAYMENT_API_SETTINGS_INVALID, { reason: 'the provider did not answer' });
}
