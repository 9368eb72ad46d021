/// <reference lib="dom" />
import { catalogues } from '@hondana/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attribute,
  BRANDS,
  COMIC_TITLE,
  frameSandboxes,
  inBook,
  openViewer,
  position,
  stubPrint,
  useBrand,
  VERTICAL_TITLE,
  viewer,
  watermarkPixels,
} from './support/epub-reader.ts';
import {
  cookieToken,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  screenshot,
  waitForDemoBooks,
  waitForPortal,
  watchProblems,
} from './support/index.ts';

/**
 * The EPUB reader on Demo Library (Japanese by default) as its reader meets it: the vertical Japanese
 * novel and the fixed-layout comic of the demo catalogue in the viewer page (a book with scripts in it:
 * viewer-epub-scripts.e2e.ts).
 * Marked @needs-demo-books: the demo books are processed after the server starts (see e2e/support/demo-books.ts).
 */
const ja = catalogues.ja.viewer.epub;

let verticalId = '';
let verticalGroup = 0;
let comicId = '';

beforeAll(async () => {
  const page = await openPage();
  await loginDemoReader(page);
  await waitForPortal(page);
  const token = await cookieToken(page, 'hondana_token_demo');
  const books = await waitForDemoBooks(page, token, [VERTICAL_TITLE, COMIC_TITLE]);
  verticalId = books[VERTICAL_TITLE]?.id ?? '';
  comicId = books[COMIC_TITLE]?.id ?? '';
  // A normal group (type 1): the administrator's upload below joins the same one.
  verticalGroup = books[VERTICAL_TITLE]?.group ?? 0;
  expect(verticalGroup).toBeGreaterThan(0);
}, PROCESSING_BOUND_MS + 30_000);

