import { randomBytes } from 'node:crypto';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { baseUrl, tenantUrl } from './tenants.ts';

/** Fills the login form of the current page (or open dialog) and submits it. */
export async function submitLogin(
  page: Page,
  identifier: string,
  password: string,
  keepLogin = false,
): Promise<void> {
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[name="identifier"]') })
    .first();
  await form.locator('input[name="identifier"]').fill(identifier);
  await form.locator('input[name="password"]').fill(password);
  if (keepLogin) await form.locator('input[name="keepLogin"]').check();
  await form.locator('button[type="submit"]').click();
}

/** Logs in through the tenant's login page and waits until the login page is gone. */
export async function loginThroughPage(
  page: Page,
  loginUrl: string,
  identifier: string,
  password: string,
  keepLogin = false,
) {
  await page.goto(loginUrl);
  await page.locator('[data-page="login"]').waitFor();
  await submitLogin(page, identifier, password, keepLogin);
  await page.locator('[data-page="login"]').waitFor({ state: 'detached' });
}

/** The account menu button of the header (shows the user's name). */
export const accountMenu = (page: Page) => page.locator('[data-account-menu]').first();

/** Logs out through the account menu. */
export async function logoutThroughMenu(page: Page, lang: 'en' | 'ja' | 'vn'): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: catalogues[lang].chrome.header.logout }).click();
  await page.locator('[data-page="login"]').waitFor();
}

/**
 * After a Demo Library sign-up: the page says to check the mail; the confirmation link is read from the
 * demo outbox and opened, and the page says the address is confirmed.
 */
export async function confirmRegistrationFromOutbox(page: Page, email: string): Promise<void> {
  await page.locator('[data-page="register-sent"]').waitFor();
  await page.goto(`${baseUrl()}/admin/dev/outbox?path=demo`);
  const message = page.locator('[data-outbox-message]').filter({ hasText: email }).first();
  await message.waitFor();
  const href = await message.locator('a[href*="confirm-registration"]').first().getAttribute('href');
  if (!href) throw new Error(`no confirmation link for ${email}`);
  await page.goto(href);
  await page.locator('[data-confirm-registration="done"]').waitFor();
}

/**
 * Signs a fresh reader up on Demo Library's register page, confirms the address through the mailed link
 * and logs in with it; the names start with `prefix` and a random suffix.
 */
export async function registerDemoReader(
  page: Page,
  { prefix, password, fullName }: { prefix: string; password: string; fullName: string },
): Promise<{ email: string; username: string }> {
  const suffix = randomBytes(4).toString('hex');
  const email = `${prefix}-${suffix}@demo.hondana.test`;
  const username = `${prefix}_${suffix}`;
  await page.goto(tenantUrl('demo', '/register'));
  const form = page.locator('[data-page="register"] form');
  await form.waitFor();
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="fullName"]').fill(fullName);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await confirmRegistrationFromOutbox(page, email);
  await loginThroughPage(page, tenantUrl('demo', '/login'), email, password);
  await accountMenu(page).waitFor();
  return { email, username };
}
