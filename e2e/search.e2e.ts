/// <reference lib="dom" />
import { SearchOperation, type SearchRequest, type SearchTab, SearchTabType } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiInPage,
  cookieToken,
  DESKTOP,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  pathOf,
  screenshot,
  tenantUrl,
  waitForDemoBooks,
  waitForPortal,
} from './support/index.ts';

/**
 * The readers' search on Demo Library, which speaks Japanese: the
 * overlay from the header's icon with every control of its parameter tab at both widths, a full-text
 * search whose page hit opens the viewer on that page. Reads the demo books (@needs-demo-books): the
 * full-text index of the handbook is built by the processing job.
 */

const ja = catalogues.ja;
const HANDBOOK = 'Hondana Reference Handbook';
/** A word of the handbook's pages (the keywords line of its software section, pages 2-11). */
const WORD = 'database';
const HINT = 'domain=localhost&path=demo';

let tabs: SearchTab[] = [];

/** Polls the full-text search (as the reader) until the handbook is found with a page of `WORD`. */
async function waitForIndex(page: Page, token: string | null) {
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const answer = await apiInPage<{ content: { title: string; pages: unknown[] }[] }>(
      page,
      `/content/full-text-search?${HINT}&searchKey=${WORD}&size=50`,
      token,
      { method: 'POST' },
    );
    if (answer.data?.content?.some((hit) => hit.title === HANDBOOK && hit.pages.length > 0)) return;
    if (Date.now() > deadline)
      throw new Error(`the handbook was not indexed in time (status ${answer.status})`);
    await page.waitForTimeout(2_000);
  }
}

beforeAll(async () => {
  const page = await openPage();
  await loginDemoReader(page);
  await waitForPortal(page);
  const token = await cookieToken(page);
  await waitForDemoBooks(page, token, [HANDBOOK]);
  await waitForIndex(page, token);
  tabs = (await apiInPage<SearchTab[]>(page, `/search-tab/public/list?${HINT}`, null)).data;
}, PROCESSING_BOUND_MS + 60_000);

const overlay = (page: Page) => page.getByRole('dialog', { name: ja.search.overlay.title });

async function openOverlay(page: Page) {
  await page.locator('[data-search-launcher]').click();
  await overlay(page).waitFor();
  // The tabs' answer: a tab list (several tabs) or the one tab's form.
  await overlay(page).locator('[data-search-form]').waitFor();
}

const parameterTab = () => {
  const tab = tabs.find((t) => t.type !== SearchTabType.FULL_TEXT && t.searchBoxes.length > 0);
  if (!tab) throw new Error('Demo Library has no parameter search tab');
  return tab;
};

/**
 * Gives every box of the tab a value through its control and answers the requests the contract asks
 * for: wide ranges typed in the Japanese date format (docs/dates.md), the first chip of a choice box (the first two of a
 * multi-choice box), a text of the box's first match value or a letter.
 */
async function fillEveryBox(page: Page, tab: SearchTab): Promise<SearchRequest[]> {
  const expected: SearchRequest[] = [];
  for (const box of [...tab.searchBoxes].sort((a, b) => a.ordinal - b.ordinal)) {
    const control = overlay(page).locator(`[data-search-box="${box.id}"]`);
    const ends = (from: string, to: string, sent: [string, string]) => async () => {
      await control
        .getByRole('textbox', { name: ja.search.range.from.replace('{{label}}', box.label) })
        .fill(from);
      await control
        .getByRole('textbox', { name: ja.search.range.to.replace('{{label}}', box.label) })
        .fill(to);
      expected.push({ searchBoxId: box.id, value: sent });
    };
    switch (box.operation) {
      case SearchOperation.DATE_RANGE:
        await ends('2000/01/01', '2099/12/31', ['2000/01/01', '2099/12/31'])();
        break;
      case SearchOperation.MONTH_RANGE:
        await ends('2000/02', '2096/02', ['2000/02/01', '2096/02/29'])();
        break;
      case SearchOperation.YEAR_RANGE:
        await ends('1900', '2099', ['1900/01/01', '2099/12/31'])();
        break;
      case SearchOperation.SINGLE_CHOICE:
      case SearchOperation.MULTI_CHOICE: {
        const chips = control.locator('button[data-chip]');
        const count = box.operation === SearchOperation.MULTI_CHOICE ? Math.min(2, await chips.count()) : 1;
        const keys: string[] = [];
        for (let i = 0; i < count; i++) {
          const chip = chips.nth(i);
          await chip.click();
          expect(await chip.getAttribute('aria-pressed')).toBe('true');
          keys.push((await chip.getAttribute('data-chip')) as string);
        }
        const values = keys.filter((k) => k.startsWith('v:')).map((k) => k.slice(2));
        const groups = keys.filter((k) => k.startsWith('g:')).map((k) => Number(k.slice(2)));
        const request: SearchRequest = { searchBoxId: box.id };
        if (values.length > 0)
          request.value = box.operation === SearchOperation.SINGLE_CHOICE ? values[0] : values;
        if (groups.length > 0) request.contentGroupIdList = groups;
        expected.push(request);
        break;
      }
      default: {
        const text = box.matchValue[0] ?? 'a';
        await control.getByRole('textbox').fill(text);
        expected.push({ searchBoxId: box.id, value: text });
      }
    }
  }
  return expected;
}

