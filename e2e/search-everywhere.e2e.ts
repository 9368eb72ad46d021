/// <reference lib="dom" />
import { SearchTabType } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiInPage,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  screenshot,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/**
 * The header's search icon on every page of the portal layouts of Demo Library (Japanese), at desktop
 * and phone width, used by keyboard: Enter opens the overlay, Escape closes it, the focus is back on
 * the icon. The parameter boxes show no "valid" colour while empty. Needs one book a visitor sees.
 */

const ja = catalogues.ja;
const HINT = 'domain=localhost&path=demo';
let book = { id: '', group: 0 };

beforeAll(async () => {
  const page = await openPage();
  await page.goto(tenantUrl('demo'));
  await waitForPortal(page);
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const list = await apiInPage<{ content: { id: string }[] }>(
      page,
      `/content/public/page?${HINT}&size=20`,
      null,
    );
    // The first listed book in a normal group (the newest ones may be in none).
    for (const { id } of list.data?.content ?? []) {
      const detail = await apiInPage<{ contentGroups: { id: number; type: number }[] }>(
        page,
        `/content/public/detail?${HINT}&id=${id}`,
        null,
      );
      book = { id, group: detail.data.contentGroups.find((g) => g.type === 1)?.id ?? 0 };
      if (book.group) return;
    }
    if (Date.now() > deadline) throw new Error('no book of Demo Library is open to visitors in time');
    await page.waitForTimeout(2_000);
  }
}, PROCESSING_BOUND_MS + 60_000);

const overlay = (page: Page) => page.getByRole('dialog', { name: ja.search.overlay.title });
const isLauncherFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-search-launcher') ?? false);

describe.each([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
])('the search icon at %s width', (width, viewport) => {
  it.each([
    ['home', () => ''],
    ['group', () => `/${book.group}`],
    ['detail', () => `/${book.group}/${book.id}`],
  ])('on the %s page: Enter opens the overlay, Escape closes it, the focus returns', async (name, path) => {
    const page = await openPage({ viewport });
    await page.goto(tenantUrl('demo', path()));
    await waitForPortal(page);
    const launcher = page.locator('header [data-search-launcher]');
    await launcher.waitFor();
    expect(await launcher.getAttribute('aria-label')).toBe(ja.chrome.header.search);
    await launcher.focus();
    await page.keyboard.press('Enter');
    await overlay(page).locator('[data-search-form]').first().waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `search-everywhere-${name}-${width}`);
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
    await expect.poll(() => isLauncherFocused(page)).toBe(true);
  });
});

describe('parameter search boxes', () => {
  it('keep the neutral border while empty and take the input colour once filled', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await waitForPortal(page);
    await page.locator('header [data-search-launcher]').click();
    await overlay(page).locator('[data-search-form]').first().waitFor();
    const parameterTab = overlay(page).locator(`[role="tab"][data-tab-type="${SearchTabType.PARAM}"]`);
    if (await parameterTab.count()) await parameterTab.first().click();
    const input = overlay(page).locator('[data-search-form="parameter"] [data-search-box] input').first();
    await input.waitFor();
    const border = () => input.evaluate((el) => getComputedStyle(el).borderTopColor);
    const empty = await border();
    // The border colour changes with a short transition: wait for where it settles.
    await input.fill('a');
    await input.blur();
    await expect.poll(border).not.toBe(empty);
    await input.fill('');
    await input.blur();
    await expect.poll(border).toBe(empty);
  });
});
