import { ResultCode } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { type Handlers, renderWithApp, unauthorized } from '../../test-support/render-with-app.tsx';

const token = 'r'.repeat(43);
const T = { timeout: 15_000 };
const accepted = () => ({ status: ResultCode.OK, data: { accepted: true } });

const found = <E extends Element>(selector: string) =>
  waitFor(() => {
    const element = document.querySelector<E>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  }, T);

describe('the administration site’s forgot password (component test, real app, fake network)', () => {
  it('the login links to the forgot-password page, which sends the address and says a link was sent', async () => {
    const { network } = await renderWithApp('/admin/login', {
      authInfo: () => unauthorized,
      adminForgotPassword: accepted,
    } as Handlers);
    const user = userEvent.setup();
    const link = await found<HTMLAnchorElement>('[data-admin-forgot-password]');
    expect(link.getAttribute('href')).toBe('/admin/forgot-password');
    expect(link.textContent).toBe(i18next.t('accounts.login.forgotPassword'));
    await user.click(link);
    const email = await found<HTMLInputElement>('[data-page="admin-forgot-password"] input[type="email"]');
    await user.type(email, ' admin@demo.hondana.test ');
    await user.click(
      document.querySelector('[data-page="admin-forgot-password"] button[type="submit"]') as Element,
    );
    const sent = await found('[data-page="admin-forgot-password-sent"]');
    expect(sent.textContent).toContain(
      i18next.t('accounts.forgot.sentText', { email: 'admin@demo.hondana.test' }),
    );
    const calls = network.callsTo('adminForgotPassword');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/auth/admin/forgot-password?email=admin%40demo.hondana.test');
    // Staff mail never shows in the demo outbox: no link to it, and it is not asked.
    expect(sent.querySelector('a[href*="outbox"]')).toBeNull();
    expect(network.calls.some((c) => c.url.includes('outbox'))).toBe(false);
    expect(sent.querySelector('a[href="/admin/login"]')).not.toBeNull();
  });

  it('the reset page checks the link, sets the new password with it and leads to the admin login', async () => {
    const { network } = await renderWithApp(`/admin/reset-password?token=${token}`, {
      authInfo: () => unauthorized,
      adminCheckResetToken: accepted,
      adminResetPassword: accepted,
    } as Handlers);
    const user = userEvent.setup();
    const passwords = await waitFor(() => {
      const inputs = document.querySelectorAll<HTMLInputElement>(
        '[data-page="reset-password"] input[type="password"]',
      );
      if (inputs.length !== 2) throw new Error('no form yet');
      return inputs;
    }, T);
    await user.type(passwords[0] as HTMLInputElement, 'Brand-new-Pass-1');
    await user.type(passwords[1] as HTMLInputElement, 'Brand-new-Pass-1');
    await user.click(document.querySelector('[data-page="reset-password"] button[type="submit"]') as Element);
    await found('[data-page="admin-login"]');
    expect(window.location.pathname).toBe('/admin/login');
    expect(network.callsTo('adminCheckResetToken')[0]?.url).toBe(
      `/api/v1/auth/admin/reset-password/${token}`,
    );
    const resets = network.callsTo('adminResetPassword');
    expect(resets).toHaveLength(1);
    expect(resets[0]?.body).toEqual({
      new_password: 'Brand-new-Pass-1',
      confirm_password: 'Brand-new-Pass-1',
    });
    expect(network.callsTo('resetPassword')).toEqual([]);
  });

  it('an invitation’s link says "set your password" and sets the first one', async () => {
    const { network } = await renderWithApp(`/admin/reset-password?token=${token}&invitation=1`, {
      authInfo: () => unauthorized,
      adminCheckResetToken: accepted,
      adminResetPassword: accepted,
    } as Handlers);
    const user = userEvent.setup();
    const page = await found('[data-page="reset-password"] form');
    const card = page.closest('[data-page="reset-password"]') as Element;
    expect(card.textContent).toContain(i18next.t('accounts.setPassword.title'));
    expect(card.textContent).toContain(i18next.t('accounts.setPassword.intro'));
    expect(card.textContent).not.toContain(i18next.t('accounts.reset.title'));
    const passwords = card.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(passwords[0] as HTMLInputElement, 'First-Staff-Pass-1');
    await user.type(passwords[1] as HTMLInputElement, 'First-Staff-Pass-1');
    const submit = card.querySelector('button[type="submit"]') as Element;
    expect(submit.textContent).toBe(i18next.t('accounts.setPassword.submit'));
    await user.click(submit);
    await found('[data-page="admin-login"]');
    expect(network.callsTo('adminResetPassword')).toHaveLength(1);
    expect(document.body.textContent).toContain(i18next.t('accounts.setPassword.done'));
  });

  it('a used or expired link says so and offers a new one on the admin site', async () => {
    await renderWithApp(`/admin/reset-password?token=${token}`, {
      authInfo: () => unauthorized,
      adminCheckResetToken: () => ({ status: ResultCode.INVALID_KEY, message: 'api.error.400', data: null }),
    } as Handlers);
    const invalid = await found('[data-reset-link="invalid"]');
    expect(
      invalid.closest('[data-page="reset-password"]')?.querySelector('a[href="/admin/forgot-password"]'),
    ).not.toBeNull();
  });
});
