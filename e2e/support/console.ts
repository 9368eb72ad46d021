/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitLogin } from './accounts.ts';
import { type AxeOptions, expectNoAxeViolations } from './axe.ts';
import { cookieToken } from './demo-books.ts';
import { baseUrl } from './tenants.ts';

/** The administration site's session cookie (path `/admin`). */
export const CONSOLE_TOKEN_COOKIE = 'hondana_token_admin';

/** The system administrator of the demo data (README). */
export const SYSTEM_ADMIN = { login: 'sysadmin@hondana.test', password: 'Hondana-Admin-2026' };

/** The console's session token of the page's browser context, for API calls made as that admin. */
export const consoleToken = (page: Page) => cookieToken(page, CONSOLE_TOKEN_COOKIE);

/** Signs in on the console's login page and waits for the console's home. */
export async function signInToConsole(page: Page, login: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.locator('[data-page="admin-login"]').waitFor();
  await submitLogin(page, login, password);
  await page.locator('[data-page="admin-home"]').waitFor();
}

/** The page's width as drawn: wider than the viewport means a sideways scroll. */
export const drawnWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);

/** The screen on display passes axe and is no wider than the viewport. */
export async function expectCleanScreen(page: Page, options: AxeOptions = {}): Promise<void> {
  await expectNoAxeViolations(page, options);
  const viewport = page.viewportSize();
  if (viewport) expect(await drawnWidth(page), page.url()).toBeLessThanOrEqual(viewport.width);
}
