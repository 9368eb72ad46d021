import { ResultCode } from '@hondana/contract';
import { en } from '@hondana/i18n';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { type Handler, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

const T = { timeout: 15_000 };

/** Logs in on Demo Library's login page with the server answering `login`; the refusal's alert. */
async function refusedLogin(login: Handler, identifier: string) {
  await renderWithApp('/demo/login', { ...tenantHandlers('demo'), login });
  const form = await waitFor(() => {
    const found = document.querySelector('input[name="identifier"]')?.closest('form');
    if (!found) throw new Error('no login form yet');
    return found;
  }, T);
  await userEvent.type(form.querySelector('input[name="identifier"]') as HTMLInputElement, identifier);
  await userEvent.type(form.querySelector('input[name="password"]') as HTMLInputElement, 'Some-Password-1');
  await userEvent.click(within(form).getByRole('button', { name: i18next.t('accounts.login.submit') }));
  return waitFor(() => {
    const alert = document.querySelector<HTMLElement>('[data-login-error]');
    if (!alert) throw new Error('no refusal yet');
    return alert;
  }, T);
}

const wrongPassword = () => ({ status: ResultCode.WRONG_PASSWORD, message: 'api.error.609', data: null });

describe('login messages (component test, real app, fake network)', () => {
  it('an unknown account and a wrong password read the same, naming neither as the wrong one', async () => {
    const unknown = (await refusedLogin(wrongPassword, 'nobody@demo.hondana.test')).textContent;
    const wrong = (await refusedLogin(wrongPassword, 'reader01')).textContent;
    expect(unknown).toBe(wrong);
    expect(en.api.error['609']).toBe('The account or the password is incorrect.');
    expect(unknown).toContain(i18next.t('api.error.609'));
  });

  it("a suspended account is told whom to contact: the company's e-mail, as a mail link", async () => {
    const alert = await refusedLogin(
      () => ({
        status: ResultCode.USER_BLOCKED,
        message: 'api.error.830',
        data: { contactEmail: 'contact@demo.hondana.test' },
      }),
      'stopped@demo.hondana.test',
    );
    const link = alert.querySelector<HTMLAnchorElement>('a[data-contact-email]');
    expect(link?.getAttribute('href')).toBe('mailto:contact@demo.hondana.test');
    expect(link?.textContent).toBe('contact@demo.hondana.test');
    expect(alert.textContent).not.toContain(i18next.t('api.error.830'));
  });

  it('without a company e-mail, the suspended account is sent to its administrator', async () => {
    const alert = await refusedLogin(
      () => ({ status: ResultCode.USER_BLOCKED, message: 'api.error.830', data: { contactEmail: null } }),
      'stopped@demo.hondana.test',
    );
    expect(alert.textContent).toContain(i18next.t('accounts.login.suspendedNoContact'));
  });
});
