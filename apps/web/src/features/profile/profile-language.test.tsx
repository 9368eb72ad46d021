import type { AuthUser, UserDetail } from '@hondana/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('profile settings (component test, real app, fake network)', () => {
  it('saving another language sends one update, not a second one from the language switch', async () => {
    let lang = reader.lang;
    const detail = (): UserDetail => ({
      id: reader.id,
      username: reader.username,
      email: reader.email,
      fullName: reader.fullName,
      firstName: null,
      lastName: null,
      lang,
      roleLevel: reader.roleLevel,
      isSubscribeMail: reader.isSubscribeMail,
      isReceiveNotify: reader.isReceiveNotify,
      createdAt: '2026-11-01T09:00:00.000Z',
    });
    const { network } = await renderWithApp(
      '/demo/profile',
      {
        ...tenantHandlers('demo'),
        authInfo: () => ok({ ...reader, lang }),
        userDetail: () => ok(detail()),
        updateUser: ({ body }) => {
          lang = (body as { lang: 'en' | 'ja' | 'vn' }).lang;
          return ok(detail());
        },
      },
      { cookies: { hondana_token_demo: 'demo-reader-token' } },
    );
    const form = await waitFor(() => {
      const found = document.querySelector('select[name="lang"]')?.closest('form');
      if (!found) throw new Error('no settings form yet');
      return found as HTMLFormElement;
    });
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'en');
    await userEvent.click(
      within(form).getByRole('button', { name: i18next.t('accounts.profile.settings.save') }),
    );

    await waitFor(() => expect(i18next.language).toBe('en'));
    await waitFor(() => expect(network.callsTo('authInfo').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.callsTo('updateUser')).toHaveLength(1);
    expect(network.callsTo('updateUser')[0]?.body).toMatchObject({ lang: 'en', full_name: 'Demo Reader' });
  });
});
