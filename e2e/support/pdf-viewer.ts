/// <reference lib="dom" />
/** The PDF viewer's browser tests' books, viewer locators and pixel checks. */
/// <reference lib="dom" />
import type { ViewerToken } from '@hondana/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import {
  cookieToken,
  type DemoBook,
  loginDemoReader,
  openPage,
  PROCESSING_BOUND_MS,
  tenantUrl,
  waitForDemoBooks,
  waitForPortal,
} from './index.ts';

export const HANDBOOK = 'Hondana Reference Handbook';
export const PICTURE_BOOK = 'うみと ちいさな ふね';
export const VERTICAL_PDF = '坂の上の古本屋';

export type Book = DemoBook;

export const viewer = (page: Page) => page.locator('[data-pdf-viewer]');
export const isFirstPagePicture = (url: string) => /\/api\/v1\/viewer-files\/[^/?]+\/first-page$/.test(url);
export const drawnPage = (page: Page, n: number) =>
  page.locator(`[data-pdf-viewer] [data-page="${n}"][data-drawn]`);

/** Opens a content in the viewer page; answers its viewer token once the first page is drawn. */
export async function openViewer(page: Page, book: Book, query = ''): Promise<ViewerToken> {
  const tokenAnswer = page.waitForResponse((r) => r.url().includes('/api/v1/content/public/viewer-token'));
  await page.goto(tenantUrl('demo', `/view-online/${book.id}/${book.group}${query}`));
  const body = (await (await tokenAnswer).json()) as { status: number; data: ViewerToken };
  expect(body.status).toBe(200);
  await viewer(page).locator('[data-drawn]').first().waitFor({ timeout: 30_000 });
  return body.data;
}

/** The pixels of a page's canvas whose colour is the watermark's over white paper, in a box of the page. */
export async function watermarkPixels(
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
export function pdfWithoutEmbeddedJapaneseFont(text: string): Uint8Array {
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

/** The demo PDF books by title, filled before the file's tests once processing has made them (call once at a file's top level). */
export function useDemoPdfBooks(): Record<string, Book> {
  const books: Record<string, Book> = {};
  beforeAll(async () => {
    const page = await openPage();
    await loginDemoReader(page);
    await waitForPortal(page);
    const token = await cookieToken(page);
    Object.assign(books, await waitForDemoBooks(page, token, [HANDBOOK, PICTURE_BOOK, VERTICAL_PDF]));
  }, PROCESSING_BOUND_MS + 30_000);
  return books;
}
