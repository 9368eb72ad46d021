import type { AuthUser, LoginResponse } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import demoSettings from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import {
  type Answer,
  type Handlers,
  renderWithApp,
  tenantHandlers,
} from '../../test-support/render-with-app.tsx';

/** A new visit: no session bound by a test before (the store outlives a render, and a test file). */
function newVisit() {
  vi.unstubAllGlobals();
  useSession.setState({ ...initialSessionState, scope: null });
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/demo';
}
beforeEach(newVisit);
afterEach(newVisit);

const ipUser: AuthUser = {
  id: 70,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: null,
  username: null,
  fullName: 'Campus network',
  name: 'Campus network',
  lang: null,
  roleLevel: 4,
  loginType: 5,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: [],
};
const signedIn: LoginResponse = {
  accessToken: 'ip-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: null,
  user: ipUser,
};

/** Demo Library's answers with its company's IP-login settings changed. */
function withIpLogin(company: { loginByIpAddress: boolean; autoLoginByIp: boolean }, extra: Handlers = {}) {
  const settings = structuredClone(demoSettings);
  Object.assign(settings.data.company, company);
  return { ...tenantHandlers('demo'), viewSettings: () => settings, ...extra } as Handlers;
}

const refused = (code: number) => () => ({ status: code, message: `api.error.${code}`, data: null });

describe('IP login on the web (component test, real app, fake network)', () => {
  it('the login page offers the IP button only when the company logs in by IP', async () => {
    await renderWithApp('/demo/login', withIpLogin({ loginByIpAddress: false, autoLoginByIp: false }));
    // Found by its form, not by a name read before the page's language has settled (a busy machine).
    await waitFor(() => expect(document.querySelector('[data-page="login"] form')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(document.querySelector('[data-login-by-ip]')).toBeNull();
  });

  it('the IP button sends no address, signs in and leaves the login page; a refusal is shown', async () => {
    let answer: () => Answer = refused(723);
    const { network } = await renderWithApp(
      '/demo/login',
      withIpLogin({ loginByIpAddress: true, autoLoginByIp: true }, { ipAddressLogin: () => answer() }),
    );
    const button = await screen.findByRole(
      'button',
      { name: i18next.t('accounts.login.byIp') },
      { timeout: 15_000 },
    );
    // On the login page itself the automatic IP login is not tried: the visitor came for their own account.
    expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(0);
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(i18next.t('api.error.723'))).toBeTruthy();
    expect(network.callsTo('ipAddressLogin')[0]?.body).toEqual({
      keep_login: false,
      company_domain: 'localhost',
      path: 'demo',
    });
    answer = () => ({ status: 200, data: signedIn });
    await userEvent.click(button);
    await waitFor(() => expect(window.location.pathname).toBe('/demo'), { timeout: 15_000 });
    expect(document.cookie).toContain('ip-token');
  });

  it('a first visit without a session signs in automatically where the company allows it', async () => {
    const { network } = await renderWithApp(
      '/demo',
      withIpLogin(
        { loginByIpAddress: true, autoLoginByIp: true },
        { ipAddressAutoLogin: () => ({ status: 200, data: signedIn }) },
      ),
    );
    await waitFor(() => expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(1), { timeout: 15_000 });
    await screen.findAllByText('Campus network', {}, { timeout: 15_000 });
    expect(document.cookie).toContain('ip-token');
  });

  it('a refused automatic login is silent and the visitor stays a visitor', async () => {
    const { network } = await renderWithApp(
      '/demo',
      withIpLogin({ loginByIpAddress: true, autoLoginByIp: true }, { ipAddressAutoLogin: refused(723) }),
    );
    await waitFor(() => expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(1), { timeout: 15_000 });
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') }, { timeout: 15_000 });
    expect(document.querySelector('[data-login-error], [data-toast]')).toBeNull();
  });

  it('no automatic login is tried when the company has it off', async () => {
    const { network } = await renderWithApp(
      '/demo',
      withIpLogin({ loginByIpAddress: true, autoLoginByIp: false }),
    );
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') }, { timeout: 15_000 });
    expect(network.callsTo('ipAddressAutoLogin')).toHaveLength(0);
  });
});
