import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  SYSTEM_ADMIN,
  screenshot,
  signInToConsole,
} from './support/index.ts';

const texts = catalogues.en.companySettings;

/** The company's publish-new-contents switch, by keyboard, at desktop width and on a phone. */
describe('company settings in the administration', () => {
  for (const viewport of [undefined, MOBILE]) {
    const width = viewport ? '375 px' : 'desktop width';
    it(`turns publishing new contents off and on again by keyboard and passes axe at ${width}`, async () => {
      const page = await openPage({ locale: 'en-US', ...(viewport ? { viewport } : {}) });
      // Books Domain's admin: the demo uploads of the other browser tests are Demo Library's.
      await signInToConsole(page, 'admin@books.hondana.test', 'Books-Admin-2026');
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
      await expectCleanScreen(page);

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

const form = catalogues.en.companyForm;

/** A system admin opens a company from the Companies list and saves one of the system admin's fields. */
describe('every setting of a company, for the system admin', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`opens Books Domain from the list, saves its back-end login name and passes axe at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, SYSTEM_ADMIN.login, SYSTEM_ADMIN.password);
      await page.goto(`${baseUrl()}/admin/companies?keyword=Books%20Domain`);
      await page.locator('[data-company-row] a', { hasText: 'Books Domain' }).first().click();
      const settings = page.locator('[data-company-settings]');
      await settings.waitFor();
      expect(page.url()).toMatch(/\/admin\/c\/\d+\/company-settings$/);
      await page.locator('[data-portal-address]').first().waitFor();
      await expectCleanScreen(page);

      const backEnd = page.locator('[data-company-section="backEnd"]');
      const login = backEnd.getByRole('textbox', { name: form.fields.beLoginName });
      const saveBackEnd = backEnd.getByRole('button', {
        name: form.saveSection.replace('{{section}}', form.sections.backEnd),
      });
      const kept = await login.inputValue();
      await login.fill(`viewer-${name}`);
      await saveBackEnd.click();
      await page.getByText(texts.saved).first().waitFor();
      await screenshot(page, `admin-company-settings-system${name === '375' ? '-phone' : ''}`);

      await page.reload();
      await settings.waitFor();
      expect(await login.inputValue()).toBe(`viewer-${name}`);
      // Put back what the demo has, by keyboard.
      await login.fill(kept);
      await saveBackEnd.focus();
      await page.keyboard.press('Enter');
      await page.getByText(texts.saved).first().waitFor();
      await page.reload();
      await settings.waitFor();
      expect(await login.inputValue()).toBe(kept);

      // The saves are in the company's history, which opens by keyboard.
      const history = page.locator('[data-audit-history="company"]');
      await history.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await history.locator('[data-audit-event]').nth(1).waitFor();
      await expectNoAxeViolations(page);

      // A key generated after a confirmation, shown once.
      const apiKey = page.locator('[data-company-section="apiKey"]');
      const keyButton = apiKey.getByRole('button', { name: /^(Generate|Rotate)$/ });
      await keyButton.click();
      const confirm = page.getByRole('dialog', { name: form.apiKey.confirmTitle });
      await confirm.locator('[data-confirm-api-key]').click();
      const shown = page.getByRole('dialog', { name: form.apiKey.newTitle });
      const key = (await shown.locator('[data-new-api-key]').textContent()) ?? '';
      expect(key).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
      await expectNoAxeViolations(page);
      await shown.getByRole('button', { name: form.apiKey.done }).click();
      await shown.waitFor({ state: 'hidden' });
      await apiKey.getByText(form.apiKey.current.replace('{{hint}}', key.slice(-4))).waitFor();
      expect(await page.content()).not.toContain(key);
    });
  }
});
