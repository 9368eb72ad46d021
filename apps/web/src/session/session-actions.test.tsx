import { type AuthUser, type LoginResponse, ResultCode } from '@hondana/contract';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n as i18next, initI18n } from '../i18n/i18n.ts';
import {
  type Answer,
  type FakeNetwork,
  type Handlers,
  installFakeNetwork,
  ok,
  unauthorized,
} from '../test-support/render-with-app.tsx';
import * as actions from './session-actions.ts';
import { inlinedCookieScope, startSessionCheck } from './session-boot.ts';
import { useSession } from './session-store.ts';

/**
 * The session transitions with the real modules: i18next, Mantine's notification store, the API
 * client and a happy-dom browser (cookies, storages). Only the server is fake: a `fetch` answering
 * by contract route name.
 */

const TOKEN_COOKIE = 'hondana_token_demo';

/** Every `document.cookie = …` the page wrote (the attributes are not readable back from the jar). */
let cookieSetter: MockInstance<(text: string) => void>;
const cookieWrites = () => cookieSetter.mock.calls.map(([text]) => text);
/** The token the page can read from its cookie (happy-dom keeps a `max-age=0` cookie, empty, until the clock ticks). */
const tokenCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${TOKEN_COOKIE}=`))
    ?.slice(TOKEN_COOKIE.length + 1) || undefined;
/** The cookie was deleted: nothing to read, and the last write expired it. */
const expectTokenCookieDeleted = () => {
  expect(tokenCookie()).toBeUndefined();
  expect(cookieWrites().at(-1)).toBe(`${TOKEN_COOKIE}=; path=/demo; max-age=0`);
};
const setTokenCookie = (token: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test puts the cookie the session reads, as a browser holds it.
  document.cookie = `${TOKEN_COOKIE}=${token}; path=/demo`;
};

const toasts = () => notificationsStore.getState().notifications;

const user = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Reader',
  name: 'Reader',
  lang: 'en',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read', 'account.update', 'account.cancel'],
  ...over,
});
const response = (over: Partial<LoginResponse> = {}): LoginResponse => ({
  accessToken: 'token-1',
  expireDate: '2030-01-01T00:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: null,
  user: user(),
  ...over,
});
const demo = {
  site: 'tenant' as const,
  cookie: { domainType: 'PATH' as const, domain: 'localhost', path: 'demo' },
  tenantKey: 'demo',
  defaultLanguage: 'ja' as const,
  hint: { domain: 'localhost', path: 'demo' },
};

/** The server: logout ends any session; `authInfo` as the test says. */
const server = (more: Handlers = {}): FakeNetwork => installFakeNetwork({ logout: () => ok(null), ...more });

beforeAll(async () => {
  await initI18n();
});

let network: FakeNetwork;

beforeEach(async () => {
  // The tenant's pages live under /demo, where its path cookie is visible.
  window.history.replaceState(null, '', '/demo/');
  // biome-ignore lint/suspicious/noDocumentCookie: a fresh browser for every test.
  document.cookie = `${TOKEN_COOKIE}=; path=/demo; max-age=0`;
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18next.changeLanguage('vn');
  cookieSetter = vi.spyOn(document, 'cookie', 'set');
  network = server();
  useSession.setState({ scope: null });
  actions.bindSession(demo);
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('login success (seed 000 §4)', () => {
  it('keeps the token one year with "remember me", for the browser session otherwise', async () => {
    expect(await actions.completeLogin(response(), true)).toBe(true);
    expect(cookieWrites().at(-1)).toContain(
      `${TOKEN_COOKIE}=token-1; path=/demo; samesite=lax; max-age=31536000`,
    );
    await actions.completeLogin(response({ accessToken: 'token-2' }), false);
    expect(cookieWrites().at(-1)).toContain(`${TOKEN_COOKIE}=token-2; path=/demo`);
    expect(cookieWrites().at(-1)).not.toContain('max-age');
    expect(tokenCookie()).toBe('token-2');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'token-2', user: { id: 7 } });
    // Without a choice made on this device the profile's language applies, not remembered locally.
    expect(i18next.language).toBe('en');
    expect(window.localStorage.getItem('hondana.lang.demo')).toBeNull();
    expect(network.callsTo('updateUser')).toHaveLength(0);
  });

  it('shows the exceeded-session message as a warning for 5 s, translated when it is a key', async () => {
    await actions.completeLogin(response({ displayMessageExceededSession: true }), false);
    expect(toasts()).toMatchObject([
      {
        'data-toast': 'warning',
        title: i18next.t('text.exceededMessageDefault'),
        autoClose: 5000,
      },
    ]);
    expect(i18next.exists('text.exceededMessageDefault')).toBe(true);

    notifications.clean();
    await actions.completeLogin(
      response({ displayMessageExceededSession: true, exceededSessionMessage: 'api.error.601' }),
      false,
    );
    expect(toasts()).toMatchObject([
      { 'data-toast': 'warning', title: i18next.t('api.error.601'), autoClose: 5000 },
    ]);
    expect(toasts()[0]?.title).not.toBe('api.error.601');
  });

  it('logs a staff role out again and sends it to the admin login', async () => {
    expect(
      await actions.completeLogin(
        response({ user: user({ roleLevel: 2, abilities: ['adminSite.open', 'account.read'] }) }),
        false,
      ),
    ).toBe(false);
    expect(network.callsTo('logout')).toMatchObject([{ token: 'token-1' }]);
    expectTokenCookieDeleted();
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      redirect: { to: '/admin/login', external: true },
    });
  });
});

describe('restore from the cookie', () => {
  it('brings the user back, or forgets a token the server refuses', async () => {
    const invalid: Answer = { status: ResultCode.ACCESS_TOKEN_INVALID, message: 'api.error.601', data: null };
    network = server({ authInfo: ({ token }) => (token === 'good' ? ok(user()) : invalid) });

    setTokenCookie('good');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    expect(useSession.getState().isSessionValidating).toBe(true);
    await actions.restoreSession();
    expect(network.callsTo('authInfo')).toMatchObject([{ token: 'good' }]);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, isSessionValidating: false });

    setTokenCookie('revoked');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    await actions.restoreSession();
    expect(network.callsTo('authInfo')).toMatchObject([{ token: 'good' }, { token: 'revoked' }]);
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      isSessionValidating: false,
    });
    expectTokenCookieDeleted();
  });

  it('forgets the token on an unauthorized answer too', async () => {
    network = server({ authInfo: () => unauthorized });
    setTokenCookie('old');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    await actions.restoreSession();
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expectTokenCookieDeleted();
  });

  it('keeps the token when the server could not be reached', async () => {
    network = server({
      authInfo: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    setTokenCookie('kept');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    await actions.restoreSession();
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({
      token: 'kept',
      isAuthenticated: false,
      isSessionValidating: false,
    });
    expect(tokenCookie()).toBe('kept');
  });
});

describe('the automatic IP login (ip-login.ts)', () => {
  it('keeps the spinner up through a second restore while the call is out, then signs in', async () => {
    network = server({ ipAddressAutoLogin: () => ok(response({ accessToken: 'ip-token' })) });
    // The server answers only when the test says: meanwhile the settings redraw and restore again.
    const answered = Promise.withResolvers<void>();
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered.promise;
      return fakeFetch(...args);
    });
    useSession.setState({ scope: null });
    actions.bindSession({ ...demo, autoIpLogin: true });
    const first = actions.restoreSession();
    expect(useSession.getState().isSessionValidating).toBe(true);
    const second = actions.restoreSession();
    // Lifted now, the login guard would send the visitor to /login before the answer came.
    expect(useSession.getState().isSessionValidating).toBe(true);
    answered.resolve();
    await Promise.all([first, second]);
    expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({
      token: 'ip-token',
      isAuthenticated: true,
      isSessionValidating: false,
    });
    // Once per page load: a later restore asks nothing.
    await actions.restoreSession();
    expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(1);
  });
});

describe('the session check started at boot (session-boot.ts)', () => {
  const portalMeta = (attributes: string) => {
    document.head.querySelector('meta[name="hd-portal"]')?.remove();
    document.head.insertAdjacentHTML('beforeend', `<meta name="hd-portal" ${attributes}>`);
  };
  afterEach(() => document.head.querySelector('meta[name="hd-portal"]')?.remove());

  it('reads the cookie the page names, and restoring takes its answer instead of asking again', async () => {
    const asked: URLSearchParams[] = [];
    network = server({
      authInfo: ({ query }) => {
        asked.push(query);
        return ok(user());
      },
    });
    portalMeta('data-domain-type="PATH" data-domain="localhost" data-path="demo"');
    expect(inlinedCookieScope()).toEqual({ domainType: 'PATH', domain: 'localhost', path: 'demo' });
    setTokenCookie('good');
    startSessionCheck();
    // Asked at once, with the tenant hint the portal gives it later.
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(network.callsTo('authInfo')[0]?.token).toBe('good');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.get('servicePath')).toBe('demo');
    expect(asked[0]?.get('domain')).toBe(window.location.hostname);

    useSession.setState({ scope: null });
    actions.bindSession(demo);
    await actions.restoreSession();
    expect(network.callsTo('authInfo')).toHaveLength(1);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'good', user: { id: 7 } });
  });

  it('is asked again when the token changed since the boot, and starts nothing without the page naming its tenant', async () => {
    network = server({ authInfo: () => ok(user()) });
    portalMeta('data-domain-type="PATH" data-domain="localhost" data-path="demo"');
    setTokenCookie('before');
    startSessionCheck();
    setTokenCookie('after');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    await actions.restoreSession();
    expect(network.callsTo('authInfo').map((c) => c.token)).toEqual(['before', 'after']);

    document.head.querySelector('meta[name="hd-portal"]')?.remove();
    expect(inlinedCookieScope()).toBeNull();
    startSessionCheck();
    expect(network.callsTo('authInfo')).toHaveLength(2);
    // A half-written tag is no tenant either.
    portalMeta('data-domain-type="OTHER" data-domain="localhost" data-path="demo"');
    expect(inlinedCookieScope()).toBeNull();
  });
});

describe('reauthorize and replay (seed 001 §4, §8)', () => {
  it('ends the session, remembers the route and opens the dialog when the page has one', async () => {
    await actions.completeLogin(response(), false);
    useSession.setState({ currentRoute: '/42?sort=1', loginModalHosts: 1 });
    const replay = vi.fn();
    actions.reauthorize(replay);
    expect(useSession.getState()).toMatchObject({ token: null, loginModalOpen: true, reauthorizing: true });
    expectTokenCookieDeleted();
    expect(window.sessionStorage.getItem('hondana.returnTo.demo')).toBe('/42?sort=1');
    await actions.completeLogin(response({ accessToken: 'token-3' }), false);
    actions.replayPendingAction();
    expect(replay).toHaveBeenCalledOnce();
    expect(useSession.getState()).toMatchObject({
      pendingAction: null,
      loginModalOpen: false,
      reauthorizing: false,
    });
  });

  it('goes to the login page when no dialog is there', () => {
    useSession.setState({ currentRoute: '/profile', loginModalHosts: 0 });
    actions.reauthorize();
    expect(useSession.getState().redirect).toEqual({ to: '/login' });
  });
});

describe('logout', () => {
  it('calls the server, then clears the cookie, this tenant’s local items and the storage', async () => {
    await actions.completeLogin(response(), true);
    expect(i18next.language).toBe('en');
    window.localStorage.setItem('hondana.lang.demo', 'en');
    window.localStorage.setItem('hondana.lang.campus', 'vn');
    window.sessionStorage.setItem('hondana.returnTo.demo', '/x');
    await actions.endSession({ callServer: true, redirect: { to: '/login' } });
    expect(network.callsTo('logout')).toMatchObject([{ token: 'token-1' }]);
    expectTokenCookieDeleted();
    expect(window.localStorage.getItem('hondana.lang.demo')).toBeNull();
    expect(window.localStorage.getItem('hondana.lang.campus')).toBe('vn');
    expect(window.sessionStorage.getItem('hondana.returnTo.demo')).toBeNull();
    // Back to the tenant's default language.
    expect(i18next.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      redirect: { to: '/login' },
    });
  });
});
