import { IdentityProvider, type LoginResponse } from '@hondana/contract';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { mobileAppLoginAsked } from '../../../session/mobile-web-view.ts';
import { keepPendingLogin, takePendingLogin } from './pending-login.ts';
import { codeChallengeOf, newCodeVerifier } from './pkce.ts';

/**
 * Google, Microsoft and the education ID on the web (docs/decisions.md "Federated login on
 * the web"): the server gives the provider's authorization URL for this portal's login page; the
 * provider sends the reader back there with a code (or an error) and the state; the login page trades
 * them for a session with the provider's login call.
 */

/** Where the page's tenant is: its login page's address and the hint of every login call. */
export interface FederatedTenant {
  /** '' for a full-domain tenant, '/demo' for the path-mode tenant 'demo'. */
  basePath: string;
  hint: { domain: string; path: string };
}

/** The one redirect URI the server accepts: this portal's login page on this host. */
export const loginPageUrl = (basePath: string) => `${window.location.origin}${basePath}/login`;

/** Leaves the app for the provider (a full navigation: the provider's pages are not ours). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

export interface StartOptions {
  /** Education ID: the reader accepted the terms, the next login call says so (code 862). */
  acceptTerms?: boolean;
  /** The login form's remember me. */
  keepLogin?: boolean;
}

/**
 * Asks the server for the provider's authorization URL (state and nonce kept there; for Microsoft the
 * browser's PKCE challenge, its verifier kept in this tab) and goes there.
 */
export async function startFederatedLogin(
  provider: IdentityProvider,
  tenant: FederatedTenant,
  options: StartOptions = {},
): Promise<void> {
  const redirectUrl = loginPageUrl(tenant.basePath);
  const codeVerifier = provider === IdentityProvider.MICROSOFT ? newCodeVerifier() : undefined;
  const answer = await callApi('authorizationUrl', {
    body: {
      provider,
      redirect_url: redirectUrl,
      code_challenge: codeVerifier ? await codeChallengeOf(codeVerifier) : undefined,
      domain: tenant.hint.domain,
      path: tenant.hint.path,
    },
  });
  keepPendingLogin(answer.state, {
    provider,
    redirectUrl,
    ...(codeVerifier ? { codeVerifier } : {}),
    ...(options.acceptTerms ? { acceptTerms: true } : {}),
    ...(options.keepLogin ? { keepLogin: true } : {}),
    ...(mobileAppLoginAsked() ? { mobileApp: true } : {}),
    expiresAt: Date.parse(answer.expireDate),
  });
  leaveFor(answer.authorizationUrl);
}

/** What a provider sent back to the login page: a code or an error, with the state. */
export interface ProviderReturn {
  code: string | null;
  state: string | null;
  error: string | null;
}

/** The provider's answer in the query (response_mode=query) or the hash (fragment); null when none. */
export function providerReturnOf(search: string, hash: string): ProviderReturn | null {
  for (const source of [search.replace(/^\?/, ''), hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(source);
    if (params.has('code') || params.has('error')) {
      return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
    }
  }
  return null;
}

export type FinishOutcome =
  | { kind: 'signed-in'; response: LoginResponse; keepLogin: boolean }
  /** The provider said no, the state is unknown here, or the server refused: toast, then /login. */
  | { kind: 'failed' }
  /** The education ID's refusals with a screen of their own (862 terms, 701 not registered, 864 my page…). */
  | { kind: 'refused'; code: number };

const finishing = new Map<string, Promise<FinishOutcome>>();

/**
 * Trades the provider's code for a session with the provider's login call. Once per return: a second
 * render of the page (React's strict mode, a remount) gets the same promise, not a second call.
 */
export function finishFederatedLogin(ret: ProviderReturn, tenant: FederatedTenant): Promise<FinishOutcome> {
  const key = `${ret.state}|${ret.code}|${ret.error}`;
  let promise = finishing.get(key);
  if (!promise) {
    promise = finish(ret, tenant);
    finishing.set(key, promise);
  }
  return promise;
}

async function finish(ret: ProviderReturn, tenant: FederatedTenant): Promise<FinishOutcome> {
  const pending = ret.state ? takePendingLogin(ret.state) : undefined;
  if (ret.error || !ret.code || !ret.state || !pending) return { kind: 'failed' };
  const body = {
    authorize_code: ret.code,
    redirect_url: pending.redirectUrl,
    state: ret.state,
    keep_login: pending.keepLogin ?? false,
    domain: tenant.hint.domain,
    path: tenant.hint.path,
    ...(pending.mobileApp ? { is_mobile_app: true } : {}),
  };
  try {
    if (pending.provider === IdentityProvider.GOOGLE) {
      return {
        kind: 'signed-in',
        response: await callApi('socialLogin', { body }),
        keepLogin: body.keep_login,
      };
    }
    if (pending.provider === IdentityProvider.MICROSOFT) {
      if (!pending.codeVerifier) return { kind: 'failed' };
      const withVerifier = { ...body, code_verifier: pending.codeVerifier };
      return {
        kind: 'signed-in',
        response: await callApi('microsoftSsoLogin', { body: withVerifier }),
        keepLogin: body.keep_login,
      };
    }
    const external = { ...body, is_accept_terms_and_condition: pending.acceptTerms ?? false };
    return {
      kind: 'signed-in',
      response: await callApi('externalIdLogin', { body: external }),
      keepLogin: body.keep_login,
    };
  } catch (error) {
    if (pending.provider === IdentityProvider.EXTERNAL_ID && error instanceof ApiError && error.hasResponse) {
      return { kind: 'refused', code: error.status };
    }
    return { kind: 'failed' };
  }
}