describe('EPUB viewer', () => {
  it('shows the Japanese vertical novel: vertical columns, pages turning right to left, the watermark on the page', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const problems = watchProblems(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const token = await openViewer(page, verticalId, verticalGroup);
    expect(token.contentInfo.extensionType).toBe('epub');

    // The left arrow is the next page of a right-to-left book: from the cover (a spread whose second
    // page is empty on a wide screen) into the first chapter.
    const startSection = Number(await attribute(page, 'data-section'));
    // Each poll turns a page, until the first chapter shows (the cover's spread may take two turns).
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: ja.nextPage }).click();
          return Number(await attribute(page, 'data-section'));
        },
        // A turn lays out the next spread: on a busy machine that takes longer than the default second.
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(startSection);
    expect(Number(await attribute(page, 'data-section'))).toBeGreaterThan(startSection);
    const nextButtonBox = await page.getByRole('button', { name: ja.nextPage }).boundingBox();
    const previousButtonBox = await page.getByRole('button', { name: ja.previousPage }).boundingBox();
    expect(nextButtonBox?.x).toBeLessThan(previousButtonBox?.x ?? 0);
    // The arrow keys too: ← onwards, → back (the book's location, counted from its start, tells).
    // foliate ignores a key while a turn is under way: each poll presses again until the page moved.
    const where = async () => Number(await attribute(page, 'data-location'));
    const before = await where();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowLeft');
        return where();
      })
      .toBeGreaterThan(before);
    const onwards = await where();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return where();
      })
      .toBeLessThan(onwards);

    // A page-like position over the whole book (not foliate's handful of locations) and the chapter's
    // name, moving on as the pages turn.
    // The demo novel holds some 7,000 characters: 13 pages of 600.
    await expect.poll(async () => (await position(page))?.pages ?? 0).toBeGreaterThanOrEqual(10);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(VERTICAL_TITLE);
    const chapter = (await viewer(page).getByTestId('epub-chapter').textContent()) ?? '';
    expect(chapter.trim()).not.toBe('');
    const { page: pageBefore, pages } = (await position(page)) ?? { page: 0, pages: 0 };
    expect(await viewer(page).getByTestId('epub-progress').textContent()).toMatch(
      new RegExp(`^${pageBefore}／${pages}ページ・\\d+%$`),
    );
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowLeft');
        return (await position(page))?.page ?? 0;
      })
      .toBeGreaterThan(pageBefore);

    // The section frames may not run scripts (the page reads and styles them): no sandbox to escape.
    expect(await frameSandboxes(page)).not.toEqual([]);
    for (const sandbox of await frameSandboxes(page)) expect(sandbox).toBe('allow-same-origin');
    expect(warnings.filter((text) => text.includes('sandbox'))).toEqual([]);

    await expect
      .poll(() => inBook(page, () => getComputedStyle(document.documentElement).writingMode))
      .toBe('vertical-rl');
    await expect.poll(() => inBook(page, () => document.body.textContent?.length ?? 0)).toBeGreaterThan(50);

    // The watermark is drawn once: the canvas over the page has it, the section under it carries none.
    const mark = token.watermark;
    expect(mark).not.toBeNull();
    if (mark) {
      await expect.poll(() => watermarkPixels(page, mark.color)).toBeGreaterThan(50);
      expect(await page.locator('[data-testid="epub-watermark"]').count()).toBe(1);
      expect(await inBook(page, () => getComputedStyle(document.documentElement).backgroundImage)).toBe(
        'none',
      );
    }
    expect(problems.cspViolations()).toEqual([]);
    await screenshot(page, 'viewer-epub-vertical-desktop');
    await expectNoAxeViolations(page);
  });

  it('opens a chapter from the table of contents, changes the text size and night mode, and scrolls', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);

    await page.getByRole('button', { name: ja.contents }).click();
    const toc = page.getByRole('navigation', { name: ja.contents });
    await toc.waitFor();
    await expectNoAxeViolations(page);
    const third = toc.getByRole('button').nth(2);
    const chapterTitle = (await third.textContent())?.trim() ?? '';
    await third.click();
    await toc.waitFor({ state: 'detached' });
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    await expect.poll(() => viewer(page).getByTestId('epub-chapter').textContent()).toBe(chapterTitle);

    // The current chapter's entry is marked, and reads in every tenant's theme.
    await page.getByRole('button', { name: ja.contents }).click();
    await toc.waitFor();
    const current = toc.locator('[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe(chapterTitle);
    for (const brand of BRANDS) {
      await useBrand(page, brand);
      await expectNoAxeViolations(page);
    }
    await page.evaluate(() => document.documentElement.removeAttribute('style'));
    await page.keyboard.press('Escape');
    await toc.waitFor({ state: 'detached' });

    const fontSize = () =>
      inBook(page, () =>
        Number.parseFloat(getComputedStyle(document.querySelector('p') as Element).fontSize),
      );
    await expect.poll(fontSize).toBeGreaterThan(0);
    const size = (await fontSize()) ?? 0;
    await page.getByRole('button', { name: ja.largerText }).click();
    await expect.poll(fontSize).toBeGreaterThan(size);

    await page.getByRole('button', { name: ja.nightMode }).click();
    expect(await attribute(page, 'data-night')).toBe('true');
    expect(await page.locator('foliate-view').evaluate((e) => getComputedStyle(e).filter)).toContain(
      'invert',
    );
    // The toolbar keeps the portal's colours in night mode.
    await expectNoAxeViolations(page);

    await page.getByText(ja.scrolled).click();
    expect(await attribute(page, 'data-flow')).toBe('scrolled');
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    await screenshot(page, 'viewer-epub-night-scrolled');
  });

  it('prints the whole book (print mode 1) with the watermark on every printed page', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const token = await openViewer(page, verticalId, verticalGroup);
    expect(token.contentInfo.print).toBe(1);
    await stubPrint(page);
    await page.getByRole('button', { name: ja.printWhole }).click();
    await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
    const copies = page.locator('[data-testid="epub-print-copy"] .epub-print-section');
    // The cover and every chapter, each with the book's text.
    expect(await copies.count()).toBeGreaterThanOrEqual(token.contentInfo.pageCount ?? 2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-testid="epub-stage"]').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="epub-print-copy"]').isVisible()).toBe(true);
    const text = await copies.evaluateAll((hosts) =>
      hosts.map((h) => h.shadowRoot?.textContent ?? '').join(''),
    );
    expect(text.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  });

  it('opens where the reader stopped, in another browser', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);
    await page.getByRole('button', { name: ja.contents }).click();
    const toc = page.getByRole('navigation', { name: ja.contents });
    const last = toc.getByRole('button').last();
    const chapterTitle = (await last.textContent())?.trim() ?? '';
    const savedBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/content/public/reading-progress') && request.method() === 'PUT')
        savedBodies.push(request.postData() ?? '');
    });
    await last.click();
    await expect
      .poll(() => inBook(page, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    // The section step of the CFI (`epubcfi(/6/N!…`) names the chapter; the page saves as the reader reads.
    const section = /^epubcfi\((\/6\/\d+)!/.exec((await attribute(page, 'data-cfi')) ?? '')?.[1];
    expect(section).toBeTruthy();
    await expect.poll(() => savedBodies.at(-1) ?? '', { timeout: 15_000 }).toContain(`${section}!`);

    const other = await openPage({ viewport: MOBILE });
    await loginDemoReader(other);
    const token = await openViewer(other, verticalId, verticalGroup);
    expect(token.progress?.position).toBeTruthy();
    await expect
      .poll(() => inBook(other, () => document.querySelector('h2')?.textContent ?? ''))
      .toBe(chapterTitle);
    await screenshot(other, 'viewer-epub-vertical-mobile');
    await expectNoAxeViolations(other);
  });

  it('reads scrolled in one column on Safari 15 for iPhone (the special mobile layout)', async () => {
    const page = await openPage({
      viewport: MOBILE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
    });
    await loginDemoReader(page);
    await openViewer(page, verticalId, verticalGroup);
    expect(await attribute(page, 'data-flow')).toBe('scrolled');
    expect(await page.getByRole('radiogroup', { name: ja.layout }).count()).toBe(0);
    await expect
      .poll(() => inBook(page, () => getComputedStyle(document.documentElement).writingMode))
      .toBe('vertical-rl');
  });

  it('shows the fixed-layout comic page by page under the watermark, and prints nothing of it (print mode 0)', async () => {
    const page = await openPage({ viewport: MOBILE });
    await loginDemoReader(page);
    const token = await openViewer(page, comicId);
    expect(token.contentInfo.print).toBe(0);
    expect(await attribute(page, 'data-layout')).toBe('fixed');
    // No text to size in a comic.
    expect(await page.getByRole('button', { name: ja.largerText }).count()).toBe(0);
    const first = await attribute(page, 'data-cfi');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => attribute(page, 'data-cfi')).not.toBe(first);
    const mark = token.watermark;
    if (mark) {
      await expect.poll(() => watermarkPixels(page, mark.color)).toBeGreaterThan(50);
      expect(await page.locator('[data-testid="epub-watermark"]').count()).toBe(1);
    }
    await screenshot(page, 'viewer-epub-comic-mobile');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-print-not-allowed]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="epub-stage"]').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="epub-print-copy"]').count()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });
});
