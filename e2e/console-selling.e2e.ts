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
 * The console's coupons, ordinal discounts and payment settings as the Demo company admin, at desktop
 * and phone width: the seeded coupon and discount listed, a coupon added through its dialog, and the
 * sandbox merchant's card settings checked with the gateway (not saved, and no gateway chosen: a
 * company that takes payments would require its staff's second factor in the other browser tests).
 */
describe('the console’s selling settings', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`coupons, ordinal discounts and payment settings are usable and axe clean at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);

      await page.goto(`${baseUrl()}/admin/coupons`);
      const coupons = page.locator('[data-page="admin-coupons"]');
      await coupons.locator('[data-coupon="WELCOME10"]').first().waitFor();
      await expectCleanScreen(page);
      await coupons.getByRole('button', { name: 'Add a coupon' }).click();
      const dialog = page.getByRole('dialog');
      const code = `E2E${name}${Date.now().toString(36)}`.toUpperCase();
      await dialog.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
      await expectCleanScreen(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await coupons.locator(`[data-coupon="${code}"]`).first().waitFor();

      await page.goto(`${baseUrl()}/admin/discount-ordinals`);
      const ordinals = page.locator('[data-page="admin-discount-ordinals"]');
      await ordinals.locator('[data-ordinal]').first().waitFor();
      expect(await ordinals.textContent()).toContain('Every plan of the service');
      await expectCleanScreen(page);

      await page.goto(`${baseUrl()}/admin/payment-settings`);
      const veritrans = page.locator('[data-settings-form="veritrans"]');
      await veritrans.waitFor();
      await veritrans.getByRole('textbox', { name: /^Merchant CCID/ }).fill('A100000000000001069951cc');
      await veritrans.getByLabel(/^Merchant secret key/).fill('sandbox-veritrans-secret-key');
      await veritrans
        .getByRole('textbox', { name: /^Token API key/ })
        .fill('cd76ca65-7f54-4dec-8ba3-11c12e36a548');
      await veritrans.getByRole('button', { name: 'Check with the gateway' }).click();
      await veritrans.getByText('The gateway accepted these settings.').waitFor();
      await expectCleanScreen(page);
    });
  }
});
