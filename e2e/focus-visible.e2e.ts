/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import { loginThroughPage, openPage, tenantUrl, waitForPortal } from './support/index.ts';

/**
 * Focus you can see (WCAG 2.4.7, 2.4.1): the skip link is the first tab stop and leads past the
 * banner and sidebar into the page, text inputs show a focus ring, and after a login focus is on the
 * landing page's heading. Demo Library speaks Japanese by default.
 */
const ja = catalogues.ja;

describe('focus you can see', () => {
  it('the first tab stop skips past the banner and sidebar to the shelves', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    // The skip link in the page's language, and something to focus in the page, before the first key.
    await page
      .locator('a[href="#main"]', { hasText: ja.chrome.skipToContent })
      .waitFor({ state: 'attached' });
    await page.locator('main a[href], main button').first().waitFor();
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(first).toEqual({ text: ja.chrome.skipToContent, href: '#main' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => {
      const active = document.activeElement;
      return {
        inMain: active?.closest('main') !== null,
        inHeaderOrSidebar: active?.closest('header, aside') !== null,
      };
    });
    expect(next).toEqual({ inMain: true, inHeaderOrSidebar: false });
  });

  it('a focused text input shows an outline, and after a login focus is on the page heading', async () => {
    const page = await openPage();
    await page.goto(`${tenantUrl('demo')}/login`);
    await page.locator('[data-page="login"]').waitFor();
    await page.locator('input[name="identifier"]').focus();
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    await loginThroughPage(page, `${tenantUrl('demo')}/login`, 'reader01', 'Demo-Reader-2026');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, {
      timeout: 10_000,
    });
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});
