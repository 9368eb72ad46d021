import {
  type AdminLoginResponse,
  DEFAULT_LANGUAGE,
  type Language,
  type LoginResponse,
  USER_LOGIN_TYPE,
} from '@hondana/contract';
import { routeIndex } from '@hondana/contract/route-index';
import * as accountsApi from '../api/accounts.ts';
import { ApiError } from '../api/api-error.ts';
import { loadErrorTextsFor } from '../api/error-texts.ts';
import { rememberReturnRoute } from '../app/return-route.ts';
import { browserLanguage } from '../i18n/browser-language.ts';
import { changeLanguage, i18n as i18next, storedLanguage } from '../i18n/i18n.ts';
import { can } from './abilities.ts';
import { announceClosedByLimit, isClosedByLimit } from './closed-by-limit.ts';
import { tryAutomaticIpLogin } from './ip-login.ts';
import { mobileAppLandingUrl, mobileAppLoginAsked, takeMobileAppToken } from './mobile-web-view.ts';
import { takeSessionCheck } from './session-boot.ts';
import { clearAuthToken, readAuthToken, writeAuthToken } from './session-cookie.ts';
import { sessionRefusal } from './session-policy.ts';
import {
  initialSessionState,
  type PendingAction,
  type SessionRedirect,
  type SessionScope,
  type SessionUser,
  useSession,
} from './session-store.ts';

/**
 * The session transitions: restore from the cookie, login success, logout, forced
 * logout, reauthorize. Navigation is asked for through `redirect`, which SessionRoot carries out.
 */

const get = () => useSession.getState();
const set = useSession.setState;

/** Exceeded-session toast: 5 s; a warning, since the login itself succeeded. */
export const EXCEEDED_SESSION_TOAST_MS = 5_000;

/** The administration site's own session cookie: `hondana_token_admin`, path `/admin`. */
export function adminSessionScope(): SessionScope {
  return {
    site: 'admin',
    cookie: { domainType: 'PATH', domain: window.location.hostname, path: 'admin' },
    tenantKey: 'admin',
    // No tenant names one: the browser's language when we have its texts, else the product's default.
    defaultLanguage: browserLanguage(undefined, DEFAULT_LANGUAGE),
  };
}

/** The login route of the scope's router. */
export const loginRouteOf = (scope: SessionScope) => (scope.site === 'admin' ? '/admin/login' : '/login');

const sameScope = (a: SessionScope | null, b: SessionScope) =>
  a !== null && a.site === b.site && a.tenantKey === b.tenantKey && a.cookie.domain === b.cookie.domain;

/** Puts the site's session in the store: the token from its cookie, to be checked by `restoreSession`. */
export function bindSession(scope: SessionScope): void {
  if (sameScope(get().scope, scope)) return;
  const token = takeMobileAppToken(scope) ?? readAuthToken(scope.cookie) ?? null;
  // A page that loads with a cookie never tries the automatic IP login, even when the cookie is refused.
  set({
    ...initialSessionState,
    scope,
    token,
    isSessionValidating: token !== null,
    ipLoginTried: token !== null,
  });
}

let restoring: { token: string; promise: Promise<void> } | null = null;

/**
 * On load with a cookie: GET /auth/info brings the user back, or the cookie goes. Without
 * one, the automatic IP login where the company has it (ip-login.ts).
 */
export function restoreSession(): Promise<void> {
  const { token, scope } = get();
  if (!scope) {
    set({ isSessionValidating: false });
    return Promise.resolve();
  }
  if (!token) return tryAutomaticIpLogin();
  if (restoring?.token === token) return restoring.promise;
  set({ isSessionValidating: true });
  // The check main.tsx started at boot (session-boot.ts) when it is for this token and service.
  const promise = (takeSessionCheck(token, scope.hint?.path) ?? accountsApi.authInfo(token, scope.hint?.path))
    .then(async (user) => {
      if (get().token === token) await acceptUser(token, user);
    })
    .catch((error: unknown) => {
      restoring = null;
      if (get().token !== token) return;
      if (isClosedByLimit(error)) {
        // Signed out by a login elsewhere: told why, and brought back here after logging in again.
        void announceClosedByLimit();
        reauthorize();
        set({ isSessionValidating: false });
        return;
      }
      // The server said no (invalid, expired, blocked…): forget the token. Without an answer keep it.
      if (error instanceof ApiError && error.hasResponse) forgetToken();
      set({ isSessionValidating: false });
    });
  restoring = { token, promise };
  return promise;
}

