/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoTenant,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  pathOf,
  screenshot,
  submitLogin,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/** Demo Library speaks Japanese by default. */
const ja = catalogues.ja;
const SERIES = 'はじめての数学ノート';
const STUDY = '学習';
const collator = new Intl.Collator('ja', { numeric: true });

/**
 * Waits for the demo books as e2e/support/demo-books.ts explains (@needs-demo-books): here, all twelve
 * volumes of Demo Library's series with their covers (as its reader: most volumes are login-required) and
 * a published book with a cover in the other visitor tenants.
 */

type CardAnswer = { title: string; coverThumbnailUrl: string | null };

/** One public catalogue call from inside the tenant's page (same origin, its tenant hint and token). */
async function publicList(
  page: Page,
  path: string | null,
  token: string | null,
): Promise<{ totalElements: number; content: CardAnswer[] } | null> {
  return page.evaluate(
    async ({ path, token }) => {
      const hint = `domain=${location.hostname}${path ? `&path=${path}` : ''}`;
      const response = await fetch(`/api/v1/content/public/page?${hint}&size=100`, {
        headers: token ? { 'x-access-token': token } : {},
      });
      const body = (await response.json()) as {
        status: number;
        data: { totalElements: number; content: CardAnswer[] };
      };
      return body.status === 200 ? body.data : null;
    },
    { path, token },
  );
}

/** Polls the tenant's public list (as a visitor, or as Demo Library's reader) until `ready` says yes. */
async function waitForBooks(
  tenant: DemoTenant,
  path: string | null,
  asReader: boolean,
  ready: (cards: CardAnswer[]) => boolean,
) {
  const page = await openPage();
  if (asReader) await loginDemoReader(page);
  else await page.goto(tenantUrl(tenant));
  await waitForPortal(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === `hondana_token_${tenant}`);
  const token = cookie ? decodeURIComponent(cookie.value) : null;
  // expect.poll is for tests only; this runs in beforeAll.
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const list = await publicList(page, path, token);
    if (list !== null && ready(list.content)) break;
    if (Date.now() > deadline) {
      const seen = list
        ? `${list.totalElements} published, ${withCover(list.content).length} with covers`
        : 'no answer';
      throw new Error(`${tenant}: the demo books were not processed in time (${seen})`);
    }
    await page.waitForTimeout(2_000);
  }
  await page.context().close();
}

const withCover = (cards: CardAnswer[]) => cards.filter((c) => c.coverThumbnailUrl !== null);

beforeAll(
  async () => {
    // Most of the series is for signed-in readers (login-required contents): the reader's list has all 12.
    await waitForBooks(
      'demo',
      'demo',
      true,
      (cards) => withCover(cards).filter((c) => c.title.startsWith(`${SERIES} 第`)).length === 12,
    );
    await waitForBooks('open', 'open', false, (cards) => withCover(cards).length > 0);
    await waitForBooks('books', null, false, (cards) => withCover(cards).length > 0);
  },
  PROCESSING_BOUND_MS * 3 + 30_000,
);

const shelves = (page: Page) => page.locator('[data-shelf]');
const cards = (page: Page) => page.locator('main [data-card]');
const cardTitles = (page: Page) => page.locator('main [data-card] [data-card-title]').allTextContents();

/** The first shelf is drawn with a cover whose picture has loaded (lazy covers in view load at once). */
async function expectShelvesWithCovers(page: Page) {
  await shelves(page).first().waitFor();
  const firstCover = shelves(page).first().locator('img').first();
  await firstCover.waitFor();
  await expect
    .poll(() => firstCover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await firstCover.getAttribute('alt')).toBeTruthy();
  expect(await firstCover.getAttribute('loading')).toBe('lazy');
}

async function openStudyGroup(page: Page) {
  await page.goto(tenantUrl('demo'));
  await waitForPortal(page);
  await page.locator('aside').getByRole('link', { name: STUDY, exact: true }).click();
  await page.waitForURL((url) => /^\/demo\/\d+$/.test(url.pathname));
  // The address changes first; the home (its cards, its sort control) stays on screen until the group
  // page has drawn, and a click on it meanwhile acts on the home.
  await page.locator('[data-group-page] [data-card]').first().waitFor();
}

