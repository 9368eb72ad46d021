import { createHash } from 'node:crypto';
import { ResultCode } from '@hondana/contract';
import * as oidc from 'openid-client';
import { appError, isAppError } from '../../platform/http/app-error.ts';
import type { ProviderSettings } from './provider-settings.ts';

/** Discovered provider configurations, per issuer and client (metadata and keys are the provider's). */
const configurations = new Map<string, Promise<oidc.Configuration>>();

const cacheKey = (s: ProviderSettings, skew: number) =>
  createHash('sha256').update(`${s.issuer}\n${s.clientId}\n${s.clientSecret}\n${skew}`).digest('hex');

/**
 * The openid-client configuration of a provider: discovery from its issuer URL, client secret basic
 * authentication, ID token signatures checked against its keys even though the token comes straight from
 * the token endpoint. A provider that cannot be reached answers BACKEND_API_ERROR (502).
 */
export function configurationOf(
  settings: ProviderSettings,
  clockSkewSeconds = 0,
): Promise<oidc.Configuration> {
  const key = cacheKey(settings, clockSkewSeconds);
  let found = configurations.get(key);
  if (!found) {
    found = oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret, [oidc.clockSkew]: clockSkewSeconds },
        undefined,
        {
          execute: [oidc.enableNonRepudiationChecks, ...(settings.local ? [oidc.allowInsecureRequests] : [])],
        },
      )
      .catch((error: unknown) => {
        configurations.delete(key);
        throw appError(ResultCode.BACKEND_API_ERROR, { cause: String(error) });
      });
    configurations.set(key, found);
  }
  return found;
}

export interface CodeExchange {
  code: string;
  state: string;
  nonce: string;
  redirectUri: string;
  codeVerifier: string;
  /** Our clock minus the system clock, seconds (tests move the clock; production: 0). */
  clockSkewSeconds: number;
}

/**
 * Exchanges the authorization code and checks the ID token (signature, issuer, audience, nonce, expiry).
 * The state was already matched by our request row, so the callback URL is rebuilt from it, with the
 * issuer the row was made for (RFC 9207: the row names the provider, which is the mix-up defence).
 */
export async function exchangeCode(settings: ProviderSettings, exchange: CodeExchange) {
  const config = await configurationOf(settings, exchange.clockSkewSeconds);
  const callback = new URL(exchange.redirectUri);
  callback.searchParams.set('code', exchange.code);
  callback.searchParams.set('state', exchange.state);
  if (config.serverMetadata().authorization_response_iss_parameter_supported) {
    callback.searchParams.set('iss', config.serverMetadata().issuer);
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      expectedState: exchange.state,
      expectedNonce: exchange.nonce,
      pkceCodeVerifier: exchange.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw appError(ResultCode.ID_TOKEN_INVALID);
    return claims;
  } catch (error) {
    throw refusalOf(error);
  }
}

/** openid-client's failures as result codes: 889 a code the provider refuses, 890 a bad ID token, 887 else. */
function refusalOf(error: unknown): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code ?? '';
  const providerError = (error as { error?: string }).error;
  if (code === 'OAUTH_RESPONSE_BODY_ERROR') {
    return appError(
      providerError === 'invalid_grant'
        ? ResultCode.AUTHORIZE_CODE_INVALID
        : ResultCode.ID_PROVIDER_TOKEN_ERROR,
    );
  }
  if (/JWT|JWS|KEY_SELECTION|CLAIM/.test(code))
    return appError(ResultCode.ID_TOKEN_INVALID, { reason: code });
  return appError(ResultCode.ID_PROVIDER_TOKEN_ERROR);
}
