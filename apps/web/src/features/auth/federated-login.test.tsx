import type { AuthUser, LoginResponse } from '@hondana/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import demoSettings from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { keepPendingLogin, type PendingLogin } from './federated/pending-login.ts';

const assigned: string[] = [];

/** A new visit: no session, no login in flight, and the provider's address caught instead of followed. */
function newVisit() {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSession.setState({ ...initialSessionState, scope: null });
  window.sessionStorage.clear();
  assigned.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/demo';
}
beforeEach(() => {
  newVisit();
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
  fullName: 'Yamada Hanako',
  name: 'Yamada Hanako',
  lang: null,
  roleLevel: 3,
  loginType: 6,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: [],
};
const signedIn: LoginResponse = {
  accessToken: 'federated-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: null,
  user: reader,
};
const ok = (data: unknown) => () => ({ status: 200, data });
const refused = (code: number) => () => ({ status: code, message: `api.error.${code}`, data: null });
const started = (state: string) =>
  ok({
    authorizationUrl: `http://127.0.0.1:3301/google/auth?state=${state}`,
    state,
    expireDate: new Date(Date.now() + 600_000).toISOString(),
  });

/** Demo Library's answers with its company's login settings changed. */
function demoWith(company: Record<string, unknown>, extra: Handlers = {}) {
  const settings = structuredClone(demoSettings);
  Object.assign(settings.data.company, company);
  return { ...tenantHandlers('demo'), viewSettings: () => settings, ...extra } as Handlers;
}
const bothOn = { googleLogin: 'enabled', microsoftLogin: 'enabled' };
const loginPage = () => `${window.location.origin}/demo/login`;
const pending = (over: Partial<PendingLogin>): PendingLogin => ({
  provider: 'google',
  redirectUrl: loginPage(),
  expiresAt: Date.now() + 600_000,
  ...over,
});
/** The login page's button of a provider, once the page is drawn (its name is checked in the page's language). */
async function providerButton(provider: string): Promise<HTMLElement> {
  const button = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `[data-page="login"] [data-login-provider="${provider}"]`,
    );
    if (!found) throw new Error(`no ${provider} button yet`);
    return found;
  }, T);
  const key = { google: 'google', microsoft: 'microsoft', external_id: 'externalId' }[provider];
  expect(button.textContent).toBe(i18next.t(`accounts.login.${key}`));
  return button;
}
const toast = () => document.querySelector('[data-toast="error"]');
const T = { timeout: 15_000 };

