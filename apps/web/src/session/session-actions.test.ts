import { type AuthUser, type LoginResponse, ResultCode } from '@hondana/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../i18n/i18n.ts', () => ({
  changeLanguage: vi.fn(async () => undefined),
  storedLanguage: vi.fn(() => null),
}));
vi.mock('../api/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../api/accounts.ts', () => ({
  authInfo: vi.fn(),
  logout: vi.fn(async () => null),
  login: vi.fn(),
  adminLogin: vi.fn(),
  updateUser: vi.fn(),
}));

const accountsApi = await import('../api/accounts.ts');
const { changeLanguage } = await import('../i18n/i18n.ts');
const { notify } = await import('../api/notify.ts');
const actions = await import('./session-actions.ts');
const { useSession } = await import('./session-store.ts');
const { ApiError } = await import('../api/api-error.ts');

/** A browser just big enough for the session: cookies written as strings, two storages, a location. */
class FakeStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
  clear = () => this.items.clear();
}
let cookieWrites: string[] = [];
let jar = new Map<string, string>();
function installBrowser() {
  cookieWrites = [];
  jar = new Map();
  const localStorage = new FakeStorage();
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      cookieWrites.push(text);
      const [pair = '', ...attributes] = text.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  });
  // Object.keys(localStorage) lists the keys, as in a browser.
  const localProxy = new Proxy(localStorage, {
    ownKeys: () => [...localStorage.items.keys()],
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
  vi.stubGlobal('window', {
    location: { protocol: 'http:', hostname: 'localhost', assign: vi.fn() },
    localStorage: localProxy,
    sessionStorage: new FakeStorage(),
  });
}

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

beforeEach(() => {
  installBrowser();
  vi.clearAllMocks();
  useSession.setState({ scope: null });
  actions.bindSession(demo);
});

describe('login success (seed 000 §4)', () => {
  it('keeps the token one year with "remember me", for the browser session otherwise', async () => {
    expect(await actions.completeLogin(response(), true)).toBe(true);
    expect(cookieWrites.at(-1)).toContain(
      'hondana_token_demo=token-1; path=/demo; samesite=lax; max-age=31536000',
    );
    await actions.completeLogin(response({ accessToken: 'token-2' }), false);
    expect(cookieWrites.at(-1)).not.toContain('max-age');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token: 'token-2', user: { id: 7 } });
    // Without a choice made on this device the profile's language applies, not remembered locally.
    expect(changeLanguage).toHaveBeenCalledWith('en');
  });

  it('shows the exceeded-session message as a warning for 5 s, translated when it is a key', async () => {
    await actions.completeLogin(response({ displayMessageExceededSession: true }), false);
    expect(notify).toHaveBeenCalledWith('warning', expect.any(String), { autoClose: 5000 });
  });

  it('logs a staff role out again and sends it to the admin login', async () => {
    expect(
      await actions.completeLogin(
        response({ user: user({ roleLevel: 2, abilities: ['adminSite.open', 'account.read'] }) }),
        false,
      ),
    ).toBe(false);
    expect(accountsApi.logout).toHaveBeenCalledWith('token-1');
    expect(jar.has('hondana_token_demo')).toBe(false);
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      redirect: { to: '/admin/login', external: true },
    });
  });
});

describe('restore from the cookie', () => {
  it('brings the user back, or forgets a token the server refuses', async () => {
    jar.set('hondana_token_demo', 'good');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    expect(useSession.getState().isSessionValidating).toBe(true);
    vi.mocked(accountsApi.authInfo).mockResolvedValueOnce(user());
    await actions.restoreSession();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, isSessionValidating: false });

    jar.set('hondana_token_demo', 'revoked');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    vi.mocked(accountsApi.authInfo).mockRejectedValueOnce(
      new ApiError(ResultCode.ACCESS_TOKEN_INVALID, 'api.error.601', null, '/auth/info'),
    );
    await actions.restoreSession();
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      isSessionValidating: false,
    });
    expect(jar.has('hondana_token_demo')).toBe(false);
  });

  it('keeps the token when the server could not be reached', async () => {
    jar.set('hondana_token_demo', 'kept');
    useSession.setState({ scope: null });
    actions.bindSession(demo);
    vi.mocked(accountsApi.authInfo).mockRejectedValueOnce(
      new ApiError(0, 'api.error.unknown', null, '/auth/info'),
    );
    await actions.restoreSession();
    expect(useSession.getState()).toMatchObject({
      token: 'kept',
      isAuthenticated: false,
      isSessionValidating: false,
    });
  });
});

describe('reauthorize and replay (seed 001 §4, §8)', () => {
  it('ends the session, remembers the route and opens the dialog when the page has one', async () => {
    await actions.completeLogin(response(), false);
    useSession.setState({ currentRoute: '/42?sort=1', loginModalHosts: 1 });
    const replay = vi.fn();
    actions.reauthorize(replay);
    expect(useSession.getState()).toMatchObject({ token: null, loginModalOpen: true, reauthorizing: true });
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
    window.localStorage.setItem('hondana.lang.demo', 'en');
    window.localStorage.setItem('hondana.lang.campus', 'vn');
    window.sessionStorage.setItem('hondana.returnTo.demo', '/x');
    await actions.endSession({ callServer: true, redirect: { to: '/login' } });
    expect(accountsApi.logout).toHaveBeenCalledWith('token-1');
    expect(jar.has('hondana_token_demo')).toBe(false);
    expect(window.localStorage.getItem('hondana.lang.demo')).toBeNull();
    expect(window.localStorage.getItem('hondana.lang.campus')).toBe('vn');
    expect(window.sessionStorage.getItem('hondana.returnTo.demo')).toBeNull();
    expect(changeLanguage).toHaveBeenLastCalledWith('ja');
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      redirect: { to: '/login' },
    });
  });
});
