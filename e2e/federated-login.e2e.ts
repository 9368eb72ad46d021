/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  atProvider,
  backOnPortal,
  DEV_PASSWORD,
  expectNoAxeViolations,
  finishFederatedLogin,
  openPage,
  pathOf,
  screenshot,
  tenantUrl,
} from './support/index.ts';

/**
 * Google and Microsoft on Demo Library's login page, through the development
 * identity provider the server starts (apps/server/src/dev-identity) and back.
 */
const { ja } = catalogues;

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);

describe('federated login through the development identity provider', () => {
  it.each(['google', 'microsoft'] as const)(
    '%s: the button leads to the provider, the reader signs in there and comes back signed in',
    async (provider) => {
      const page = await openPage();
      await page.goto(tenantUrl('demo', '/login'));
      const button = page.locator(`[data-page="login"] [data-login-provider="${provider}"]`);
      await button.waitFor();
      expect(await button.textContent()).toBe(ja.accounts.login[provider]);
      if (provider === 'google') {
        await screenshot(page, 'demo-login-federated');
        await expectNoAxeViolations(page);
      }
      await button.click();
      await atProvider(page, provider);
      await page.locator('input[name="login"]').fill('reader@demo.hondana.test');
      await page.locator('input[name="password"]').fill(DEV_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await backOnPortal(page);
      await expect.poll(() => accountMenu(page).textContent(), { timeout: 30_000 }).toContain('山田 花子');
      await expect.poll(() => pathOf(page)).toMatch(/^\/demo\/?$/);
      expect(new URL(page.url()).search).toBe('');
      expect(await cookieNames(page)).toContain('hondana_token_demo');
    },
  );

  it('?microsoft=true starts the Microsoft login at once', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/login?microsoft=true&fl=true'));
    await atProvider(page, 'microsoft');
  });

  it('a login turned down at the provider: the login-failed toast, then /login', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"] [data-login-provider="google"]').click();
    await atProvider(page, 'google');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await backOnPortal(page);
    const toast = page.locator('[data-toast="error"]');
    await toast.waitFor({ timeout: 30_000 });
    expect(await toast.textContent()).toContain(ja.toast.error.loginFailed);
    await expect.poll(() => pathOf(page)).toBe('/demo/login');
    expect(new URL(page.url()).search).toBe('');
    expect(await cookieNames(page)).not.toContain('hondana_token_demo');
    await page.locator('[data-page="login"] form').waitFor();
  });

  it('Edu Campus (external ID): the first login asks for the terms, and accepting them registers and signs the student in', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('edu', '/login'));
    // An external-ID company has no password form: the single sign-on button is the way in.
    expect(await page.locator('[data-page="login"] input[name="password"]').count()).toBe(0);
    await page.locator('[data-page="login"] [data-login-provider="external_id"]').click();
    await atProvider(page, 'education-id');
    await page.locator('input[name="login"]').fill('edu-student-01');
    await page.locator('input[name="password"]').fill(DEV_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await backOnPortal(page);
    const accept = page.locator('[data-accept-terms]');
    await accept.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('dialog').textContent()).toContain('Edu Campus');
    await expectNoAxeViolations(page);
    await accept.click();
    await finishFederatedLogin(page, 'edu-student-01', DEV_PASSWORD, 'Edu Student One');
    expect(await cookieNames(page)).toContain('hondana_token_edu');
  });

  it('Edu Campus’s header links a visitor to the provider’s registration, which brings them back to log in', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('edu'));
    const link = page.locator('header [data-external-id-register]');
    await link.waitFor({ timeout: 30_000 });
    expect(await link.textContent()).toBe(ja.chrome.header.register);
    await link.click();
    await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/education-id/register');
    expect(new URL(page.url()).searchParams.get('service_code')).toBe('HONDANA-EDU-DEMO');
    const reader = { login: 'edu-registered-e2e', password: 'Registered-2026' };
    await page.locator('input[name="login"]').fill(reader.login);
    await page.locator('input[name="name"]').fill('Registered Reader');
    await page.locator('input[name="email"]').fill('registered-e2e@edu.hondana.test');
    await page.locator('input[name="password"]').fill(reader.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await backOnPortal(page);
    expect(pathOf(page)).toBe('/edu/login');
    await page.locator('[data-page="login"] [data-login-provider="external_id"]').click();
    await atProvider(page, 'education-id');
    await page.locator('input[name="login"]').fill(reader.login);
    await page.locator('input[name="password"]').fill(reader.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await backOnPortal(page);
    const accept = page.locator('[data-accept-terms]');
    await accept.waitFor({ timeout: 30_000 });
    await accept.click();
    await finishFederatedLogin(page, reader.login, reader.password, 'Registered Reader');
  });
});
