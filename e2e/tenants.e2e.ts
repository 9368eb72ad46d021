/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import {
  type DemoTenant,
  MOBILE,
  openPage,
  pathOf,
  rootVariable,
  screenshot,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/** Each demo tenant renders as its own branded portal (header colour, logo and display name from its settings). */
const tenants: { tenant: DemoTenant; name: string; headerBg: string; home: string }[] = [
  { tenant: 'demo', name: 'Demo Library', headerBg: '#1d4e89', home: '/demo' },
  { tenant: 'open', name: 'Open Shelf', headerBg: '#ffffff', home: '/open' },
  // Campus requires a login for every page; the test's address is in its network, which signs the
  // visitor in automatically (IP login), so its home shows.
  { tenant: 'campus', name: 'Campus Library', headerBg: '#6a4c93', home: '/campus' },
  { tenant: 'books', name: 'Books Domain', headerBg: '#fdf0d5', home: '/' },
];

describe('tenant branding', () => {
  for (const { tenant, name, headerBg, home } of tenants) {
    it(`renders ${name} with its own colours and logo`, async () => {
      const page = await openPage();
      await page.goto(tenantUrl(tenant));
      await waitForPortal(page);
      expect(pathOf(page)).toBe(home);
      expect(await rootVariable(page, '--hd-header-bg')).toBe(headerBg);
      const headerColour = await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(headerBg.slice(i, i + 2), 16));
      expect(headerColour).toBe(`rgb(${r}, ${g}, ${b})`);
      // The title beside the logo names the home link; the logo adds no words (axe image-redundant-alt).
      expect((await page.locator('header a[href]').first().textContent())?.trim()).toBe(name);
      const logo = page.locator('header img').first();
      expect(await logo.getAttribute('alt')).toBe('');
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      await screenshot(page, `home-${tenant}-desktop`);

      const phone = await openPage({ viewport: MOBILE });
      await phone.goto(tenantUrl(tenant));
      await waitForPortal(phone);
      await screenshot(phone, `home-${tenant}-mobile`);
    });
  }

  // The open tenant has no login: its login address leads home (account type OPEN).
  for (const { tenant, name } of tenants.filter((t) => t.tenant !== 'open')) {
    it(`draws ${name}'s login page in its branding at both widths`, async () => {
      for (const [page, width] of [
        [await openPage(), 'desktop'],
        [await openPage({ viewport: MOBILE }), 'mobile'],
      ] as const) {
        await page.goto(tenantUrl(tenant, '/login'));
        await page.locator('[data-page="login"] form').first().waitFor();
        expect((await page.locator('header a[href]').first().textContent())?.trim()).toBe(name);
        await screenshot(page, `login-${tenant}-${width}`);
      }
    });
  }

  it('uses the tenant title as the page title and its favicon', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    expect(await page.title()).toBe('Demo Library');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(
      /favicon\.svg\?v=[0-9a-f]{16}$/,
    );
  });
});
