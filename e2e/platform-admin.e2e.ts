/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, submitLogin } from './support/index.ts';

const en = catalogues.en;

/** The system admin's system health and background jobs pages at desktop and phone width. */
describe('the platform pages of the administration console', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`system health and jobs pass axe and fit ${name} px; refresh works from the keyboard`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      const width = () =>
        page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-page="admin-login"]').waitFor();
      await submitLogin(page, 'sysadmin@hondana.test', 'Hondana-Admin-2026');
      await page.locator('[data-page="admin-home"]').waitFor();

      await page.goto(`${baseUrl()}/admin/system-health`);
      await page.locator('[data-health-part="database"][data-health-status="up"]').waitFor();
      await page.locator('[data-health-part="worker"]').waitFor();
      await page.locator('[data-health-queues]').waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
      const refresh = page.getByRole('button', { name: en.platformAdmin.health.refresh });
      const answered = page.waitForResponse((response) => response.url().includes('/platform/health'));
      await refresh.focus();
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(200);

      await page.goto(`${baseUrl()}/admin/jobs`);
      // A table on the desktop, a card per job on a phone; the demo's seeding queued jobs either way.
      await page.locator('[data-page="jobs"] [data-job]').first().waitFor();
      await expectNoAxeViolations(page);
      expect(await width()).toBeLessThanOrEqual(viewport.width);
    });
  }
});
