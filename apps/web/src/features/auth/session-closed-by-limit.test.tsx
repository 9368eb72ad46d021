import { type AuthUser, type LoginResponse, ResultCode } from '@hondana/contract';
import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

const reader: AuthUser = {
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Demo Reader',
  name: 'Demo Reader',
  lang: 'ja',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read', 'account.update', 'account.changePassword', 'account.cancel'],
};
const loggedIn: LoginResponse = {
  accessToken: 'new-token',
  expireDate: '2030-01-01T00:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: null,
  user: reader,
};
const closedByLimit = {
  status: ResultCode.SESSION_ENDED_BY_LIMIT,
  message: `api.error.${ResultCode.SESSION_ENDED_BY_LIMIT}`,
  data: null,
};
const T = { timeout: 15_000 };
afterEach(() => notifications.clean());

describe('a session closed by the sessions-per-user limit (component test, real app, fake network)', () => {
  it('tells the reader why on the next visit, and brings them back to the page after logging in', async () => {
    const { network } = await renderWithApp(
      '/demo/profile',
      {
        ...tenantHandlers('demo'),
        authInfo: ({ token }) => (token === 'new-token' ? ok(reader) : closedByLimit),
        login: () => ok(loggedIn),
        userDetail: () =>
          ok({ ...reader, firstName: null, lastName: null, createdAt: '2026-11-01T09:00:00.000Z' }),
      },
      { cookies: { hondana_token_demo: 'closed-token' } },
    );
    const warning = await waitFor(() => {
      const toast = document.querySelector('[data-toast="warning"]');
      if (!toast) throw new Error('no warning toast yet');
      return toast;
    }, T);
    expect(warning.textContent).toContain(i18next.t('api.error.613'));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/login'), T);

    const form = await waitFor(() => {
      const found = document.querySelector('input[name="identifier"]')?.closest('form');
      if (!found) throw new Error('no login form yet');
      return found;
    }, T);
    await userEvent.type(
      within(form).getByLabelText(/./, { selector: 'input[name="identifier"]' }),
      'reader01',
    );
    await userEvent.type(
      form.querySelector<HTMLInputElement>('input[name="password"]') as HTMLInputElement,
      'Demo-Reader-2026',
    );
    await userEvent.click(within(form).getByRole('button', { name: i18next.t('accounts.login.submit') }));
    await waitFor(() => expect(window.location.pathname).toBe('/demo/profile'), T);
    expect(network.callsTo('login')).toHaveLength(1);
  });

  it('an expired or logged-out session ends silently (no toast)', async () => {
    const { network } = await renderWithApp(
      '/demo/',
      {
        ...tenantHandlers('demo'),
        authInfo: () => ({ status: ResultCode.ACCESS_TOKEN_INVALID, message: 'api.error.601', data: null }),
      },
      { cookies: { hondana_token_demo: 'expired-token' } },
    );
    await waitFor(() => expect(network.callsTo('publicContentGroups').length).toBeGreaterThan(0), T);
    await waitFor(() => expect(document.querySelector('main')).not.toBeNull(), T);
    expect(document.querySelector('[data-toast="warning"]')?.textContent ?? null).toBeNull();
    expect(window.location.pathname).toBe('/demo/');
  });
});
