/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  expectNoAxeViolations,
  openPage,
  signInToConsole,
} from './support/index.ts';

/**
 * The console's Staff page and a service's page at desktop and phone width, as the Demo company admin:
 * each axe clean and as wide as the screen, a staff member's actions opened and closed from the keyboard,
 * a service reached from the Services list with its settings, admins and why it is kept.
 */
describe('the console’s Staff and service pages', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`staff and a service pass axe and fit ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);

      await page.goto(`${baseUrl()}/admin/staff`);
      const staffPage = page.locator('[data-page="admin-staff"]');
      await staffPage.locator('[data-staff]').first().waitFor();
      expect(await staffPage.locator('[data-staff]').count()).toBeGreaterThanOrEqual(2);
      await expectCleanScreen(page);

      const actions = staffPage.locator('[data-staff-actions]').first();
      await actions.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').count()).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });

      await page.goto(`${baseUrl()}/admin/services`);
      await page.locator('[data-page="services"] [data-service] a').first().click();
      const detail = page.locator('[data-page="admin-service-detail"]');
      await detail.locator('[data-service-settings]').waitFor();
      await detail
        .locator('[data-service-admins] [data-service-admin], [data-service-admins] [data-empty-state]')
        .first()
        .waitFor();
      await detail.locator('[data-service-in-use]').waitFor();
      await expectCleanScreen(page);

      await detail.locator('[data-audit-history-toggle]').click();
      await detail.locator('[data-audit-history-toggle][aria-expanded="true"]').waitFor();
      await page.getByRole('button', { name: 'Invite administrator' }).click();
      await page.locator('[data-admin-invite-form]').waitFor();
      await expectCleanScreen(page);
    });
  }
});
