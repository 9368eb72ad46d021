/// <reference lib="dom" />
import type { ViewerToken } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openingSpans } from '../apps/web/src/features/viewer/pdf/range-prefetch.ts';
import {
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  screenshot,
  tenantUrl,
} from './support/index.ts';
import {
  type Book,
  drawnPage,
  HANDBOOK,
  isFirstPagePicture,
  openViewer,
  useDemoPdfBooks,
  viewer,
  watermarkPixels,
} from './support/pdf-viewer.ts';

/**
 * The PDF reader on Demo Library (Japanese by default) with the 500-page handbook, whose print is not
 * allowed: opened by range, where the reader stopped, and read as a whole book. Its tests follow each
 * other on the handbook's saved place, so they stay in this file. Marked @needs-demo-books: the demo books
 * are processed after the server starts (see catalogue.e2e.ts).
 */
const ja = catalogues.ja.viewer;
const books = useDemoPdfBooks();

describe('PDF viewer', () => {
  // First: it leaves the handbook's saved place at page 1, which the next test expects.
  it("shows the first page's picture with its watermark while pdf.js opens the book, then pdf.js's page in its place", async () => {
    const page = await openPage();
    await loginDemoReader(page);
    // The book's ranges wait until released: pdf.js cannot open it, the picture is all there is.
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    await page.route('**/api/v1/viewer-files/**', async (route) => {
      if (!isFirstPagePicture(route.request().url())) await released;
      await route.continue().catch(() => undefined);
    });
    const book = books[HANDBOOK] as Book;
    const tokenAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/content/public/viewer-token'));
    await page.goto(tenantUrl('demo', `/view-online/${book.id}/${book.group}?page=1`));
    const token = ((await (await tokenAnswer).json()) as { data: ViewerToken }).data;
    expect(token.firstPagePreview?.pageWidth).toBeGreaterThan(0);

    const picture = page.locator('[data-pdf-viewer] [data-first-page-preview]');
    await picture.locator('canvas').waitFor({ timeout: 30_000 });
    expect(await viewer(page).getAttribute('data-phase')).toBe('opening');
    expect(await page.locator('[data-first-page-overlay]').count()).toBe(0);
    // The picture is the canvas's background, painted by the browser; the watermark is in the
    // canvas's own pixels (diagonal: the middle, not the corner): hiding the one element hides both.
    const canvas = picture.locator('canvas');
    expect(await canvas.evaluate((c) => getComputedStyle(c).backgroundImage)).toContain(
      token.firstPagePreview?.url,
    );
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries()[0] as unknown as { renderTime: number } | undefined;
            if (entry) resolve(entry.renderTime);
          }).observe({ type: 'element', buffered: true });
        }),
    );
    expect(painted).toBeGreaterThan(0);
    expect(await watermarkPixels(canvas, token, { x: 0.35, y: 0.4, w: 0.3, h: 0.2 })).toBeGreaterThan(100);
    expect(await watermarkPixels(canvas, token, { x: 0, y: 0, w: 0.08, h: 0.05 })).toBe(0);
    const placed = await picture.boundingBox();

    release();
    await drawnPage(page, 1).waitFor({ timeout: 30_000 });
    expect(await drawnPage(page, 1).boundingBox()).toEqual(placed);
    expect(await page.locator('[data-first-page-preview], [data-first-page-overlay]').count()).toBe(0);
    expect(await drawnPage(page, 1).locator('canvas').count()).toBe(1);
  });

  it('opens the 500-page handbook by range: first page drawn with the watermark in its pixels, a few canvases, page 250 by the page field', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const fileBytes: number[] = [];
    const statuses = new Set<number>();
    const ranges: string[] = [];
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (isFirstPagePicture(request.url())) pictures.push(request.url());
      else if (request.url().includes('/api/v1/viewer-files/'))
        ranges.push(request.headers().range ?? 'whole');
    });
    page.on('response', (response: Response) => {
      if (!response.url().includes('/api/v1/viewer-files/') || isFirstPagePicture(response.url())) return;
      fileBytes.push(Number(response.headers()['content-length'] ?? 0));
      statuses.add(response.status());
    });
    const token = await openViewer(page, books[HANDBOOK] as Book);
    expect(token.contentInfo.extensionType).toBe('pdf');
    expect(token.contentInfo.pageCount).toBeGreaterThanOrEqual(499);
    expect(await viewer(page).getAttribute('data-page-count')).toBe(String(token.contentInfo.pageCount));
    await drawnPage(page, 1).waitFor();

    // Range loading: the first page came in a few ranges of 16 KB chunks, without the rest of the book. (This
    // 1 MB handbook's first page needs its cross-reference table at the end, its page tree and its
    // 100 KB of shared fonts: about a quarter of the file; bench/reports/viewer.md has the figures.)
    const fetched = fileBytes.reduce((a, b) => a + b, 0);
    expect([...statuses]).toEqual([206]);
    expect(fetched).toBeGreaterThan(0);
    expect(fetched).toBeLessThan(token.contentInfo.fileSize * 0.5);
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges).not.toContain('whole');
    // Each range once: the page takes the boot's token (and so its prefetched first ranges) however
    // often it is drawn while the portal starts.
    expect(new Set(ranges).size).toBe(ranges.length);
    // What processing recorded pdf.js reading before page 1 was asked at once, each run of chunks in
    // one request, before pdf.js could ask for it chunk by chunk.
    const { fileSize, pdfOpening } = token.contentInfo;
    expect(pdfOpening?.document.length).toBeGreaterThan(0);
    for (const [begin, end] of openingSpans(fileSize, pdfOpening, 1)) {
      expect(ranges).toContain(`bytes=${begin}-${end - 1}`);
    }

    // The first page's picture was asked once (it shows while pdf.js opens the book) and is gone now
    // that pdf.js has drawn page 1.
    expect(pictures).toHaveLength(1);
    expect(token.firstPagePreview?.url).toBe(new URL(pictures[0] ?? '').pathname);
    expect(await page.locator('[data-first-page-preview], [data-first-page-overlay]').count()).toBe(0);

    // Only the pages near the view are drawn.
    expect(await page.locator('[data-pdf-viewer] canvas').count()).toBeLessThanOrEqual(4);

    // Print not allowed: no print button, no text layer, and the shortcut says so.
    expect(await page.locator('[data-print-button]').count()).toBe(0);
    expect(await page.locator('[data-pdf-viewer] [data-page="1"] span').count()).toBe(0);
    await page.locator('[data-pdf-scroller]').focus();
    await page.keyboard.press('Control+p');
    await page.locator('[data-toast="warning"]').filter({ hasText: ja.print.notAllowed }).waitFor();

    // Page 250 by the page-number field; the place is saved for the reader.
    const saved = page.waitForRequest(
      (r) =>
        r.url().includes('/api/v1/content/public/reading-progress') &&
        r.method() === 'PUT' &&
        (r.postData() ?? '').includes('"lastPage":250'),
      { timeout: 15_000 },
    );
    const field = page.getByRole('textbox', { name: ja.pdf.pageNumber });
    await field.fill('250');
    await field.press('Enter');
    await drawnPage(page, 250).waitFor({ timeout: 30_000 });
    expect(await viewer(page).getAttribute('data-current-page')).toBe('250');
    await saved;
    expect(await page.locator('[data-pdf-viewer] canvas').count()).toBeLessThanOrEqual(4);

    // Demo Library's watermark is diagonal: its colour (over the white paper of page 250) is in the
    // middle of the page, not in the top-left corner.
    expect(token.watermark?.position).toBe('diagonal');
    const middle = await watermarkPixels(drawnPage(page, 250).locator('canvas'), token, {
      x: 0.35,
      y: 0.4,
      w: 0.3,
      h: 0.2,
    });
    expect(middle).toBeGreaterThan(100);
    const corner = await watermarkPixels(drawnPage(page, 250).locator('canvas'), token, {
      x: 0,
      y: 0,
      w: 0.08,
      h: 0.05,
    });
    expect(corner).toBe(0);

    // Keys turn pages.
    await page.keyboard.press('PageDown');
    await expect.poll(() => viewer(page).getAttribute('data-current-page')).toBe('251');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer(page).getAttribute('data-current-page')).toBe('250');
    await screenshot(page, 'viewer-pdf-handbook-desktop');
    await expectNoAxeViolations(page);
  });

  it('prints nothing but the notice when printing is not allowed, whatever starts the printing', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await openViewer(page, books[HANDBOOK] as Book);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-print-not-allowed]').isVisible()).toBe(true);
    expect(await page.locator('[data-print-not-allowed]').textContent()).toBe(ja.print.notAllowed);
    expect(await viewer(page).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await viewer(page).isVisible()).toBe(true);
    expect(await page.locator('[data-print-not-allowed]').isVisible()).toBe(false);
  });

  it('opens where the reader stopped, in another browser', async () => {
    // The previous test left the handbook at page 250 (or 250 again after the arrow key).
    const other = await openPage({ viewport: MOBILE });
    await loginDemoReader(other);
    const token = await openViewer(other, books[HANDBOOK] as Book);
    expect(token.progress?.lastPage).toBe(250);
    await drawnPage(other, 250).waitFor({ timeout: 30_000 });
    expect(await viewer(other).getAttribute('data-current-page')).toBe('250');
    // The address's page wins over the saved one.
    await openViewer(other, books[HANDBOOK] as Book, '?page=7');
    await drawnPage(other, 7).waitFor({ timeout: 30_000 });
    expect(await viewer(other).getAttribute('data-current-page')).toBe('7');
    await screenshot(other, 'viewer-pdf-handbook-mobile');
    await expectNoAxeViolations(other);
  });

  it('reads the handbook as a whole book: its contents, find with next and previous, zoom kept, back to the library', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const book = books[HANDBOOK] as Book;
    await page.goto(tenantUrl('demo', `/${book.group}/${book.id}`));
    await page.locator('[data-detail]').waitFor({ timeout: 15_000 });
    const popup = page.context().waitForEvent('page');
    await page.locator('[data-view-book]').click();
    const reader = await popup;
    await reader.locator('[data-pdf-viewer] [data-drawn]').first().waitFor({ timeout: 30_000 });

    // The contents: the handbook's outline, nested, the section the reader is in marked.
    await reader.getByRole('button', { name: ja.pdf.outline }).click();
    const contents = reader.locator('[data-pdf-outline]');
    await contents.waitFor();
    expect(await contents.locator('[data-outline-level="2"]').count()).toBeGreaterThan(10);
    // At most one entry is current (none on the cover, before the first entry).
    expect(await contents.locator('[aria-current="location"]').count()).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(reader);
    await contents.locator('[data-outline-level="1"] > li > button[data-outline-page="12"]').click();
    await drawnPage(reader, 12).waitFor({ timeout: 30_000 });
    expect(await viewer(reader).getAttribute('data-current-page')).toBe('12');
    await reader.getByRole('button', { name: ja.pdf.outline }).click();
    expect(await contents.locator('[aria-current="location"]').getAttribute('data-outline-page')).toBe('12');
    await reader.keyboard.press('Escape');
    await contents.waitFor({ state: 'hidden' });

    // Find in the book: Ctrl+F opens the box; the server's matches, the current one marked on its page.
    await reader.locator('[data-pdf-scroller]').focus();
    await reader.keyboard.press('Control+f');
    const input = reader.locator('[data-find-input]');
    await input.waitFor();
    await input.fill('Programming');
    const count = reader.locator('[data-find-count]');
    await expect.poll(() => count.getAttribute('data-find-count'), { timeout: 15_000 }).not.toBe('0');
    const total = Number(await count.getAttribute('data-find-count'));
    expect(total).toBeGreaterThan(40);
    const nth = (n: number) =>
      ja.pdf.findCount.replace('{{current}}', String(n)).replace('{{total}}', String(total));
    // From the reader's page on.
    expect(await count.textContent()).toMatch(/^\d+／\d+件$/);
    const first = Number(await viewer(reader).getAttribute('data-current-page'));
    expect(first).toBeGreaterThanOrEqual(12);
    await reader.locator(`[data-page="${first}"] [data-active-match]`).first().waitFor({ timeout: 30_000 });
    const at = Number((await count.textContent())?.split('／')[0]);
    await input.press('Enter');
    expect(await count.textContent()).toBe(nth(at + 1));
    await input.press('Shift+Enter');
    expect(await count.textContent()).toBe(nth(at));
    expect(await viewer(reader).getAttribute('data-current-page')).toBe(String(first));
    // The last button pointed at keeps its tooltip: away from the toolbar, as a reader reading.
    await reader.mouse.move(640, 600);
    await reader.locator('[role="tooltip"]').waitFor({ state: 'detached' });
    await screenshot(reader, 'viewer-pdf-find-desktop');
    await expectNoAxeViolations(reader);
    await input.press('Escape');
    await input.waitFor({ state: 'detached' });

    // Zoom: chosen once, kept with the reading progress, restored after a reload.
    const zoomShown = reader.locator('[data-zoom]');
    const before = await zoomShown.getAttribute('data-zoom');
    const saved = reader.waitForResponse((r) => r.url().includes('/api/v1/content/public/reading-progress'));
    await reader.getByRole('button', { name: ja.pdf.fitPage }).click();
    const chosen = await zoomShown.getAttribute('data-zoom');
    expect(chosen).not.toBe(before);
    expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject({ zoom: 'fitPage' });
    await reader.reload();
    await reader.locator('[data-pdf-viewer] [data-drawn]').first().waitFor({ timeout: 30_000 });
    expect(await zoomShown.getAttribute('data-zoom')).toBe(chosen);
    expect(await reader.getByRole('button', { name: ja.pdf.fitPage }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Back to the library: the viewer's tab closes, the detail page it came from is there as it was.
    await reader.locator('[data-viewer-back]').click();
    await expect.poll(() => reader.isClosed(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('[data-detail]').isVisible()).toBe(true);

    // Opened directly (on a phone), it leads to the portal's home.
    const direct = await openPage({ viewport: MOBILE });
    await loginDemoReader(direct);
    await openViewer(direct, book);
    await direct.getByRole('button', { name: ja.pdf.outline }).click();
    await direct.locator('[data-pdf-outline]').waitFor();
    await screenshot(direct, 'viewer-pdf-contents-mobile');
    await expectNoAxeViolations(direct);
    await direct.keyboard.press('Escape');
    await direct.locator('[data-viewer-back]').click();
    await direct.waitForURL((url) => /^\/demo\/?$/.test(url.pathname), { timeout: 15_000 });
  });
});
