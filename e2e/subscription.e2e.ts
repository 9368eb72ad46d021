/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  screenshot,
  tenantUrl,
  watchProblems,
} from './support/index.ts';

/**
 * The reader's /subscription page in the browser: Demo Library's reader sees the yearly plan they hold
 * with its next charge, cancels it with the keyboard after a confirmation naming the day access ends,
 * and sees it cancelled. Checked at 375 px (nothing wider than the screen) and at desktop width,
 * axe-clean. A cancelled plan keeps its access to the end of its paid year, so the other files' reads of
 * the demo reader's plan books are unchanged.
 */

const drawnWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the subscription page', () => {
  it('shows the plan, then cancels it from the keyboard after naming the last day (375 px and desktop)', async () => {
    const page = await openPage({ viewport: MOBILE });
    const problems = watchProblems(page);
    await loginDemoReader(page);

    await page.goto(tenantUrl('demo', '/subscription'));
    const card = page.locator('[data-subscription]').first();
    await card.waitFor();
    await expect(
      card.locator('[data-subscription-status]').getAttribute('data-subscription-status'),
    ).resolves.toBe('ACTIVE');
    expect(await card.locator('[data-next-charge]').textContent()).toMatch(/[0-9],?[0-9]/);
    expect(await drawnWidth(page)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoAxeViolations(page);
    await screenshot(page, 'subscription-375');

    await card.locator('[data-cancel-subscription]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/20[0-9]{2}/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize(DESKTOP);
    await card.locator('[data-cancel-subscription]').click();
    await dialog.waitFor();
    await dialog.locator('[data-confirm-cancel]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-subscription-status="CANCEL"]').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page);
    await screenshot(page, 'subscription-desktop');
    expect(problems.cspViolations()).toEqual([]);
  });
});
