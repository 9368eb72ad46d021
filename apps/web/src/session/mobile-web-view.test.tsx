import type { AuthUser } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPendingLogin } from '../features/auth/federated/pending-login.ts';
import { i18n as i18next } from '../i18n/i18n.ts';
import demoSettings from '../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../test-support/render-with-app.tsx';
import { initialSessionState, useSession } from './session-store.ts';

const assigned: string[] = [];

function newVisit() {
  vi.restoreAllMocks();
  assigned.length = 0;
  window.sessionStorage.clear();
  useSession.setState({ ...initialSessionState, scope: null });
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/demo';
}
beforeEach(() => {
  newVisit();
  // Full navigations (the landing handed to the app, the provider) are caught instead of followed.
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    assigned.push(String(url));
  });
});
afterEach(newVisit);

const reader: AuthUser = {
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'App Reader',
  name: 'App Reader',
  lang: 'ja',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read', 'account.update', 'account.cancel'],
};

function demoWith(webMobile: boolean, company: Record<string, unknown> = {}, extra: Handlers = {}): Handlers {
  const settings = structuredClone(demoSettings);
  Object.assign(settings.data.company, { isEnableWebMobile: webMobile, ...company });
  return {
    ...tenantHandlers('demo'),
    ...extra,
    viewSettings: () => settings,
    authInfo: ({ token }) =>
      token === 'app-token' ? ok(reader) : { status: 601, message: 'api.error.601', data: null },
  } as Handlers;
}

describe('the mobile app’s web view (component test, real app, fake network)', () => {
  it('signs the web view in with ?UserID= where web-mobile is on, takes the token out of the address and hides the account controls', async () => {
    const { network } = await renderWithApp('/demo?UserID=app-token', demoWith(true));
    await waitFor(() => expect(network.callsTo('authInfo')[0]?.token).toBe('app-token'));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(true));
    expect(window.location.search).not.toContain('UserID');
    expect(document.cookie).toContain('hondana_token_demo=app-token');
    await waitFor(() => expect(document.querySelector('header')).not.toBeNull());
    expect(screen.queryByRole('button', { name: i18next.t('chrome.header.login') })).toBeNull();
    expect(document.querySelector('[data-account-menu]')).toBeNull();
  });

  it('ignores ?UserID= where web-mobile is off: no session from it, and the token leaves the address', async () => {
    const { network } = await renderWithApp('/demo?UserID=app-token', demoWith(false));
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') });
    expect(network.callsTo('authInfo')).toHaveLength(0);
    expect(document.cookie).not.toContain('app-token');
    expect(window.location.search).not.toContain('UserID');
  });
});

/** A login made in the app's web view: the server answers the app's token (appMobileAuthToken). */
const forTheApp = {
  accessToken: 'app-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: 'app-token',
  user: reader,
};

describe('logging in for the mobile app (/login?is_login_mobile_app=true)', () => {
  it('the password login says it is for the app and lands on the service root with ?UserID=', async () => {
    const { network } = await renderWithApp(
      '/demo/login?is_login_mobile_app=true',
      demoWith(true, {}, { login: () => ok(forTheApp) }),
    );
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-page="login"] form');
      if (!found) throw new Error('no login form yet');
      return found;
    });
    const [identifier, password] = [
      form.querySelector<HTMLInputElement>('input:not([type="password"]):not([type="checkbox"])'),
      form.querySelector<HTMLInputElement>('input[type="password"]'),
    ];
    if (!identifier || !password) throw new Error('login fields missing');
    await userEvent.type(identifier, 'reader@demo.hondana.test');
    await userEvent.type(password, 'Reader-2026');
    await userEvent.click(
      form.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement,
    );
    await waitFor(() => expect(assigned).toEqual(['/demo/?UserID=app-token']));
    expect(network.callsTo('login')[0]?.body).toMatchObject({ is_mobile_app: true });
  });

  it('a plain login sends no mobile flag and stays in the portal', async () => {
    const { network } = await renderWithApp(
      '/demo/login',
      demoWith(
        true,
        { loginByIpAddress: true },
        { ipAddressLogin: () => ok({ ...forTheApp, appMobileAuthToken: null }) },
      ),
    );
    const button = await waitFor(() => {
      const found = document.querySelector<HTMLButtonElement>('[data-login-by-ip]');
      if (!found) throw new Error('no IP button yet');
      return found;
    });
    await userEvent.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/demo'));
    expect(network.callsTo('ipAddressLogin')[0]?.body).not.toHaveProperty('is_login_mobile_app');
    expect(assigned).toEqual([]);
  });

  it('?google=true with the flag keeps the flag in the address and marks the login kept for the return', async () => {
    await renderWithApp(
      '/demo/login?google=true&is_login_mobile_app=true',
      demoWith(
        true,
        { googleLogin: 'enabled' },
        {
          authorizationUrl: () =>
            ok({
              authorizationUrl: 'http://127.0.0.1:3301/google/auth?state=app-state',
              state: 'app-state',
              expireDate: new Date(Date.now() + 600_000).toISOString(),
            }),
        },
      ),
    );
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(window.location.search).toBe('?is_login_mobile_app=true');
    expect(JSON.parse(window.sessionStorage.getItem('hondana.federated.app-state') ?? '{}')).toMatchObject({
      mobileApp: true,
    });
  });

  it('the provider’s return of such a login says it is for the app and hands the token over', async () => {
    keepPendingLogin('app-return', {
      provider: 'google',
      redirectUrl: `${window.location.origin}/demo/login`,
      mobileApp: true,
      expiresAt: Date.now() + 600_000,
    });
    const { network } = await renderWithApp(
      '/demo/login?state=app-return&code=the-code',
      demoWith(true, { googleLogin: 'enabled' }, { socialLogin: () => ok(forTheApp) }),
    );
    await waitFor(() => expect(assigned).toEqual(['/demo/?UserID=app-token']));
    expect(network.callsTo('socialLogin')[0]?.body).toMatchObject({
      is_mobile_app: true,
      state: 'app-return',
    });
  });
});
