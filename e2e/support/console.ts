/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitLogin } from './accounts.ts';
import { type AxeOptions, expectNoAxeViolations } from './axe.ts';
import { DESKTOP, MOBILE } from './browser.ts';
import { cookieToken } from './demo-books.ts';
import { baseUrl } from './tenants.ts';

/** The administration site's session cookie (path `/admin`). */
export const CONSOLE_TOKEN_COOKIE = 'hondana_token_admin';

/** The system administrator of the demo data (README). */
export const SYSTEM_ADMIN = { login: 'sysadmin@hondana.test', password: 'Hondana-Admin-2026' };

/** The Demo company's admin and the admin of one of its services (README). */
export const COMPANY_ADMIN = { login: 'admin@demo.hondana.test', password: 'Demo-Admin-2026' };
export const SERVICE_ADMIN = { login: 'service@demo.hondana.test', password: 'Demo-Service-2026' };

/** The two widths every console screen is checked at, each with its name for a test's title. */
export const CONSOLE_WIDTHS = [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const;

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

/** The pages the console's menu lists for the signed-in admin, in menu order, with their addresses. */
export async function consoleMenu(page: Page): Promise<{ id: string; path: string }[]> {
  const menu = page.locator('[data-admin-nav] [data-nav]');
  await menu.first().waitFor();
  return menu.evaluateAll((links) =>
    links.map((link) => ({
      id: link.getAttribute('data-nav') ?? '',
      path: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * Opens a console address the way an admin does: by its menu link when the menu shows one (the page is
 * drawn without loading the app again), else by the address. Waits until the new page has drawn its
 * heading and nothing is loading any more, so what is checked next is the page as the admin reads it.
 */
export async function openConsolePage(page: Page, path: string): Promise<void> {
  const here = new URL(page.url()).pathname;
  if (here !== path) {
    // The page on display is marked, so the heading waited for below is the next page's.
    await page.evaluate(() => document.querySelector('main [data-page]')?.setAttribute('data-left', ''));
    const link = page.locator(`[data-admin-nav] a[href="${path}"]`);
    if (await link.count()) await link.click();
    else await page.goto(`${baseUrl()}${path}`);
  }
  await page.locator('main [data-page]:not([data-left]) h1').first().waitFor();
  await page
    .locator('main [data-loading-skeleton], main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' });
}