/** Reloads the signed-in user (after the profile changed). */
export async function refreshUser(): Promise<void> {
  const { token, scope } = get();
  if (!token || !scope) return;
  const user = await accountsApi.authInfo(token, scope.hint?.path);
  if (get().token === token) set({ user });
}

export interface Credentials {
  /** E-mail or username, as the company's account type allows. */
  identifier: string;
  password: string;
  keepLogin: boolean;
}

/**
 * POST /auth/login on a tenant's portal (login type 4), POST /auth/admin-login on the admin site (whose
 * answer may be a second-factor step instead of a session).
 */
export async function signIn({ identifier, password, keepLogin }: Credentials): Promise<AdminLoginResponse> {
  const { scope } = get();
  if (!scope) throw new ApiError(0, 'api.error.unknown', null, routeIndex.login.path);
  set({ isLoading: true });
  try {
    const email = identifier.trim();
    // The hash code (a SHA-256 fallback for plain-http LAN portals) is fetched on the first submit.
    const { passwordHash } = await import('./password-hash.ts');
    const password_hash = await passwordHash(password);
    if (scope.site === 'admin')
      return await accountsApi.adminLogin({ email, password_hash, keep_login: keepLogin });
    return await accountsApi.login({
      email,
      password_hash,
      keep_login: keepLogin,
      login_type: USER_LOGIN_TYPE,
      domain: scope.hint?.domain,
      path: scope.hint?.path,
      ...(mobileAppLoginAsked() ? { is_mobile_app: true } : {}),
    });
  } finally {
    set({ isLoading: false });
  }
}

/**
 * Login success: the cookie (one year with "keep login", else for the browser session), the user,
 * the user's language, and the exceeded-session notice. Returns false when the user may not stay
 * here (a staff role on a tenant's portal, another tenant's user): they are logged out again.
 */
export async function completeLogin(response: LoginResponse, keepLogin: boolean): Promise<boolean> {
  const { scope } = get();
  if (!scope) return false;
  writeAuthToken(scope.cookie, response.accessToken, keepLogin);
  const accepted = await acceptUser(response.accessToken, response.user);
  if (accepted && response.appMobileAuthToken) {
    // A login made for the mobile app: its web view lands on the address that hands it the token.
    set({
      isSessionValidating: true,
      redirect: { to: mobileAppLandingUrl(scope, response.appMobileAuthToken), external: true },
    });
    return false;
  }
  if (accepted && response.displayMessageExceededSession) {
    const message = response.exceededSessionMessage;
    await loadErrorTextsFor(message);
    const text =
      message && i18next.exists(message)
        ? i18next.t(message)
        : message || i18next.t('text.exceededMessageDefault');
    const { notify } = await import('../api/notify.ts');
    notify('warning', text, { autoClose: EXCEEDED_SESSION_TOAST_MS });
  }
  return accepted;
}

async function acceptUser(token: string, user: SessionUser): Promise<boolean> {
  const scope = get().scope;
  if (!scope) return false;
  const refusal = sessionRefusal(user, scope);
  if (refusal === 'staff') {
    // Keep the spinner up while the browser leaves for the admin login.
    await endSession({
      callServer: true,
      token,
      keepSpinner: true,
      redirect: { to: '/admin/login', external: true },
    });
    return false;
  }
  if (refusal) {
    await endSession({ callServer: true, token, redirect: { to: loginRouteOf(scope) } });
    return false;
  }
  set({ token, user, isAuthenticated: true, isSessionValidating: false, isLoading: false });
  await settleLanguage(user, scope);
  return true;
}

/**
 * The language of a signed-in user (docs/decisions.md, "Language choice of signed-in readers"): a
 * choice made on this device (remembered per tenant) wins and is saved to the profile when it differs;
 * without one the profile's language applies, not remembered locally, so the next choice is explicit.
 */
