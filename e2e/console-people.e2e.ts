/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, submitLogin } from './support/index.ts';

/**
 * The console's companies and readers pages at desktop and phone width: the system admin's company list
 * and creation form, the Demo company admin's readers, their add form, one reader's page and their import, each axe clean and as wide as
 * the screen.
 */
describe('the console’s companies and readers pages', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`companies and readers pass axe and fit ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      const width = () =>
        page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
      const signIn = async (login: string, password: string) => {
        await page.goto(`${baseUrl()}/admin/login`);
        await page.locator('[data-page="admin-login"]').waitFor();
        await submitLogin(page, login, password);
        await page.locator('[data-page="admin-home"]').waitFor();
      };

      await signIn('sysadmin@hondana.test', 'Hondana-Admin-2026');
      await page.goto(`${baseUrl()}/admin/companies`);
      await page.locator('[data-page="companies"] [data-company-row]').first().waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
      await page.goto(`${baseUrl()}/admin/companies/new`);
      await page.locator('[data-page="company-create"] form').waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);

      await page.context().clearCookies();
      await signIn('admin@demo.hondana.test', 'Demo-Admin-2026');
      await page.goto(`${baseUrl()}/admin/readers`);
      await page.locator('[data-page="admin-readers"] [data-reader]').first().waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
      // The add form with every field, in its sections, open in its dialog.
      await page.getByRole('button', { name: 'Add reader' }).click();
      await page.locator('[data-reader-form] [data-reader-section="params"]').waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press('Escape');
      await page.locator('[data-reader-form]').waitFor({ state: 'detached' });
      // A reader's page with every field it shows.
      await page.locator('[data-page="admin-readers"] [data-reader] a').first().click();
      await page.locator('[data-page="admin-reader-detail"] dl').waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
      await page.goto(`${baseUrl()}/admin/readers/import`);
      await page.locator('[data-reader-template]').waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
    });
  }
});
