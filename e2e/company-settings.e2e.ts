import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  screenshot,
  submitLogin,
} from './support/index.ts';

const texts = catalogues.en.companySettings;

/** The company's publish-new-contents switch, by keyboard, at desktop width and on a phone. */
describe('company settings in the administration', () => {
  for (const viewport of [undefined, MOBILE]) {
    const width = viewport ? '375 px' : 'desktop width';
    it(`turns publishing new contents off and on again by keyboard and passes axe at ${width}`, async () => {
      const page = await openPage({ locale: 'en-US', ...(viewport ? { viewport } : {}) });
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-page="admin-login"]').waitFor();
      // Books Domain's admin: the demo uploads of the other browser tests are Demo Library's.
      await submitLogin(page, 'admin@books.hondana.test', 'Books-Admin-2026');
      await page.locator('[data-page="admin-home"]').waitFor();
      await page.locator('[data-nav="company-settings"]').click();
      await page.locator('[data-page="admin-company-settings"]').waitFor();
      const toggle = page.getByRole('switch', { name: texts.publishUploads });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(true);
      await page.getByText(texts.publishUploadsOn).waitFor();
      await expectNoAxeViolations(page);

      await toggle.focus();
      await page.keyboard.press('Space');
      await page.getByText(texts.publishUploadsOff).waitFor();
      await page.getByText(texts.saved).first().waitFor();
      expect(await toggle.isChecked()).toBe(false);
      await screenshot(page, `admin-company-settings${viewport ? '-phone' : ''}`);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      // Saved: a reload shows it; then back on, as the demo has it.
      await page.reload();
      await page.locator('[data-page="admin-company-settings"]').waitFor();
      await page.getByText(texts.publishUploadsOff).waitFor();
      await page.getByRole('switch', { name: texts.publishUploads }).focus();
      await page.keyboard.press('Space');
      await page.getByText(texts.publishUploadsOn).waitFor();
      expect(await page.getByRole('switch', { name: texts.publishUploads }).isChecked()).toBe(true);
    });
  }
});
