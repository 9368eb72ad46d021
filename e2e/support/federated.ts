import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accountMenu } from './accounts.ts';
import { baseUrl, tenantUrl } from './tenants.ts';

/** The password of every account of the development identity provider. */
export const DEV_PASSWORD = 'Dev-Identity-2026';

/** Waits until the browser is on the development provider's login page. */
export async function atProvider(page: Page, provider: 'google' | 'microsoft' | 'education-id') {
  await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname.startsWith(`/${provider}/`));
  await page.locator('input[name="login"]').waitFor();
}

/** Fills the provider's login form and submits it. */
export async function signInAtProvider(page: Page, login: string, password: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const backOnPortal = (page: Page) =>
  page.waitForURL((url) => url.host === new URL(baseUrl()).host, { timeout: 30_000 });

/**
 * Until the portal shows `name` signed in: accepts the terms when they are asked (the first login of an
 * account), and signs in again when the provider asks for the account once more.
 */
export async function finishFederatedLogin(page: Page, login: string, password: string, name: string) {
  await expect
    .poll(
      async () => {
        const onProvider = new URL(page.url()).hostname === '127.0.0.1';
        if (onProvider && (await page.locator('input[name="login"]').count()) > 0) {
          await signInAtProvider(page, login, password);
        }
        if (onProvider) return '';
        const accept = page.locator('[data-accept-terms]');
        if (await accept.isVisible().catch(() => false)) await accept.click();
        return (
          (await accountMenu(page)
            .textContent({ timeout: 500 })
            .catch(() => '')) ?? ''
        );
      },
      { timeout: 45_000, interval: 500 },
    )
    .toContain(name);
}

/** Signs a student in to Edu Campus through the education-ID provider, accepting the terms if asked. */
export async function loginEduStudent(page: Page, login: string, name: string) {
  await page.goto(tenantUrl('edu', '/login'));
  await page.locator('[data-page="login"] [data-login-provider="external_id"]').click();
  await atProvider(page, 'education-id');
  await signInAtProvider(page, login, DEV_PASSWORD);
  await backOnPortal(page);
  await finishFederatedLogin(page, login, DEV_PASSWORD, name);
}
