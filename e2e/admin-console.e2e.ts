/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, submitLogin } from './support/index.ts';

const en = catalogues.en;

/** The administration console's frame, home, palette and contents list at desktop and phone width. */
describe('the administration console', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`home and contents list pass axe and fit ${name} px; the palette opens the contents list`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-page="admin-login"]').waitFor();
      await submitLogin(page, 'admin@demo.hondana.test', 'Demo-Admin-2026');
      await page.locator('[data-page="admin-home"]').waitFor();
      await page.locator('[data-admin-nav] [data-nav="contents"]').waitFor();
      await page.locator('[data-home-page="contents"]').waitFor();
      await expectNoAxeViolations(page);
      const width = () =>
        page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
      expect(await width()).toBeLessThanOrEqual(viewport.width);

      await page.locator('[data-palette-open]').click();
      const search = page.getByRole('textbox', { name: en.adminConsole.palette.label });
      await search.fill('contents');
      await page.locator('[data-palette-item="page:contents"]').click();
      await page.locator('[data-page="admin-contents"] [data-total]').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/c\/\d+\/contents$/);
      await page.locator('[data-content-row]').first().waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);

      // An address naming another company lands in the admin's own.
      const own = new URL(page.url()).pathname;
      await page.goto(`${baseUrl()}/admin/c/999999/contents`);
      await page.locator('[data-page="admin-contents"] [data-total]').waitFor();
      expect(new URL(page.url()).pathname).toBe(own);

      // Ctrl+K opens the palette from anywhere on the page.
      await page.locator('main h1').click();
      await page.keyboard.press('Control+K');
      await search.waitFor();
      await expectNoAxeViolations(page);
    });
  }
});