async function settleLanguage(user: SessionUser, scope: SessionScope): Promise<void> {
  const chosen = storedLanguage(scope.tenantKey);
  if (chosen) {
    if (chosen !== i18next.language) await changeLanguage(chosen);
    await saveLanguageChoice(chosen);
  } else if (user.lang) {
    await changeLanguage(user.lang);
  }
}

/**
 * An explicit language choice while signed in goes to the profile (PUT /user/update/{id} with `lang`),
 * so it wins on reload, at the next login and on other devices. Users without a profile (IP users)
 * keep it on this device only. A failure is silent: the choice still holds here.
 */
let savingLanguage: Language | null = null;

export async function saveLanguageChoice(lang: Language): Promise<void> {
  const { user, scope } = get();
  if (savingLanguage === lang) return;
  const fullName = user?.fullName?.trim();
  // The call needs the full name too; an account without one keeps the choice on this device.
  if (!user || !scope || !fullName || user.lang === lang || !can(user, 'account.update')) return;
  savingLanguage = lang;
  try {
    await accountsApi.updateUser(user.id, { full_name: fullName, lang });
    const current = get().user;
    if (current?.id === user.id) set({ user: { ...current, lang } });
  } catch {
    // Kept on this device; the profile page still offers the setting.
  } finally {
    savingLanguage = null;
  }
}

function forgetToken(): void {
  const { scope } = get();
  if (scope) clearAuthToken(scope.cookie);
  set({ token: null, user: null, isAuthenticated: false });
}

/** This site's remembered items: `hondana.<what>.<tenantKey>` in local storage, and the tab's storage. */
function clearLocalItems(tenantKey: string): void {
  const suffix = `.${tenantKey}`;
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith('hondana.') && key.endsWith(suffix)) window.localStorage.removeItem(key);
  }
  window.sessionStorage.clear();
}

/**
 * Logout, forced logout and account cancellation: GET /auth/logout (unless the server already ended
 * the sessions), then the cookie, local items and storage go, and the language returns to the site's
 * default.
 */
export async function endSession(
  options: {
    callServer?: boolean;
    /** The session to end when it is not (yet) the store's: a login that was just refused. */
    token?: string;
    redirect?: SessionRedirect;
    keepSpinner?: boolean;
  } = {},
): Promise<void> {
  const { scope } = get();
  const token = options.token ?? get().token;
  if (!scope) return;
  if (options.callServer && token) await accountsApi.logout(token).catch(() => undefined);
  clearAuthToken(scope.cookie);
  clearLocalItems(scope.tenantKey);
  set({
    token: null,
    user: null,
    isAuthenticated: false,
    isLoading: false,
    isSessionValidating: options.keepSpinner === true,
    pendingAction: null,
    reauthorizing: false,
    loginModalOpen: false,
    redirect: options.redirect ?? null,
  });
  await changeLanguage(scope.defaultLanguage);
}

/**
 * An unauthorized-type answer: the session is over. The route is remembered, `pending`
 * is kept to be replayed after the next login, and the login opens: the header's dialog when the
 * page has one, else the login page.
 */
export function reauthorize(pending?: PendingAction): void {
  const state = get();
  const { scope } = state;
  if (!scope) return;
  clearAuthToken(scope.cookie);
  rememberReturnRoute(scope.tenantKey, state.currentRoute);
  const next = {
    token: null,
    user: null,
    isAuthenticated: false,
    isLoading: false,
    reauthorizing: true,
    pendingAction: pending ?? state.pendingAction,
  };
  if (scope.site === 'tenant' && state.loginModalHosts > 0) set({ ...next, loginModalOpen: true });
  else set({ ...next, redirect: { to: loginRouteOf(scope) } });
}

/** After a login: what the user was doing when the login was asked for, run once. */
export function replayPendingAction(): void {
  const pending = get().pendingAction;
  set({ pendingAction: null, reauthorizing: false, loginModalOpen: false });
  if (!pending) return;
  try {
    void Promise.resolve(pending()).catch(() => undefined);
  } catch {
    // A failing replay must not undo the login; its own error handling has spoken.
  }
}
