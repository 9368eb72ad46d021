/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  type DemoTenant,
  loginThroughPage,
  MOBILE,
  openPage,
  pathOf,
  rootVariable,
  screenshot,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/**
 * Lighter chrome with the brand as accent, and the chrome fixes: favourites and recently read first,
 * sort-field titles in the page's language, one name per tenant, the admin login and the demo's footer
 * links. Demo Library speaks Japanese by default, Open Shelf Vietnamese.
 */
const ja = catalogues.ja.chrome;
const vn = catalogues.vn.chrome;

/** A colour as the browser computes it, from the tenant's `#rrggbb`. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const sidebar = (page: Page) => page.locator('aside');
const specialGroupLinks = (page: Page) =>
  sidebar(page).getByRole('navigation', { name: ja.sidebar.specialGroups }).getByRole('link');

describe('sidebar', () => {
  it('shows favourites and recently read to a signed-in reader, first, in the seed order (defect 5)', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    await expect.poll(() => specialGroupLinks(page).allTextContents()).toEqual(['新着', '人気', 'おすすめ']);

    await loginThroughPage(page, tenantUrl('demo', '/login'), 'reader01', 'Demo-Reader-2026');
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    await expect
      .poll(() => specialGroupLinks(page).allTextContents())
      .toEqual(['お気に入り', '最近読んだ本', '新着', '人気', 'おすすめ']);
    await screenshot(page, 'demo-home-signed-in');
  });

  it('labels its sections quietly and keeps the tenant colour for the active group', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    const labels = sidebar(page).locator('h2');
    // The group sections come with the group list, which may answer after the portal is drawn.
    await expect.poll(() => labels.count()).toBeGreaterThan(1);
    const backgrounds = await labels.evaluateAll((hs) => hs.map((h) => getComputedStyle(h).backgroundColor));
    expect(new Set(backgrounds)).toEqual(new Set(['rgba(0, 0, 0, 0)']));

    await sidebar(page).getByRole('link', { name: '小説' }).click();
    const active = sidebar(page).locator('a[aria-current="page"]');
    await active.waitFor();
    const brand = await rootVariable(page, '--hd-bar-bg');
    expect(await active.evaluate((a) => getComputedStyle(a).borderLeftColor)).toBe(rgb(brand));
  });

  it('puts the sort control right above the listing it sorts, not in the sidebar', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await openPage(viewport ? { viewport } : {});
      await page.goto(tenantUrl('demo'));
      await waitForPortal(page);
      const sort = page.locator('main [data-sort-order]');
      await sort.waitFor();
      expect(await sort.getAttribute('aria-label')).toBe(ja.sidebar.sortOrder);
      expect(await page.locator('aside [data-sort-order]').count()).toBe(0);
      // It comes first in the main column, before the listing.
      expect(await page.locator('main > :first-child').getAttribute('data-sort-order')).not.toBeNull();
    }
  });
});

describe('sort-field titles in the page language (defect 9)', () => {
  it('names the sort fields in Japanese on a Japanese page', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    const select = page.getByLabel(ja.sidebar.sortBy, { exact: true }).first();
    // Its value is the default sort field once the service's sort fields have answered.
    await expect
      .poll(() => select.locator('option:checked').textContent(), { timeout: 15_000 })
      .toBe(ja.sortField.uploadedAt);
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual([ja.sortField.uploadedAt, ja.sortField.title, ja.sortField.author]);
  });

  it('names them in Vietnamese on a Vietnamese page, and in English after a switch', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('open'));
    await waitForPortal(page);
    const sort = page.locator('[data-sort-order]');
    await sort.getByText(vn.sortField.uploadedAt, { exact: true }).waitFor();
    await sort.getByText(vn.sortField.title, { exact: true }).waitFor();
    expect(await sort.getByText('Newest', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: /Tiếng Việt/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await sort.getByText(catalogues.en.chrome.sortField.uploadedAt, { exact: true }).waitFor();
  });
});

describe('slide banner', () => {
  const banner = (page: Page) => page.locator('[data-banner-type="3"]');
  const activeSlide = (page: Page) =>
    banner(page)
      .locator('.mantine-Carousel-slide')
      .filter({ has: page.locator('[data-slide-title]') });

  it('draws the slide title as live, translated text that the picture’s alt names', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await banner(page).waitFor();
    await page.getByRole('button', { name: ja.banner.pause }).click();
    await banner(page)
      .getByRole('button', { name: ja.banner.goTo.replace('{{index}}', '1') })
      .click();
    const first = activeSlide(page).first();
    const title = first.locator('[data-slide-title]');
    expect(await title.textContent()).toBe('ようこそ Demo Library へ');
    expect(await first.locator('img').getAttribute('alt')).toBe('ようこそ Demo Library へ');

    await page.getByRole('button', { name: /日本語/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => title.textContent()).toBe('Welcome to the Demo Library');
    expect(await first.locator('img').getAttribute('alt')).toBe('Welcome to the Demo Library');
  });

  it('keeps the arrows off the title and marks the active dot clearly', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await banner(page).waitFor();
    await page.getByRole('button', { name: ja.banner.pause }).click();
    const caption = activeSlide(page).first().locator('[data-slide-title] span');
    const text = await caption.boundingBox();
    expect(text).not.toBeNull();
    for (const name of [ja.banner.previous, ja.banner.next]) {
      const arrow = await page.getByRole('button', { name }).boundingBox();
      expect(arrow).not.toBeNull();
      if (!text || !arrow) continue;
      const apart =
        arrow.x + arrow.width <= text.x ||
        text.x + text.width <= arrow.x ||
        arrow.y + arrow.height <= text.y ||
        text.y + text.height <= arrow.y;
      expect(apart, `${name} covers the slide title`).toBe(true);
    }
    const widths = await banner(page)
      .getByRole('group', { name: ja.banner.slides })
      .getByRole('button')
      .evaluateAll((dots) =>
        dots.map((d) => [d.getAttribute('aria-current'), getComputedStyle(d, '::before').width]),
      );
    const active = widths
      .filter(([current]) => current === 'true')
      .map(([, w]) => Number.parseFloat(w ?? ''));
    const others = widths
      .filter(([current]) => current !== 'true')
      .map(([, w]) => Number.parseFloat(w ?? ''));
    expect(active).toHaveLength(1);
    for (const width of others) expect(active[0]).toBeGreaterThanOrEqual(width * 1.5);
  });

  it('hides the arrows on touch screens, where the slides are swiped', async () => {
    const page = await openPage({ viewport: MOBILE, hasTouch: true, isMobile: true });
    await page.goto(tenantUrl('demo'));
    await banner(page).waitFor();
    // The arrow is in the page (waited for), but not shown.
    const next = banner(page).locator(`button[aria-label="${ja.banner.next}"]`);
    await next.waitFor({ state: 'attached' });
    expect(await next.isVisible()).toBe(false);
    expect(await activeSlide(page).first().locator('[data-slide-title]').isVisible()).toBe(true);
    await screenshot(page, 'demo-banner-touch');
  });
});

describe('Japanese typesetting', () => {
  it('breaks Japanese lines between phrases and gives body text a 1.8 line height', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/search'));
    const paragraph = page.locator('main p').first();
    await paragraph.waitFor();
    const style = await paragraph.evaluate((p) => {
      const s = getComputedStyle(p);
      return {
        wordBreak: s.wordBreak,
        ratio: Number.parseFloat(s.lineHeight) / Number.parseFloat(s.fontSize),
      };
    });
    expect(style.wordBreak).toBe('auto-phrase');
    expect(style.ratio).toBeCloseTo(1.8, 1);

    await page.getByRole('button', { name: /日本語/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => paragraph.evaluate((p) => getComputedStyle(p).wordBreak)).not.toBe('auto-phrase');
  });
});

describe('one name per tenant, admin login, demo footer links (defect 13)', () => {
  it('names each tenant the same way in header and footer', async () => {
    for (const tenant of ['demo', 'open', 'books'] as DemoTenant[]) {
      const page = await openPage();
      await page.goto(tenantUrl(tenant));
      await waitForPortal(page);
      const headerName = ((await page.locator('header a[href]').first().textContent()) ?? '').trim();
      const footerLogo = page.locator('footer img').first();
      expect(await footerLogo.getAttribute('alt'), tenant).toBe(headerName);
      // Beside the title, the header logo repeats nothing (axe image-redundant-alt).
      expect(await page.locator('header a[href] img').first().getAttribute('alt')).toBe('');
    }
  });

  it('shows the product name on the admin login, with the language picker in the form’s card', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const page = await openPage(viewport ? { viewport } : {});
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-page="admin-login"]').waitFor();
      expect(await page.locator('[data-product-name]').textContent()).toBe(catalogues.en.app.name);
      const card = page.locator('.mantine-Paper-root').filter({ has: page.locator('form') });
      expect(await card.locator('select[name="language"]').count()).toBe(1);
    }
  });

  it('leads every internal demo footer link to a page of the portal', async () => {
    for (const tenant of ['demo', 'open', 'books'] as DemoTenant[]) {
      const page = await openPage();
      await page.goto(tenantUrl(tenant));
      await waitForPortal(page);
      const home = pathOf(page);
      const hrefs = await page
        .locator('footer nav a:not([target])')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length, tenant).toBeGreaterThan(0);
      for (const href of hrefs.filter((h) => h.startsWith('http'))) {
        await page.goto(href);
        await page.locator('main').first().waitFor();
        await expect.poll(() => pathOf(page), { message: href }).not.toBe(home);
        expect(pathOf(page), href).not.toMatch(/\/404$/);
      }
    }
  });
});
