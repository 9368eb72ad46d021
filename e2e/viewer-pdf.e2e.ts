/// <reference lib="dom" />
import type { ViewerToken } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Locator, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openingSpans } from '../apps/web/src/features/viewer/pdf/range-prefetch.ts';
import {
  apiInPage,
  baseUrl,
  cookieToken,
  DEMO_READER,
  type DemoBook,
  expectNoAxeViolations,
  loginDemoReader,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  screenshot,
  submitLogin,
  tenantUrl,
  waitForDemoBooks,
  waitForPortal,
} from './support/index.ts';

/**
 * The PDF reader on Demo Library (Japanese by default) as its reader meets it: the 500-page handbook
 * (print not allowed), the picture book (all pages may be printed) and the vertical Japanese novel
 * (the current page may be printed). Marked @needs-demo-books: the demo books are processed after the
 * server starts (see catalogue.e2e.ts).
 */
const ja = catalogues.ja.viewer;
const HANDBOOK = 'Hondana Reference Handbook';
const PICTURE_BOOK = 'うみと ちいさな ふね';
const VERTICAL_PDF = '坂の上の古本屋';

type Book = DemoBook;
const books: Record<string, Book> = {};

const viewer = (page: Page) => page.locator('[data-pdf-viewer]');
const isFirstPagePicture = (url: string) => /\/api\/v1\/viewer-files\/[^/?]+\/first-page$/.test(url);
const drawnPage = (page: Page, n: number) => page.locator(`[data-pdf-viewer] [data-page="${n}"][data-drawn]`);

/** Opens a content in the viewer page; answers its viewer token once the first page is drawn. */
async function openViewer(page: Page, book: Book, query = ''): Promise<ViewerToken> {
  const tokenAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/content/public/viewer-token'));
  await page.goto(tenantUrl('demo', `/view-online/${book.id}/${book.group}${query}`));
  const body = (await (await tokenAnswer).json()) as { status: number; data: ViewerToken };
  expect(body.status).toBe(200);
  await viewer(page).locator('[data-drawn]').first().waitFor({ timeout: 30_000 });
  return body.data;
}

/** The pixels of a page's canvas whose colour is the watermark's over white paper, in a box of the page. */
async function watermarkPixels(
  canvas: Locator,
  token: ViewerToken,
  box: { x: number; y: number; w: number; h: number },
): Promise<number> {
  const mark = token.watermark;
  if (!mark) return 0;
  const colour = [1, 3, 5].map((i) => Number.parseInt(mark.color.slice(i, i + 2), 16));
  const alpha = mark.opacity / 100;
  const expected = colour.map((c) => Math.round(alpha * c + (1 - alpha) * 255));
  return canvas.evaluate(
    (canvas: HTMLCanvasElement, { expected, box }) => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      const x = Math.floor(canvas.width * box.x);
      const y = Math.floor(canvas.height * box.y);
      const data = ctx.getImageData(
        x,
        y,
        Math.floor(canvas.width * box.w),
        Math.floor(canvas.height * box.h),
      ).data;
      let found = 0;
      for (let i = 0; i < data.length; i += 4) {
        // Over white paper (a page picture's own watermark canvas is transparent around the mark).
        const alpha = (data[i + 3] ?? 255) / 255;
        const close = [0, 1, 2].every(
          (c) => Math.abs(alpha * (data[i + c] ?? 0) + (1 - alpha) * 255 - (expected[c] ?? 0)) <= 10,
        );
        if (close) found++;
      }
      return found;
    },
    { expected, box },
  );
}

/**
 * A one-page PDF whose Japanese text uses a font the file does not embed (HeiseiMin-W3, encoding
 * UniJIS-UCS2-H): pdf.js needs the build's character maps to read it, and draws it with a system font.
 */