describe('Google and Microsoft on the login page (component test, real app, fake network)', () => {
  it('offers the buttons only where the company has the option on', async () => {
    await renderWithApp('/demo/login', demoWith({}));
    await waitFor(() => expect(document.querySelector('[data-page="login"] form')).not.toBeNull(), T);
    expect(document.querySelector('[data-login-provider]')).toBeNull();
  });

  it('the Google button asks for the authorization URL of this login page and goes there', async () => {
    const { network } = await renderWithApp(
      '/demo/login',
      demoWith(bothOn, { authorizationUrl: started('g-state') }),
    );
    await userEvent.click(await providerButton('google'));
    await waitFor(() => expect(assigned).toEqual(['http://127.0.0.1:3301/google/auth?state=g-state']));
    expect(network.callsTo('authorizationUrl')[0]?.body).toEqual({
      provider: 'google',
      redirect_url: loginPage(),
      domain: 'localhost',
      path: 'demo',
    });
    expect(JSON.parse(window.sessionStorage.getItem('hondana.federated.g-state') ?? '{}')).toMatchObject({
      provider: 'google',
      redirectUrl: loginPage(),
    });
  });

  it('the Microsoft button sends an S256 challenge and keeps its verifier for the state', async () => {
    const { network } = await renderWithApp(
      '/demo/login',
      demoWith(bothOn, { authorizationUrl: started('m-state') }),
    );
    await userEvent.click(await providerButton('microsoft'));
    await waitFor(() => expect(assigned).toHaveLength(1));
    const body = network.callsTo('authorizationUrl')[0]?.body as { code_challenge: string };
    const kept = JSON.parse(window.sessionStorage.getItem('hondana.federated.m-state') ?? '{}');
    expect(kept.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(kept.codeVerifier));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(body.code_challenge).toBe(challenge);
  });

  it('remember me holds for Google too: kept beside the state, sent with the login call', async () => {
    const { network } = await renderWithApp(
      '/demo/login',
      demoWith(bothOn, { authorizationUrl: started('k-state') }),
    );
    const button = await providerButton('google');
    await userEvent.click(screen.getByRole('checkbox', { name: i18next.t('accounts.login.keepLogin') }));
    await userEvent.click(button);
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(network.callsTo('authorizationUrl')).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('hondana.federated.k-state') ?? '{}')).toMatchObject({
      keepLogin: true,
    });
    newVisit();
    keepPendingLogin('k2', pending({ keepLogin: true }));
    const back = await renderWithApp(
      '/demo/login?state=k2&code=c2',
      demoWith(bothOn, { socialLogin: ok(signedIn) }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/demo'), T);
    expect(back.network.callsTo('socialLogin')[0]?.body).toMatchObject({ keep_login: true });
  });

  it('?google=true starts the Google login at once', async () => {
    const { network } = await renderWithApp(
      '/demo/login?google=true&fl=true',
      demoWith(bothOn, { authorizationUrl: started('auto') }),
    );
    await waitFor(() => expect(assigned).toHaveLength(1), T);
    expect(network.callsTo('authorizationUrl')[0]?.body).toMatchObject({ provider: 'google' });
  });

  it('the provider’s code comes back: social-login with the state, signed in, the address bar clean', async () => {
    keepPendingLogin('s1', pending({}));
    const { network } = await renderWithApp(
      '/demo/login?state=s1&code=the-code',
      demoWith(bothOn, { socialLogin: ok(signedIn) }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/demo'), T);
    expect(network.callsTo('socialLogin')[0]?.body).toEqual({
      authorize_code: 'the-code',
      redirect_url: loginPage(),
      state: 's1',
      keep_login: false,
      domain: 'localhost',
      path: 'demo',
    });
    expect(document.cookie).toContain('federated-token');
    expect(window.sessionStorage.getItem('hondana.federated.s1')).toBeNull();
  });

  it('a Microsoft code in the hash is sent with the kept code_verifier', async () => {
    const verifier = 'v'.repeat(43);
    keepPendingLogin('s2', pending({ provider: 'microsoft', codeVerifier: verifier }));
    const { network } = await renderWithApp(
      '/demo/login#code=ms-code&state=s2',
      demoWith(bothOn, { microsoftSsoLogin: ok(signedIn) }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/demo'), T);
    expect(network.callsTo('microsoftSsoLogin')[0]?.body).toMatchObject({
      authorize_code: 'ms-code',
      state: 's2',
      code_verifier: verifier,
    });
  });

  it('an error from the provider: the login-failed toast and /login, no login call', async () => {
    keepPendingLogin('s3', pending({}));
    const { network } = await renderWithApp('/demo/login?error=access_denied&state=s3', demoWith(bothOn));
    await waitFor(() => expect(toast()).not.toBeNull(), T);
    expect(toast()?.textContent).toContain(i18next.t('toast.error.loginFailed'));
    expect(window.location.pathname + window.location.search).toBe('/demo/login');
    expect(network.callsTo('socialLogin')).toHaveLength(0);
  });

  it('a refused login call or an unknown state ends the same way', async () => {
    keepPendingLogin('s4', pending({}));
    await renderWithApp('/demo/login?code=c&state=s4', demoWith(bothOn, { socialLogin: refused(891) }));
    await waitFor(() => expect(toast()?.textContent).toContain(i18next.t('toast.error.loginFailed')), T);
    expect(window.location.search).toBe('');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});

describe('the single sign-on ID (account type EXTERNAL_ID)', () => {
  const external = { accountType: 'EXTERNAL_ID', allowRegistration: true, loginByIpAddress: false };
  const terms = {
    id: 1,
    title: 'Terms of use',
    body: '<p>First rule.</p><p>Second <b>rule</b>.</p>',
    version: 2,
    publishedAt: '2026-01-01T00:00:00.000Z',
  };

  it('the login page is the provider’s button alone: no password, no sign-up', async () => {
    await renderWithApp('/demo/login', demoWith(external));
    await providerButton('external_id');
    expect(document.querySelector('[data-page="login"] input[type="password"]')).toBeNull();
    expect(document.querySelector('[data-page="login"] a[href$="/register"]')).toBeNull();
  });

  it('the header links visitors to the provider’s registration page where the company registers at login', async () => {
    const page = 'http://127.0.0.1:3301/education-id/register?service_code=EDU&redirect_url=x';
    const { network } = await renderWithApp(
      '/demo',
      demoWith(
        { ...external, isAutoRegisterAccountAtLogin: true, isShowLinkRegisterUser: true },
        { externalIdPages: ok({ registrationUrl: page, myPageUrl: null }) },
      ),
    );
    const link = await waitFor(() => {
      const found = document.querySelector<HTMLAnchorElement>('header [data-external-id-register]');
      if (!found) throw new Error('no registration link yet');
      return found;
    }, T);
    expect(link.getAttribute('href')).toBe(page);
    expect(link.textContent).toBe(i18next.t('chrome.header.register'));
    expect(network.callsTo('externalIdPages')[0]?.url).toContain('path=demo');
    // The portal's own sign-up link is not offered to an external-ID portal.
    expect(document.querySelector('header a[href$="/register"]')).toBeNull();
  });

  it('no registration link without auto-registration, nor when the server has no page to give', async () => {
    const first = await renderWithApp(
      '/demo',
      demoWith(
        { ...external, isAutoRegisterAccountAtLogin: false },
        {
          externalIdPages: ok({
            registrationUrl: 'http://127.0.0.1:3301/education-id/register',
            myPageUrl: null,
          }),
        },
      ),
    );
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') }, T);
    expect(first.network.callsTo('externalIdPages')).toHaveLength(0);
    newVisit();
    const second = await renderWithApp(
      '/demo',
      demoWith(
        { ...external, isAutoRegisterAccountAtLogin: true },
        {
          externalIdPages: ok({ registrationUrl: null, myPageUrl: null }),
        },
      ),
    );
    await waitFor(() => expect(second.network.callsTo('externalIdPages')).toHaveLength(1), T);
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') }, T);
    expect(document.querySelector('[data-external-id-register]')).toBeNull();
  });

  it('terms required (862): the terms in a dialog; accepting starts again and the login says so', async () => {
    keepPendingLogin('e1', pending({ provider: 'external_id' }));
    const answer = refused(862);
    const { network } = await renderWithApp(
      '/demo/login?code=c1&state=e1',
      demoWith(external, {
        externalIdLogin: () => answer(),
        publicTerms: ok(terms),
        authorizationUrl: started('e2'),
      }),
    );
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(within(dialog).getByText('Terms of use')).toBeTruthy();
    expect(within(dialog).getByText('Second rule.')).toBeTruthy();
    expect(network.callsTo('externalIdLogin')[0]?.body).toMatchObject({
      is_accept_terms_and_condition: false,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18next.t('accounts.federated.acceptTerms') }),
    );
    await waitFor(() => expect(assigned).toHaveLength(1));
    expect(network.callsTo('authorizationUrl')[0]?.body).toMatchObject({ provider: 'external_id' });
    expect(JSON.parse(window.sessionStorage.getItem('hondana.federated.e2') ?? '{}')).toMatchObject({
      acceptTerms: true,
    });
  });

  it('the second round sends is_accept_terms_and_condition and signs in', async () => {
    keepPendingLogin('e3', pending({ provider: 'external_id', acceptTerms: true }));
    const { network } = await renderWithApp(
      '/demo/login?code=c3&state=e3',
      demoWith(external, { externalIdLogin: ok(signedIn) }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/demo'), T);
    expect(network.callsTo('externalIdLogin')[0]?.body).toMatchObject({
      authorize_code: 'c3',
      is_accept_terms_and_condition: true,
    });
  });

  it.each([
    [701, 'accounts.federated.notRegister'],
    [864, 'accounts.federated.myPage'],
    [860, 'api.error.860'],
  ])('code %i is shown on the login page', async (code, key) => {
    // A new state each time: one return is traded once (the page reuses the first answer for a state).
    keepPendingLogin(`e-${code}`, pending({ provider: 'external_id' }));
    await renderWithApp(
      `/demo/login?code=c4&state=e-${code}`,
      demoWith(external, { externalIdLogin: refused(code) }),
    );
    const alert = await screen.findByRole('alert', {}, T);
    expect(within(alert).getByText(i18next.t(key))).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('code 864 links to the provider’s my page the server gives', async () => {
    const myPage = 'http://127.0.0.1:3301/education-id/my-page?service_code=EDU&redirect_url=x';
    keepPendingLogin('e-my-page', pending({ provider: 'external_id' }));
    await renderWithApp(
      '/demo/login?code=c5&state=e-my-page',
      demoWith(external, {
        externalIdLogin: refused(864),
        externalIdPages: ok({ registrationUrl: null, myPageUrl: myPage }),
      }),
    );
    const alert = await screen.findByRole('alert', {}, T);
    const link = await within(alert).findByRole(
      'link',
      { name: i18next.t('accounts.federated.openMyPage') },
      T,
    );
    expect(link.getAttribute('href')).toBe(myPage);
  });
});
