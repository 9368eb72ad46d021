/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/** A CSS variable of the root element, as the tenant theme set it. */
export const rootVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

/** Waits until the tenant portal has rendered its header (settings loaded, theme applied). */
export async function waitForPortal(page: Page): Promise<void> {
  await page.locator('header').first().waitFor();
}

/** The path of the page's URL, without origin. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Gives the browser context the tenant's token cookie, as a signed-in reader would hold. */
export async function holdTokenCookie(page: Page, url: string, name: string, path: string): Promise<void> {
  await page.context().addCookies([{ name, value: 'e2e-token', domain: new URL(url).hostname, path }]);
}
