import { ResultCode } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, tenantHandlers } from '../test-support/render-with-app.tsx';
import { changeLanguage, i18n, loadLanguage, loadTextArea } from './i18n.ts';

const wrongPassword = catalogues.ja.api.error['609'];

describe('texts loaded on first use (component test, real app, fake network)', () => {
  it('a tenant page has no result-code messages, admin or profile texts until a call is refused; the refusal shows translated', async () => {
    await renderWithApp('/demo/login', {
      ...tenantHandlers('demo'),
      login: () => ({ status: ResultCode.WRONG_PASSWORD, message: 'api.error.609', data: null }),
    });
    await waitFor(() => expect(i18n.language).toBe('ja'));
    const form = await waitFor(() => {
      const found = document.querySelector('input[name="identifier"]')?.closest('form');
      if (!found) throw new Error('no login form yet');
      return found;
    });
    expect(i18n.exists('api.error.609')).toBe(false);
    expect(i18n.exists('contentAdmin.nav.contents')).toBe(false);
    expect(i18n.exists('accounts.profile.title')).toBe(false);
    expect(i18n.t('api.error.unknown')).toBe(catalogues.ja.api.error.unknown);

    await userEvent.type(within(form).getByRole('textbox', { name: /./ }), 'reader@demo.hondana.test');
    const password = form.querySelector<HTMLInputElement>('input[name="password"]');
    if (!password) throw new Error('no password field');
    await userEvent.type(password, 'Wrong-Password-1');
    await userEvent.click(within(form).getByRole('button', { name: i18n.t('accounts.login.submit') }));

    // The alert appears only once its text is there: never the key, never the generic fallback.
    const alert = await waitFor(() => {
      const found = document.querySelector('[data-login-error="609"]');
      if (!found) throw new Error('no login error yet');
      return found;
    });
    expect(alert.textContent).toContain(wrongPassword);
    expect(alert.textContent).not.toContain('api.error');
    expect(i18n.exists('contentAdmin.nav.contents')).toBe(false);
  });

  it('the admin site brings the content-administration texts with its first paint', async () => {
    await renderWithApp('/admin/login', {});
    await waitFor(() => expect(document.querySelector('[data-page="admin-login"]')).not.toBeNull());
    // Its menu (drawn once signed in) and its screens read these texts from the first render on.
    expect(i18n.exists('contentAdmin.nav.label')).toBe(true);
    expect(i18n.exists('api.error.746')).toBe(true);
    expect(i18n.exists('accounts.admin.loginTitle')).toBe(true);
    expect(document.body.textContent).not.toMatch(/contentAdmin\.|api\.error\./);
  });

  it("a language's own texts are added even when one of its areas arrived first", async () => {
    await renderWithApp('/demo/login', tenantHandlers('demo'));
    await waitFor(() => expect(i18n.language).toBe('ja'));
    await changeLanguage('vn');
    // As when an area asked during the switch lands before the language's own texts: the language
    // holds that area's texts only.
    i18n.removeTexts('vn');
    await loadTextArea('search');
    expect(i18n.exists('shell.notFound.title', { lng: 'vn' })).toBe(false);
    await loadLanguage('vn');
    expect(i18n.t('shell.notFound.title', { lng: 'vn' })).toBe(catalogues.vn.shell.notFound.title);
  });
});
