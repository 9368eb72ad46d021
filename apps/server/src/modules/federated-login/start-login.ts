import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  AccountType,
  type AuthorizationUrlResponse,
  type authorizationUrlRequestSchema,
  DomainType,
  IdentityProvider,
  ResultCode,
  SocialLoginOption,
} from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { configurationOf } from './oidc-client.ts';
import { providerSettingsFor } from './provider-settings.ts';
import {
  countLoginRequestsFromAcrossTenants,
  deleteExpiredLoginRequestsAcrossTenants,
  insertLoginRequest,
} from './repository.ts';

/** How long a started login may take at the provider. */
export const LOGIN_REQUEST_MINUTES = 10;
/**
 * Logins one address may start within LOGIN_REQUEST_MINUTES, in every tenant: a class behind one
 * school address clicking at once fits; a client writing rows as fast as it can is refused.
 */
export const LOGIN_REQUESTS_PER_ADDRESS = 120;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A nonce of 16 alphanumeric characters. */
export const newNonce = () =>
  Array.from({ length: 16 }, () => NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)]).join('');

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Google and Microsoft for ALL and EMAIL companies with the option on; the education ID for EXTERNAL_ID. */
export function assertProviderOffered(tenant: Tenant, provider: IdentityProvider): void {
  const { company } = tenant;
  const byEmail = company.accountType === AccountType.ALL || company.accountType === AccountType.EMAIL;
  const offered =
    provider === IdentityProvider.GOOGLE
      ? byEmail && company.googleLogin !== SocialLoginOption.NONE
      : provider === IdentityProvider.MICROSOFT
        ? byEmail && company.microsoftLogin !== SocialLoginOption.NONE
        : company.accountType === AccountType.EXTERNAL_ID;
  if (!offered) throw appError(ResultCode.NO_PERMISSION);
}

/** The tenant's login page on the host the request came to: the one redirect URI the provider knows. */
export function loginPageOf(tenant: Tenant, request: FastifyRequest): string {
  const servicePath = tenant.company.domainType === DomainType.PATH ? `/${tenant.service.path}` : '';
  return `${request.protocol}://${request.host}${servicePath}/login`;
}

/**
 * POST /auth/authorization-url: a new login request (state, 16-character nonce, PKCE S256) bound to the
 * tenant, the provider and the exact redirect URI, and the provider's authorization URL that carries it.
 * Public, so throttled per address (TOO_MANY_REQUESTS) before anything is read or written.
 */
export async function startLogin(
  app: FastifyInstance,
  clock: Clock,
  tenant: Tenant,
  body: z.output<typeof authorizationUrlRequestSchema>,
  request: FastifyRequest,
): Promise<AuthorizationUrlResponse> {
  const { db } = app.deps;
  const now = clock.now();
  const since = new Date(now.getTime() - LOGIN_REQUEST_MINUTES * 60_000);
  if ((await countLoginRequestsFromAcrossTenants(db, request.ip, since)) >= LOGIN_REQUESTS_PER_ADDRESS) {
    throw appError(ResultCode.TOO_MANY_REQUESTS);
  }
  assertProviderOffered(tenant, body.provider);
  if (body.redirect_url !== loginPageOf(tenant, request)) throw appError(ResultCode.URL_INVALID);
  const browserPkce = body.provider === IdentityProvider.MICROSOFT;
  if (browserPkce && !body.code_challenge)
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'code_challenge' });
  const settings = await providerSettingsFor(app, db, tenant, body.provider);
  const config = await configurationOf(settings);

  const state = randomBytes(32).toString('base64url');
  const nonce = newNonce();
  const codeVerifier = browserPkce ? null : oidc.randomPKCECodeVerifier();
  const codeChallenge = body.code_challenge ?? (await oidc.calculatePKCECodeChallenge(codeVerifier ?? ''));
  const expiresAt = new Date(now.getTime() + LOGIN_REQUEST_MINUTES * 60_000);
  await deleteExpiredLoginRequestsAcrossTenants(db, now);
  await insertLoginRequest(db, tenantScopeOf(tenant), {
    provider: body.provider,
    stateHash: hashState(state),
    nonce,
    redirectUri: body.redirect_url,
    codeVerifier,
    codeChallenge: browserPkce ? codeChallenge : null,
    createdAt: now,
    expiresAt,
    ip: request.ip,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: body.redirect_url,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, state, expireDate: expiresAt.toISOString() };
}
