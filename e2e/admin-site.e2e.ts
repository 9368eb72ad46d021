/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, submitLogin } from './support/index.ts';

const en = catalogues.en;

/** The administration site on a phone and by keyboard; its forgot-password pages at both widths. */
describe('the administration site', () => {
  it('fits a 375 px screen after login, and its first tab stop skips past the menu into the page', async () => {
    const page = await openPage({ locale: 'en-US', viewport: MOBILE });
    await page.goto(`${baseUrl()}/admin/login`);
    await page.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(page, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    await page.locator('[data-page="admin-home"]').waitFor();
    await page.locator('[data-admin-nav]').waitFor();
    const width = await page.evaluate(
      () => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    );
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    // A fresh load: after the login the focus is on the home's heading, past the skip link.
    await page.reload();
    await page.locator('[data-admin-nav]').waitFor();
    await page.keyboard.press('Tab');
    const first = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      href: document.activeElement?.getAttribute('href'),
    }));
    expect(first).toEqual({ text: en.chrome.skipToContent, href: '#main' });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') !== null,
      inNav: document.activeElement?.closest('[data-admin-nav]') !== null,
    }));
    expect(next).toEqual({ inMain: true, inNav: false });
  });

  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`forgot password: the login's link, the form, the sent page and a dead link pass axe at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-admin-forgot-password]').click();
      const form = page.locator('[data-page="admin-forgot-password"]');
      await form.waitFor();
      await expectNoAxeViolations(page);
      await form.locator('input[type="email"]').fill(`nobody-${name}@example.test`);
      await form.locator('button[type="submit"]').click();
      await page.locator('[data-page="admin-forgot-password-sent"]').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto(`${baseUrl()}/admin/reset-password?token=${'x'.repeat(43)}`);
      await page.locator('[data-reset-link="invalid"]').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.locator('a[href="/admin/forgot-password"]').count()).toBeGreaterThan(0);
    });
  }
});
