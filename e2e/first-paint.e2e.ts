/// <reference lib="dom" />
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type DemoTenant, openPage, rootVariable, tenantUrl, waitForPortal } from './support/index.ts';

/**
 * The first paint already has the tenant's colours: the server writes the tenant's theme
 * variables, language and title into the portal page's HTML, so they hold before any script has run,
 * and while the web app still waits for view-settings.
 */
const TENANTS: DemoTenant[] = ['demo', 'open', 'campus', 'books'];

/** `#rrggbb` as getComputedStyle writes a colour. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** What the running web app puts on the document once the tenant's settings have loaded. */
async function themeOfRunningApp(tenant: DemoTenant) {
  const page = await openPage();
  await page.goto(tenantUrl(tenant));
  await waitForPortal(page);
  return {
    headerBg: await rootVariable(page, '--hd-header-bg'),
    bodyBg: await rootVariable(page, '--hd-body-bg'),
    lang: await page.evaluate(() => document.documentElement.lang),
    title: await page.title(),
  };
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("the first paint has the tenant's colours", () => {
  for (const tenant of TENANTS) {
    it(`${tenant} home without JavaScript: header and body colours, language and title of the tenant`, async () => {
      const expected = await themeOfRunningApp(tenant);
      expect(expected.headerBg).toMatch(/^#[0-9a-f]{6}$/i);

      const page = await openPage({ javaScriptEnabled: false });
      const response = await page.goto(tenantUrl(tenant));
      expect(response?.headers()['cache-control']).toBe('no-cache');
      expect(await rootVariable(page, '--hd-header-bg')).toBe(expected.headerBg);
      expect(await rootVariable(page, '--hd-body-bg')).toBe(expected.bodyBg);
      expect(await bodyBackground(page)).toBe(rgbOf(expected.bodyBg));
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(expected.lang);
      expect(await page.title()).toBe(expected.title);
    });
  }

  it('holds the colours while the web app still waits for the view settings', async () => {
    const expected = await themeOfRunningApp('campus');
    const page = await openPage();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const settingsAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/service-admin/public/view-settings**', async (route: Route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(tenantUrl('campus'), { waitUntil: 'domcontentloaded' });
    await settingsAsked;
    expect(await page.locator('header').count()).toBe(0);
    expect(await bodyBackground(page)).toBe(rgbOf(expected.bodyBg));
    expect(await rootVariable(page, '--hd-header-bg')).toBe(expected.headerBg);
    release();
    await waitForPortal(page);
    expect(await rootVariable(page, '--hd-header-bg')).toBe(expected.headerBg);
  });

  it('leaves the admin site and the portals page without a tenant theme', async () => {
    const page = await openPage({ javaScriptEnabled: false });
    for (const path of ['/admin', '/']) {
      await page.goto(new URL(path, tenantUrl('demo')).href);
      expect(await rootVariable(page, '--hd-header-bg'), path).toBe('');
      expect(await page.locator('#hd-tenant-theme').count(), path).toBe(0);
    }
  });
});
