import { catalogues } from '@hondana/i18n';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiInPage,
  baseUrl,
  DEMO_READER,
  loginDemoReader,
  openPage,
  submitLogin,
  tenantUrl,
} from './support/index.ts';
import {
  type Book,
  drawnPage,
  HANDBOOK,
  openViewer,
  PICTURE_BOOK,
  pdfWithoutEmbeddedJapaneseFont,
  useDemoPdfBooks,
  VERTICAL_PDF,
  viewer,
} from './support/pdf-viewer.ts';

/**
 * The PDF reader on Demo Library (Japanese by default) with the picture book (all pages may be printed)
 * and the vertical Japanese novel (the current page may be printed), a PDF whose Japanese font is not
 * embedded, and a visitor sent to log in. Marked @needs-demo-books: the demo books are processed after
 * the server starts (see catalogue.e2e.ts).
 */
const ja = catalogues.ja.viewer;
const books = useDemoPdfBooks();

describe('PDF viewer', () => {
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
