import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page is drawn in the tenant's default language (Demo Library: ja) once its settings are in. */
const tenantLanguage = () => waitFor(() => expect(i18next.language).toBe('ja'), { timeout: 15_000 });

/** The form holding the input named `field`, once it is drawn. */
const formWith = (field: string) =>
  waitFor(() => {
    const form = document.querySelector(`input[name="${field}"]`)?.closest('form');
    if (!form) throw new Error(`no form with the field "${field}" yet`);
    return form;
  });

describe('account forms (component test, real app, fake network)', () => {
  it('login: required fields are marked, an empty submit shows the errors, focuses the first and calls nothing', async () => {
    const { network } = await renderWithApp('/demo/login', tenantHandlers('demo'));
    await tenantLanguage();
    const form = await formWith('identifier');
    const identifier = form.querySelector<HTMLInputElement>('input[name="identifier"]');
    const password = form.querySelector<HTMLInputElement>('input[name="password"]');
    expect(identifier?.getAttribute('aria-required')).toBe('true');
    expect(password?.getAttribute('aria-required')).toBe('true');
    expect(password?.getAttribute('autocomplete')).toBe('current-password');

    await userEvent.click(within(form).getByRole('button', { name: i18next.t('accounts.login.submit') }));

    expect(document.activeElement).toBe(identifier);
    const described = identifier?.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    expect(identifier?.getAttribute('aria-invalid')).toBe('true');
    expect(network.callsTo('login')).toHaveLength(0);
  });

  it('sign-up: every field has its name, autocomplete and required mark; the password policy is its description', async () => {
    await renderWithApp('/demo/register', tenantHandlers('demo'));
    await tenantLanguage();
    const form = await formWith('confirmPassword');
    const fields = [...form.querySelectorAll<HTMLInputElement>('input[aria-required="true"]')].map(
      (input) => `${input.name}:${input.autocomplete}`,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'email:email',
        'fullName:name',
        'password:new-password',
        'confirmPassword:new-password',
      ]),
    );
    const password = form.querySelector<HTMLInputElement>('input[name="password"]');
    const descriptionId = (password?.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
    expect(document.getElementById(descriptionId)?.textContent).toMatch(/8/);
  });
});
