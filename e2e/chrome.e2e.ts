import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import { MOBILE, openPage, pathOf, screenshot, tenantUrl, waitForPortal } from './support/index.ts';

/** Demo Library speaks Japanese by default. */
const ja = catalogues.ja.chrome;

describe('portal chrome', () => {
  it('plays the slide banner on its own, every slideSpeed seconds', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    const banner = page.locator('[data-banner-type="3"]');
    await banner.waitFor();
    const dots = banner.getByRole('group', { name: ja.banner.slides }).getByRole('button');
    // The carousel is a lazy chunk; its first slide stands in until it arrives.
    await dots.first().waitFor();
    expect(await dots.count()).toBe(3);
    const current = () =>
      dots.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    expect(await current()).toBe(0);
    // Demo Library's slideSpeed is 4 s.
    await expect.poll(current, { timeout: 7000, interval: 250 }).toBe(1);
  });

  it('shows the other banner kinds of the other tenants', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('open'));
    await page.locator('[data-banner-type="1"]').waitFor();
    await page.goto(tenantUrl('books'));
    await waitForPortal(page);
    expect(await page.locator('[data-banner-type]').count()).toBe(0);
  });

  it('hides the banner on pages that are not listings', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/search'));
    await page.locator('[data-search-start]').waitFor();
    expect(await page.locator('[data-banner-type]').count()).toBe(0);
  });

  it('offers a dropdown for more than two sort fields and keeps the choice in the address', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    await page
      .getByLabel(ja.sidebar.sortBy, { exact: true })
      .first()
      .selectOption({ label: ja.sortField.title });
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).not.toBeNull();
  });

  it('offers buttons for two sort fields', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('open'));
    await waitForPortal(page);
    // Open Shelf speaks Vietnamese by default.
    const sort = page.getByRole('group', { name: catalogues.vn.chrome.sidebar.sortOrder });
    await sort.getByText(catalogues.vn.chrome.sortField.title, { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dir')).not.toBeNull();
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('switches the language of the visible text and remembers it', async () => {
    const page = await openPage();
    const heading = page.locator('[data-search-start] h1');
    await page.goto(tenantUrl('demo', '/search'));
    await heading.waitFor();
    expect(await heading.textContent()).toBe(catalogues.ja.search.results.title);
    await page.getByRole('button', { name: /日本語/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => heading.textContent()).toBe(catalogues.en.search.results.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await heading.waitFor();
    expect(await heading.textContent()).toBe(catalogues.en.search.results.title);
  });

  it('fits a 375 px phone: sidebar in a drawer behind the menu button', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(await page.locator('aside').isVisible()).toBe(false);
    await page.getByRole('button', { name: ja.header.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer
      .getByRole('link', { name: 'Novels' })
      .or(drawer.getByRole('link', { name: '小説' }))
      .first()
      .click();
    await page.waitForURL((url) => /^\/demo\/\d+$/.test(url.pathname));
    await page.locator('[data-group-page]').waitFor();
    await screenshot(page, 'demo-group-mobile');
    expect(pathOf(page)).toMatch(/^\/demo\/\d+$/);
  });

  it('brings the scroll-to-top button after 200 px of scroll', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 400 } });
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    const button = page.getByRole('button', { name: ja.scrollToTop });
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
