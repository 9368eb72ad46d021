import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, registerDemoReader, tenantUrl } from './support/index.ts';

/** The visible texts of the open toasts. */
const toastTexts = (page: Page) => page.getByRole('alert').allTextContents();

const registerReader = (page: Page) =>
  registerDemoReader(page, { prefix: 'e2e-lang', password: 'Lang-Pass-2026', fullName: 'E2E Language' });

describe('one language per screen (issue 8, defect 9)', () => {
  it('re-renders an open toast in the new language after a switch', async () => {
    const page = await openPage();
    await registerReader(page);
    await page.goto(tenantUrl('demo', '/profile'));
    const settings = page.locator('[data-profile-section="settings"]');
    await settings.waitFor();
    // Demo Library speaks Japanese; saving the profile with Vietnamese switches the page after the toast.
    await settings.locator('select[name="lang"]').selectOption('vn');
    await settings.locator('button[type="submit"]').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('vi');
    await expect.poll(() => toastTexts(page)).toContain(catalogues.vn.api.update['200']);
    expect(await toastTexts(page)).not.toContain(catalogues.ja.api.update['200']);
  });

  for (const [locale, lang] of [
    ['en-US', 'en'],
    ['ja-JP', 'ja'],
  ] as const) {
    it(`opens the admin outbox in the browser's language when none was chosen (${locale})`, async () => {
      const page = await openPage({ locale });
      await page.goto(`${baseUrl()}/admin/dev/outbox?path=demo`);
      const title = page.locator('[data-page="dev-outbox"] h1');
      await title.waitFor();
      await expect.poll(() => title.textContent()).toBe(catalogues[lang].accounts.outbox.title);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    });
  }
});
