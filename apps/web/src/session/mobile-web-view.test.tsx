import type { AuthUser } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demoSettings from '../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../test-support/render-with-app.tsx';
import { initialSessionState, useSession } from './session-store.ts';

function newVisit() {
  vi.unstubAllGlobals();
  useSession.setState({ ...initialSessionState, scope: null });
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's login cookie lives under its path.
  document.cookie = 'hondana_token_demo=; max-age=0; path=/demo';
}
beforeEach(newVisit);
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

function demoWith(webMobile: boolean): Handlers {
  const settings = structuredClone(demoSettings);
  Object.assign(settings.data.company, { isEnableWebMobile: webMobile });
  return {
    ...tenantHandlers('demo'),
    viewSettings: () => settings,
    authInfo: ({ token }) =>
      token === 'app-token' ? ok(reader) : { status: 601, message: 'api.error.601', data: null },
  } as Handlers;
}

describe('the mobile app’s web view (component test, real app, fake network)', () => {
  it('signs the web view in with ?UserID= where web-mobile is on, takes the token out of the address and hides the account controls', async () => {
    const { network } = await renderWithApp('/demo?UserID=app-token', demoWith(true));
    await waitFor(() => expect(network.callsTo('authInfo')[0]?.token).toBe('app-token'), { timeout: 15_000 });
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(true), { timeout: 15_000 });
    expect(window.location.search).not.toContain('UserID');
    expect(document.cookie).toContain('hondana_token_demo=app-token');
    await waitFor(() => expect(document.querySelector('header')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: i18next.t('chrome.header.login') })).toBeNull();
    expect(document.querySelector('[data-account-menu]')).toBeNull();
  });

  it('ignores ?UserID= where web-mobile is off: no session from it, and the token leaves the address', async () => {
    const { network } = await renderWithApp('/demo?UserID=app-token', demoWith(false));
    await screen.findAllByRole('button', { name: i18next.t('chrome.header.login') }, { timeout: 15_000 });
    expect(network.callsTo('authInfo')).toHaveLength(0);
    expect(document.cookie).not.toContain('app-token');
    expect(window.location.search).not.toContain('UserID');
  });
});
