/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  openPage,
  SYSTEM_ADMIN,
  signInToConsole,
} from './support/index.ts';

const en = catalogues.en;

/** WCAG contrast of two opaque `rgb(…)` colours as the browser computes them. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [red, green, blue] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The system admin's system health and background jobs pages at desktop and phone width. */
describe('the platform pages of the administration console', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`system health and jobs pass axe and fit ${name} px; refresh works from the keyboard`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, SYSTEM_ADMIN.login, SYSTEM_ADMIN.password);

      await page.goto(`${baseUrl()}/admin/system-health`);
      await page.locator('[data-health-part="database"][data-health-status="up"]').waitFor();
      await page.locator('[data-health-part="worker"]').waitFor();
      await page.locator('[data-health-queues]').waitFor();
      await expectCleanScreen(page);
      const refresh = page.getByRole('button', { name: en.platformAdmin.health.refresh });
      const answered = page.waitForResponse((response) => response.url().includes('/platform/health'));
      await refresh.focus();
      await page.keyboard.press('Enter');
      expect((await answered).status()).toBe(200);

      await page.goto(`${baseUrl()}/admin/jobs`);
      // A table on the desktop, a card per job on a phone; the demo's seeding queued jobs either way.
      await page.locator('[data-page="jobs"] [data-job]').first().waitFor();
      await expectCleanScreen(page);
      // The menu's active item: its text reads on its background (it was drawn in the same navy).
      const active = page.locator('[data-admin-nav] [data-nav="jobs"][data-active]');
      const [text, background] = await active.evaluate((item) => {
        const label = item.querySelector('.mantine-NavLink-label') ?? item;
        return [getComputedStyle(label).color, getComputedStyle(item).backgroundColor];
      });
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