const isParameterSearch = (r: Request) =>
  r.method() === 'POST' && /\/api\/v1\/content\/(public\/)?search\?/.test(r.url());

async function searchWithEveryControl(page: Page, layout: 'desktop' | 'mobile') {
  await page.goto(tenantUrl('demo', '/search'));
  await waitForPortal(page);
  await openOverlay(page);
  expect(await page.locator('[data-search-overlay]').getAttribute('data-search-overlay')).toBe(layout);
  const tab = parameterTab();
  if (tabs.filter((t) => t.isShow).length > 1) {
    // Tabs only when there are several.
    expect(await overlay(page).getByRole('tab').count()).toBe(tabs.filter((t) => t.isShow).length);
    await overlay(page)
      .getByRole('tab', { name: tab.titleTranslations.ja || tab.title })
      .click();
  }
  await overlay(page).locator(`[data-search-form="parameter"][data-tab="${tab.id}"]`).waitFor();
  const expected = await fillEveryBox(page, tab);
  // Every operation of the seed is on the demo's parameter tab.
  const operations = new Set(tab.searchBoxes.map((b) => b.operation));
  expect([...operations].sort()).toEqual(
    [
      SearchOperation.PARTIAL,
      SearchOperation.EXACT,
      SearchOperation.DATE_RANGE,
      SearchOperation.SINGLE_CHOICE,
      SearchOperation.MULTI_CHOICE,
      SearchOperation.MONTH_RANGE,
      SearchOperation.YEAR_RANGE,
    ].sort(),
  );
  await screenshot(page, `search-overlay-${layout}`);
  await expectNoAxeViolations(page);

  const sent = page.waitForRequest(isParameterSearch);
  await overlay(page).locator('[data-search-submit]').click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual(expected);
  await overlay(page).waitFor({ state: 'hidden' });
  expect(pathOf(page)).toBe('/demo/search');
  expect(new URL(page.url()).searchParams.get('tab')).toBe(String(tab.id));
  await page.locator('[data-search-results] [data-card], [data-search-empty]').first().waitFor();

  // The search is in the address: a reload asks the same.
  const again = page.waitForRequest(isParameterSearch);
  await page.reload();
  expect((await again).postDataJSON()).toEqual(expected);
  await page.locator('[data-search-results] [data-card], [data-search-empty]').first().waitFor();
  await expectNoAxeViolations(page);
}

