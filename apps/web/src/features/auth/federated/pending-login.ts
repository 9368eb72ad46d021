import type { IdentityProvider } from '@hondana/contract';

/**
 * A login sent to a provider and not yet back (docs/decisions.md, "Federated login on the web"): kept
 * in sessionStorage under its state, so only this tab's return finds it, and taken once.
 */
export interface PendingLogin {
  provider: IdentityProvider;
  /** The exact redirect URL the server bound to the state (the login call names it again). */
  redirectUrl: string;
  /** Microsoft only: the PKCE verifier whose challenge the server holds. */
  codeVerifier?: string;
  /** Education ID: the reader accepted the terms before this round (code 862). */
  acceptTerms?: boolean;
  /** The login form's remember me when the reader left: the session is kept a year. */
  keepLogin?: boolean;
  /** Started from `/login?is_login_mobile_app=true`: the login call carries the mobile flag. */
  mobileApp?: boolean;
  /** Epoch milliseconds after which the server has forgotten the state. */
  expiresAt: number;
}

const PREFIX = 'hondana.federated.';

export function keepPendingLogin(state: string, login: PendingLogin): void {
  dropExpired();
  window.sessionStorage.setItem(PREFIX + state, JSON.stringify(login));
}

/** The login started under `state`, removed as it is read; undefined when unknown or expired. */
export function takePendingLogin(state: string): PendingLogin | undefined {
  const key = PREFIX + state;
  const raw = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  if (!raw) return undefined;
  try {
    const login = JSON.parse(raw) as PendingLogin;
    return login.expiresAt > Date.now() ? login : undefined;
  } catch {
    return undefined;
  }
}

function dropExpired(): void {
  const now = Date.now();
  for (let i = window.sessionStorage.length - 1; i >= 0; i--) {
    const key = window.sessionStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      if ((JSON.parse(window.sessionStorage.getItem(key) ?? '') as PendingLogin).expiresAt > now) continue;
    } catch {
      // Unreadable: dropped below.
    }
    window.sessionStorage.removeItem(key);
  }
}