describe('readers’ catalogue', () => {
  it('draws each demo tenant’s home as shelves of its real books, with covers', async () => {
    for (const tenant of ['demo', 'open', 'books'] as const) {
      const page = await openPage();
      await page.goto(tenantUrl(tenant));
      await waitForPortal(page);
      await expectShelvesWithCovers(page);
      // No empty shelf is drawn: each shelf has at least one card.
      for (const shelf of await shelves(page).all())
        expect(await shelf.locator('[data-card]').count()).toBeGreaterThan(0);
    }
    // Campus asks every visitor to log in first (its login page, where no automatic IP login runs);
    // its student sees the shelves.
    const campus = await openPage();
    await campus.goto(tenantUrl('campus', '/login'));
    await campus.locator('[data-page="login"]').waitFor();
    await submitLogin(campus, 'student01', 'Campus-Student-2026');
    await campus.locator('[data-page="login"]').waitFor({ state: 'detached' });
    await campus.goto(tenantUrl('campus'));
    await expectShelvesWithCovers(campus);
  });

  it('home at 1280 and 375 px: covers first, more shelves as the reader scrolls, axe clean', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo'));
    await expectShelvesWithCovers(page);
    const before = await shelves(page).count();
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000);
          return page.locator('[data-shelf-loader]').count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(await shelves(page).count()).toBeGreaterThanOrEqual(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
    await screenshot(page, 'catalogue-home-demo-desktop');

    const phone = await openPage({ viewport: MOBILE });
    await phone.goto(tenantUrl('demo'));
    await expectShelvesWithCovers(phone);
    // The sidebar is a drawer on a phone.
    expect(await phone.locator('aside').isVisible()).toBe(false);
    await expectNoAxeViolations(phone);
    await screenshot(phone, 'catalogue-home-demo-mobile');
  });

  it('a group page pages through its books, and an empty page beyond the last asks for the previous ones', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openStudyGroup(page);
    const total = Number(await page.locator('[data-group-page] [data-total]').getAttribute('data-total'));
    // Demo Library: 2 rows × 5 covers a page, the pager below the list.
    expect(total).toBeGreaterThan(10);
    expect(await cards(page).count()).toBe(10);
    expect(await page.locator('[data-pager="top"]').count()).toBe(0);
    const pager = page.locator('[data-pager="bottom"]');
    await pager.getByRole('link', { name: ja.catalogue.paging.next }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cards(page).count()).toBe(Math.min(10, total - 10));
    await expectNoAxeViolations(page);

    const lastPage = Math.ceil(total / 10);
    await page.goto(`${page.url().split('?')[0]}?page=${lastPage + 3}`);
    await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage), { timeout: 15_000 });
    await expect.poll(() => cards(page).count()).toBe(total - (lastPage - 1) * 10);
  });

  it('a sort change reorders the group’s books', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openStudyGroup(page);
    await page
      .getByLabel(ja.chrome.sidebar.sortBy, { exact: true })
      .first()
      .selectOption({ label: ja.chrome.sortField.title });
    await page.waitForURL((url) => url.searchParams.get('sort') !== null);
    await page.locator('[data-sort-order]').getByText(ja.chrome.sidebar.ascending, { exact: true }).click();
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return titles.length > 1 && titles.join('|') === [...titles].sort(collator.compare).join('|');
      })
      .toBe(true);
    await page.locator('[data-sort-order]').getByText(ja.chrome.sidebar.descending, { exact: true }).click();
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return titles.join('|') === [...titles].sort((a, b) => collator.compare(b, a)).join('|');
      })
      .toBe(true);
  });

  it('content detail: cover, fields, hashtag chips, and the series list loading on as the reader scrolls', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openStudyGroup(page);
    // Open the first volume of the series by keyboard: its card link, then Enter.
    const volume = page
      .locator('main [data-card]')
      .filter({ hasText: `${SERIES} 第1巻` })
      .first();
    await page.goto(
      tenantUrl(
        'demo',
        `${pathOf(page).slice('/demo'.length)}?sort=${await sortFieldId(page, 'title')}&dir=ASC`,
      ),
    );
    await volume.waitFor();
    await volume.locator('a').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/demo\/\d+\/[a-z0-9]{20,64}$/.test(url.pathname));
    const detail = page.locator('[data-detail]');
    await detail.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${SERIES} 第1巻`);
    expect(await detail.locator('img').first().getAttribute('alt')).toBe(`${SERIES} 第1巻`);
    expect(await page.locator('[data-field="author"]').textContent()).toContain('三浦 数子');
    await page.getByRole('link', { name: '#数学' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'catalogue-detail-demo-desktop');

    // The series: a first row of the other eleven volumes, 'more', then a row per scroll near the end.
    const series = page.locator('[data-series]');
    await series.locator('[data-card]').first().waitFor();
    expect(await series.locator('[data-card]').count()).toBe(5);
    await series.locator('[data-series-more]').click();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return series.locator('[data-card]').count();
        },
        { timeout: 20_000, interval: 700 },
      )
      .toBe(11);
    await series.getByText(ja.catalogue.series.end).waitFor();

    const phone = await openPage({ viewport: MOBILE });
    const detailUrl = page.url();
    await loginDemoReader(phone);
    await phone.goto(detailUrl);
    await phone.locator('[data-detail]').waitFor();
    await phone.locator('[data-series] [data-card]').first().waitFor();
    // Two covers a row on a phone.
    const tops = await phone
      .locator('[data-series] [data-card]')
      .evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0] ?? 0);
    await expectNoAxeViolations(phone);
    await screenshot(phone, 'catalogue-detail-demo-mobile');
  });

  it('a hashtag chip opens the books carrying that hashtag', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openStudyGroup(page);
    await cards(page).filter({ hasText: SERIES }).first().locator('a').first().click();
    await page.locator('[data-detail]').waitFor();
    await page.getByRole('link', { name: '#シリーズ' }).click();
    await page.waitForURL((url) => url.pathname === '/demo/search' && url.searchParams.has('hashtag'));
    await page.locator('[data-hashtag-page] [data-total]').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('#シリーズ');
    expect(await page.locator('[data-hashtag-page] [data-total]').getAttribute('data-total')).toBe('12');
    for (const title of await cardTitles(page)) expect(title.startsWith(SERIES)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('a visitor who favourites logs in, the favourite is added, and the Favourites shelf has it', async () => {
    const page = await openPage();
    await openStudyGroup(page);
    // A book a visitor sees (most of the series is for signed-in readers only).
    const title = (await cards(page).first().locator('[data-card-title]').textContent()) ?? '';
    const card = cards(page)
      .filter({ has: page.locator('[data-card-title]', { hasText: title }) })
      .first();
    await card.locator('[data-favourite]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await submitLogin(page, 'reader@demo.hondana.test', 'Demo-Reader-2026');
    // The remembered favourite runs after the login and says so. (The reader's first page of the
    // group may no longer hold the card: signed in, the group shows its login-required books too.)
    await page.locator('[data-toast="success"]').filter({ hasText: ja.api.addFavorite.success }).waitFor();

    await page.goto(tenantUrl('demo'));
    const favourites = page.locator('[data-shelf][data-group-type="2"]');
    await favourites.waitFor({ timeout: 15_000 });
    expect(await favourites.locator('[data-card] [data-card-title]').allTextContents()).toEqual([title]);

    // Removing it from the detail: the toast, and the shelf is gone from the home at once.
    await favourites.locator('[data-card] a').first().click();
    await page.locator('[data-detail]').waitFor();
    await page.locator('[data-detail] [data-favourite="on"]').click();
    await page.locator('[data-toast="success"]').filter({ hasText: ja.api.removeFavorite.success }).waitFor();
    // The view-book button: a signed-in reader gets the viewer in a new tab (e2e/viewer-pdf.e2e.ts reads it).
    const [viewer] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('[data-view-book]').click(),
    ]);
    await viewer.waitForURL(/\/demo\/view-online\/[a-z0-9]+/);
    await viewer.close();
    await page.goto(tenantUrl('demo'));
    await shelves(page).first().waitFor();
    await expect.poll(() => page.locator('[data-shelf][data-group-type="2"]').count()).toBe(0);
  });
});

/** The id of a sort field of the tenant (the sort control keeps it in the address as `?sort=`). */
async function sortFieldId(page: Page, field: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const response = await fetch(
      `/api/v1/service-admin/public/view-settings?domain=${location.hostname}&path=demo`,
    );
    const body = (await response.json()) as {
      data: { sortFieldResponseList: { id: number; type: number; field: string }[] };
    };
    const found = body.data.sortFieldResponseList.find((f) => f.type === 1 && f.field === wanted);
    if (!found) throw new Error(`no sort field ${wanted}`);
    return found.id;
  }, field);
}