describe('the search overlay', () => {
  it('searches with every control of the parameter tab on a desktop', async () => {
    const page = await openPage({ viewport: DESKTOP });
    await searchWithEveryControl(page, 'desktop');
  });

  it('searches with every control of the parameter tab at 375 px', async () => {
    const page = await openPage({ viewport: MOBILE });
    await searchWithEveryControl(page, 'mobile');
  });

  it('checks the values before sending and closes with Escape, the focus back on the icon', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/search'));
    await waitForPortal(page);
    await openOverlay(page);
    const tab = parameterTab();
    if (tabs.filter((t) => t.isShow).length > 1)
      await overlay(page)
        .getByRole('tab', { name: tab.titleTranslations.ja || tab.title })
        .click();
    const range = tab.searchBoxes.find(
      (b) => b.operation === SearchOperation.YEAR_RANGE,
    ) as SearchTab['searchBoxes'][number];
    const control = overlay(page).locator(`[data-search-box="${range.id}"]`);
    await control
      .getByRole('textbox', { name: ja.search.range.from.replace('{{label}}', range.label) })
      .fill('2020');
    await control
      .getByRole('textbox', { name: ja.search.range.to.replace('{{label}}', range.label) })
      .fill('2010');
    let sent = false;
    page.on('request', (r) => {
      if (isParameterSearch(r)) sent = true;
    });
    await overlay(page).locator('[data-search-submit]').click();
    await overlay(page).getByText(ja.search.validation.startAfterEnd).waitFor();
    expect(sent).toBe(false);
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-launcher'))).toBe(
      true,
    );
  });
});

describe('full-text search', () => {
  it('finds a word inside the handbook and a page hit opens the viewer on that page with the word', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await page.goto(tenantUrl('demo', '/search'));
    await waitForPortal(page);
    await openOverlay(page);
    const fullText = tabs.find((t) => t.type === SearchTabType.FULL_TEXT);
    if (!fullText) throw new Error('Demo Library has no full-text tab');
    if (tabs.filter((t) => t.isShow).length > 1)
      await overlay(page)
        .getByRole('tab', { name: fullText.titleTranslations.ja || fullText.title })
        .click();
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/content/full-text-search?'));
    await overlay(page).locator('[data-full-text-input]').fill(WORD);
    await overlay(page).locator('[data-search-submit]').click();
    const answer = (await (await answered).json()) as {
      data: { content: { title: string; id: string; pages: { pageNo: number }[] }[]; terms: string[] };
    };
    expect(new URL(page.url()).searchParams.get('words')).toBe(WORD);
    const handbook = answer.data.content.find((hit) => hit.title === HANDBOOK);
    if (!handbook) throw new Error('the handbook was not found');
    const hit = page.locator(`[data-hit="${handbook.id}"]`);
    await hit.waitFor();
    // Each page with its number and the word marked in its snippet.
    const first = handbook.pages[0] as { pageNo: number };
    const pageHit = hit.locator(`[data-page-hit="${first.pageNo}"]`);
    expect(await pageHit.textContent()).toContain(
      ja.search.results.page.replace('{{page}}', String(first.pageNo)),
    );
    expect((await pageHit.locator('mark').first().textContent())?.toLowerCase()).toContain(WORD);
    await screenshot(page, 'search-full-text-results');
    await expectNoAxeViolations(page);

    const opened = page.context().waitForEvent('page');
    await pageHit.click();
    const viewerPage = await opened;
    const address = new URL(viewerPage.url());
    expect(address.pathname).toMatch(new RegExp(`^/demo/view-online/${handbook.id}`));
    expect(address.searchParams.get('page')).toBe(String(first.pageNo));
    expect(address.searchParams.get('q')).toBe(answer.data.terms.join(' '));
    const viewer = viewerPage.locator('[data-pdf-viewer]');
    await viewer.locator('[data-drawn]').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => viewer.getAttribute('data-current-page'), { timeout: 30_000 })
      .toBe(String(first.pageNo));
    // The word is marked on that page, over the picture.
    const marked = viewer.locator(`[data-page="${first.pageNo}"][data-highlights]`);
    await marked.waitFor({ timeout: 30_000 });
    expect(Number(await marked.getAttribute('data-highlights'))).toBeGreaterThan(0);
  });

  it('shows the books with their pages at 375 px from the address alone (a shared link)', async () => {
    const page = await openPage({ viewport: MOBILE });
    await loginDemoReader(page);
    await page.goto(tenantUrl('demo', `/search?words=${WORD}`));
    await waitForPortal(page);
    const hit = page.locator('[data-hit]').filter({ hasText: HANDBOOK });
    await hit.locator('[data-page-hit] mark').first().waitFor();
    // The page hits fit the narrow screen: no sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'search-full-text-mobile');
    await expectNoAxeViolations(page);
  });
});
