/// <reference lib="dom" />
import { describe, it } from 'vitest';
import {
  baseUrl,
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  openPage,
  SYSTEM_ADMIN,
  signInToConsole,
} from './support/index.ts';

/**
 * The console's companies and readers pages at desktop and phone width: the system admin's company list
 * and creation form, the Demo company admin's readers, their add form, one reader's page and their import, each axe clean and as wide as
 * the screen.
 */
describe('the console’s companies and readers pages', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`companies and readers pass axe and fit ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, SYSTEM_ADMIN.login, SYSTEM_ADMIN.password);
      await page.goto(`${baseUrl()}/admin/companies`);
      await page.locator('[data-page="companies"] [data-company-row]').first().waitFor();
      await expectCleanScreen(page);
      await page.goto(`${baseUrl()}/admin/companies/new`);
      await page.locator('[data-page="company-create"] form').waitFor();
      await expectCleanScreen(page);

      await page.context().clearCookies();
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);
      await page.goto(`${baseUrl()}/admin/readers`);
      await page.locator('[data-page="admin-readers"] [data-reader]').first().waitFor();
      await expectCleanScreen(page);
      // The add form with every field, in its sections, open in its dialog.
      await page.getByRole('button', { name: 'Add reader' }).click();
      await page.locator('[data-reader-form] [data-reader-section="params"]').waitFor();
      await expectCleanScreen(page);
      await page.keyboard.press('Escape');
      await page.locator('[data-reader-form]').waitFor({ state: 'detached' });
      // A reader's page with every field it shows.
      await page.locator('[data-page="admin-readers"] [data-reader] a').first().click();
      await page.locator('[data-page="admin-reader-detail"] dl').waitFor();
      await expectCleanScreen(page);
      await page.goto(`${baseUrl()}/admin/readers/import`);
      await page.locator('[data-reader-template]').waitFor();
      await expectCleanScreen(page);
    });
  }
});
