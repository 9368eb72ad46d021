/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  openPage,
  signInToConsole,
} from './support/index.ts';

/**
 * The console's subscription plans at desktop and phone width, as the Demo company admin: the list, a
 * plan created through the form (tax-inclusive total shown while typing), and its page with the 24
 * months of charges; each screen axe clean and as wide as the screen.
 */
describe('the console’s subscription plans', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`a plan is created and its charges previewed, axe clean at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);

      await page.goto(`${baseUrl()}/admin/plans`);
      const list = page.locator('[data-page="admin-plans"]');
      await list.locator('[data-plan], [data-empty-state]').first().waitFor();
      await expectCleanScreen(page);

      await list.getByRole('link', { name: 'Add plan' }).click();
      const form = page.locator('[data-plan-form="new"]');
      await form.waitFor();
      const planName = `E2E plan ${name} ${Date.now()}`;
      await form.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(planName);
      await form.getByRole('textbox', { name: 'Name (Japanese)' }).fill('テストプラン');
      await form.getByRole('textbox', { name: /^Price \(yen\)/ }).fill('1000');
      await form.locator('[data-shown-total="1000"]').waitFor();
      await form.getByRole('textbox', { name: /^Free days/ }).fill('7');
      await expectCleanScreen(page);
      await form.getByRole('button', { name: 'Save' }).click();

      const detail = page.locator('[data-page="admin-plan-detail"]');
      await detail.getByRole('heading', { level: 1, name: planName }).waitFor();
      await detail.locator('[data-charge-preview] [data-charge="1"]').waitFor();
      expect(await detail.locator('[data-charge-preview] [data-charge]').count()).toBeGreaterThanOrEqual(20);
      await expectCleanScreen(page);
    });
  }
});