function pdfWithoutEmbeddedJapaneseFont(text: string): Uint8Array {
  const hex = [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');
  const content = `BT /F1 40 Tf 60 700 Td <${hex}> Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /HeiseiMin-W3 /Encoding /UniJIS-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HeiseiMin-W3 /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /HeiseiMin-W3 /Flags 6 /FontBBox [0 -141 1000 859] /ItalicAngle 0 /Ascent 859 /Descent -141 /CapHeight 709 /StemV 69 >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

beforeAll(async () => {
  const page = await openPage();
  await loginDemoReader(page);
  await waitForPortal(page);
  const token = await cookieToken(page);
  Object.assign(books, await waitForDemoBooks(page, token, [HANDBOOK, PICTURE_BOOK, VERTICAL_PDF]));
}, PROCESSING_BOUND_MS + 30_000);

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

  it('prints every page with its watermark, prepared with a progress bar, when all pages may be printed', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const token = await openViewer(page, books[PICTURE_BOOK] as Book);
    expect(token.contentInfo.print).toBe(1);
    // The browser's print dialog is replaced by a probe of what it would print.
    await page.evaluate(() => {
      const probe = window as unknown as { printed: { images: number; width: number }[] };
      probe.printed = [];
      window.print = () => {
        const images = [...document.querySelectorAll<HTMLImageElement>('[data-print-copy="all"] img')];
        probe.printed.push({ images: images.length, width: images[0]?.naturalWidth ?? 0 });
      };
    });
    await page.locator('[data-print-button="1"]').click();
    await page.locator('[data-print-progress]').waitFor();
    const printed = () =>
      page.evaluate(() => (window as unknown as { printed: { images: number; width: number }[] }).printed);
    await expect.poll(async () => (await printed()).length, { timeout: 60_000 }).toBe(1);
    const [call] = await printed();
    expect(call?.images).toBe(token.contentInfo.pageCount);
    // 150 dpi: wider than the page on screen at 96 dpi.
    const onScreen = await drawnPage(page, 1)
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement) => c.getBoundingClientRect().width);
    expect(call?.width ?? 0).toBeGreaterThan(0);
    expect(onScreen).toBeGreaterThan(0);
    // Afterwards the print copy is the current page again.
    await page.locator('[data-print-copy="current"]').waitFor({ state: 'attached' });
  });

  it('shows the Japanese vertical PDF and prints its current page only', async () => {
    const page = await openPage();
    await loginDemoReader(page);
    const token = await openViewer(page, books[VERTICAL_PDF] as Book);
    expect(token.contentInfo.print).toBe(2);
    await drawnPage(page, 1).waitFor();
    await expect
      .poll(async () => (await page.locator('[data-pdf-viewer] [data-page="1"]').textContent()) ?? '', {
        timeout: 15_000,
      })
      .toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Text may be selected where printing is allowed.
    expect(await page.locator('[data-pdf-viewer] [data-page="1"] span').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-print-button="2"]').textContent()).toBe(ja.print.currentPage);
    // The browser's print (menu or shortcut) copies the page on screen into the print copy.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const copy = page.locator('[data-print-copy="current"] canvas');
    expect(await copy.isVisible()).toBe(true);
    expect(await copy.evaluate((c: HTMLCanvasElement) => c.width > 100 && c.height > 100)).toBe(true);
    expect(await viewer(page).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('reads Japanese text in a font the PDF does not embed, with the character maps of the build', async () => {
    const text = '日本語の本を読む';
    const admin = await openPage();
    await admin.goto(`${baseUrl()}/admin/login`);
    await admin.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(admin, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    await admin.locator('[data-page="admin-home"]').waitFor();
    const adminCookie = (await admin.context().cookies()).find((c) => c.name === 'hondana_token_admin');
    const adminToken = decodeURIComponent(adminCookie?.value ?? '');
    const group = (books[HANDBOOK] as Book).group;
    const created = await admin.evaluate(
      async ({ bytes, group, token }) => {
        const form = new FormData();
        form.append(
          'content-data',
          JSON.stringify({
            title: `E2E CJK font ${Date.now().toString(36)}`,
            contentGroupIds: [group],
            print: 2,
            enableViewBook: true,
            published: true,
          }),
        );
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cjk.pdf');
        const response = await fetch('/api/v1/content/upload-add', {
          method: 'POST',
          body: form,
          headers: { 'x-access-token': token },
        });
        return (await response.json()) as { status: number; data: { id: number; elementId: string } };
      },
      { bytes: [...pdfWithoutEmbeddedJapaneseFont(text)], group, token: adminToken },
    );
    expect(created.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await apiInPage<{ state: string }>(admin, `/content/detail/${created.data.id}`, adminToken)).data
            .state,
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('published');

    const page = await openPage();
    await loginDemoReader(page);
    const maps: string[] = [];
    page.on('response', (response: Response) => {
      if (response.url().endsWith('.bcmap')) maps.push(`${response.status()} ${response.url()}`);
    });
    await openViewer(page, { id: created.data.elementId, group });
    await drawnPage(page, 1).waitFor();
    // The text layer holds the text as read through the character map; the canvas has its glyphs.
    await expect
      .poll(
        async () => (await page.locator('[data-pdf-viewer] [data-page="1"] span').allTextContents()).join(''),
        {
          timeout: 15_000,
        },
      )
      .toContain(text);
    expect(maps.some((m) => m.startsWith('200 ') && m.includes('UniJIS-UCS2-H'))).toBe(true);
    const inked = await drawnPage(page, 1)
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d');
        if (!ctx) return 0;
        // The line of text: 60 pt from the left, about 100-160 pt from the top of the 842 pt page.
        const data = ctx.getImageData(
          0,
          Math.floor(canvas.height * 0.1),
          canvas.width,
          Math.floor(canvas.height * 0.1),
        ).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4)
          if ((data[i] ?? 255) < 80 && (data[i + 1] ?? 255) < 80) dark++;
        return dark;
      });
    expect(inked).toBeGreaterThan(200);
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

  it('a visitor who clicks the view-book button logs in and the viewer opens', async () => {
    const page = await openPage();
    // A book a visitor may see (the handbook is for signed-in readers only).
    const book = books[PICTURE_BOOK] as Book;
    await page.goto(tenantUrl('demo', `/${book.group}/${book.id}`));
    await page.locator('[data-detail]').waitFor({ timeout: 15_000 });
    await page.locator('[data-view-book]').click();
    await page.getByRole('dialog').waitFor();
    const popup = page.context().waitForEvent('page', { timeout: 20_000 });
    await submitLogin(page, DEMO_READER.identifier, DEMO_READER.password);
    // A tab opened after the login (not by the click itself) may be blocked: the dialog opens it then.
    const blocked = page.locator('[data-view-new-tab]');
    const opened = await Promise.race([
      popup,
      blocked.waitFor({ timeout: 20_000 }).then(async () => {
        const next = page.context().waitForEvent('page');
        await blocked.click();
        return next;
      }),
    ]);
    await opened.waitForURL((url) => url.pathname.includes(`/view-online/${book.id}`));
    await opened.locator('[data-pdf-viewer] [data-drawn]').first().waitFor({ timeout: 30_000 });
  });
});
