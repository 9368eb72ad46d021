import { createHash } from 'node:crypto';
import { type IdentityProvider, ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { IDToken } from 'openid-client';
import type { Clock } from '../../platform/clock.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { exchangeCode } from './oidc-client.ts';
import { providerSettingsFor } from './provider-settings.ts';
import { consumeLoginRequest } from './repository.ts';
import { assertProviderOffered, hashState } from './start-login.ts';

export interface ProviderAnswer {
  authorize_code: string;
  redirect_url: string;
  state: string;
  /** Microsoft: the browser's PKCE verifier. */
  code_verifier?: string;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The part every federated login shares: the state names an unused, unexpired login request of this
 * tenant and provider (else LOGIN_STATE_INVALID, 891) made for the same redirect URI; the browser's PKCE
 * verifier matches the challenge it gave (else AUTHORIZE_CODE_INVALID, 889); then the code is exchanged
 * and the ID token checked. The request is used up by this call whatever its outcome.
 */
export async function completeLogin(
  app: FastifyInstance,
  clock: Clock,
  tenant: Tenant,
  provider: IdentityProvider,
  answer: ProviderAnswer,
): Promise<IDToken> {
  const { db } = app.deps;
  assertProviderOffered(tenant, provider);
  const now = clock.now();
  const request = await consumeLoginRequest(
    db,
    tenantScopeOf(tenant),
    provider,
    hashState(answer.state),
    now,
  );
  if (!request || request.redirectUri !== answer.redirect_url) throw appError(ResultCode.LOGIN_STATE_INVALID);
  const verifier = request.codeVerifier ?? answer.code_verifier;
  if (!verifier || (request.codeChallenge && s256(verifier) !== request.codeChallenge)) {
    throw appError(ResultCode.AUTHORIZE_CODE_INVALID);
  }
  const settings = await providerSettingsFor(app, db, tenant, provider);
  return exchangeCode(settings, {
    code: answer.authorize_code,
    state: answer.state,
    nonce: request.nonce,
    redirectUri: request.redirectUri,
    codeVerifier: verifier,
    clockSkewSeconds: Math.round((now.getTime() - Date.now()) / 1000),
  });
}
