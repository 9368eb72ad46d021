import type { LoginResponse } from '@hondana/contract';
import { routeIndex } from '@hondana/contract/route-index';
import { ipAddressAutoLogin, ipAddressLogin } from '../api/accounts.ts';
import { ApiError } from '../api/api-error.ts';
import { mobileAppLoginAsked } from './mobile-web-view.ts';
import { completeLogin } from './session-actions.ts';
import { type SessionScope, useSession } from './session-store.ts';

const get = useSession.getState;
const set = useSession.setState;

/** The login page's "login by IP" button: the server knows the address, we send none. */
export async function signInByIp(keepLogin: boolean): Promise<LoginResponse> {
  const { scope } = get();
  if (!scope?.hint) throw new ApiError(0, 'api.error.unknown', null, routeIndex.ipAddressLogin.path);
  set({ isLoading: true });
  try {
    return await ipAddressLogin({
      keep_login: keepLogin,
      company_domain: scope.hint.domain,
      path: scope.hint.path,
      ...(mobileAppLoginAsked() ? { is_login_mobile_app: true } : {}),
    });
  } finally {
    set({ isLoading: false });
  }
}

/** The login page itself: a visitor who went there wants their own account, not the network's. */
const onLoginPage = () => /\/login\/?$/.test(window.location.pathname);

/**
 * A first visit without a session cookie tries the automatic IP login when the company
 * has it on (docs/decisions.md, "IP login on the web"). The page waits under the session spinner; every
 * refusal is silent and the visitor simply stays a visitor.
 */
export function tryAutomaticIpLogin(): Promise<void> {
  // Once per binding of the site's session (a page load): a session that ends later (a token refused,
  // a logout) leaves a visitor until the next load. A second restore while the call is out (the
  // tenant's settings redrawn) waits for it rather than lifting the spinner over the login guard.
  const { scope, ipLoginTried } = get();
  if (ipLoginTried && inFlight) return inFlight;
  set({ ipLoginTried: true });
  if (ipLoginTried || !scope?.autoIpLogin || !scope.hint || onLoginPage()) {
    set({ isSessionValidating: false });
    return Promise.resolve();
  }
  set({ isSessionValidating: true });
  const attempt = signInAutomatically(scope, scope.hint).finally(() => {
    if (inFlight === attempt) inFlight = null;
    if (get().scope === scope) set({ isSessionValidating: false });
  });
  inFlight = attempt;
  return attempt;
}

let inFlight: Promise<void> | null = null;

async function signInAutomatically(scope: SessionScope, hint: NonNullable<SessionScope['hint']>) {
  try {
    const response = await ipAddressAutoLogin({
      keep_login: false,
      company_domain: hint.domain,
      path: hint.path,
    });
    if (get().scope === scope && get().token === null) await completeLogin(response, false);
  } catch {
    // Not on the organisation's network (or no seat free): a visitor, as without the setting.
  }
}
