import type { AuthUser } from '@hondana/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { type Handlers, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const email = 'new-reader@demo.hondana.test';
const created: AuthUser = {
  id: 8,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email,
  username: 'newreader',
  fullName: 'New Reader',
  name: 'New Reader',
  lang: 'ja',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: [],
};
const ok = (data: unknown) => () => ({ status: 200, data });
const refused = (code: number) => () => ({ status: code, message: `api.error.${code}`, data: null });
const demoWith = (handlers: Handlers): Handlers => ({ ...tenantHandlers('demo'), ...handlers });

/** The page is drawn in the tenant's default language (Demo Library: ja) once its settings are in. */
const tenantLanguage = () => waitFor(() => expect(i18next.language).toBe('ja'), { timeout: 15_000 });

describe('registration with a confirmation mail (component test, real app, fake network)', () => {
  it('says to check the mail instead of signing in, and sends the link again on request', async () => {
    const { network } = await renderWithApp(
      '/demo/register',
      demoWith({ signUp: ok(created), resendConfirmation: ok({ accepted: true }) }),
    );
    await tenantLanguage();
    const form = await waitFor(() => {
      const found = document.querySelector('input[name="confirmPassword"]')?.closest('form');
      if (!found) throw new Error('no register form yet');
      return found as HTMLFormElement;
    });
    const type = async (name: string, value: string) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!input) throw new Error(`no ${name}`);
      await userEvent.type(input, value);
    };
    await type('username', 'newreader');
    await type('email', email);
    await type('fullName', 'New Reader');
    await type('password', 'Chosen-Pass-2026');
    await type('confirmPassword', 'Chosen-Pass-2026');
    await userEvent.click(within(form).getByRole('button', { name: i18next.t('accounts.register.submit') }));

    const sent = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-register-sent]');
      if (!found) throw new Error('no sent notice yet');
      return found;
    });
    expect(sent.textContent).toBe(i18next.t('accounts.register.sentText', { email }));
    // The notice takes the focus, so a screen reader reads it at once.
    expect(document.activeElement).toBe(sent);
    expect(network.callsTo('login')).toHaveLength(0);

    const again = document.querySelector<HTMLElement>('[data-page="register-sent"] button');
    if (!again) throw new Error('no send-again button');
    again.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(network.callsTo('resendConfirmation')).toHaveLength(1));
    expect(network.callsTo('resendConfirmation')[0]?.url).toContain(`email=${encodeURIComponent(email)}`);
    await waitFor(() =>
      expect(document.body.textContent).toContain(i18next.t('accounts.register.sentAgain', { email })),
    );
  });

  it('confirms with the token of the link and says so, with a way to log in', async () => {
    const { network } = await renderWithApp(
      '/demo/confirm-registration?token=abc123',
      demoWith({ confirmRegistration: ok({ accepted: true }) }),
    );
    await tenantLanguage();
    const done = await waitFor(() => {
      const found = document.querySelector('[data-confirm-registration="done"]');
      if (!found) throw new Error('not confirmed yet');
      return found;
    });
    expect(done.textContent).toContain(i18next.t('accounts.confirmRegistration.done'));
    expect(network.callsTo('confirmRegistration')).toHaveLength(1);
    expect(network.callsTo('confirmRegistration')[0]?.url).toMatch(
      /^\/api\/v1\/auth\/confirm-registration\/abc123\?/,
    );
    const toLogin = document.querySelector<HTMLAnchorElement>(
      '[data-page="confirm-registration"] a[href$="/login"]',
    );
    expect(toLogin?.textContent).toBe(i18next.t('accounts.confirmRegistration.toLogin'));
  });

  it('says why a used or expired link does not work', async () => {
    await renderWithApp(
      '/demo/confirm-registration?token=used',
      demoWith({ confirmRegistration: refused(410) }),
    );
    await tenantLanguage();
    const failed = await waitFor(() => {
      const found = document.querySelector('[data-confirm-registration="failed"]');
      if (!found) throw new Error('no failure yet');
      return found;
    });
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain(i18next.t('accounts.confirmRegistration.failed'));
    expect(failed.textContent).toContain(i18next.t('api.error.410'));
  });
});
