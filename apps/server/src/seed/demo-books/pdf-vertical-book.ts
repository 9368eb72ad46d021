import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { createBookPdf, drawPdfCover, PAGE, saveBookPdf } from './book-pdf.ts';
import type { BookSpec } from './book-spec.ts';
import { chapterOfPages, paragraphStream } from './compose-text.ts';
import { seedOf } from './seeded-random.ts';
import { themeById } from './texts/themes.ts';
import { wrapColumns } from './wrap-text.ts';

const SIZE = 11;
const COLUMN = SIZE * 1.75;
/** Marks that sit in the upper right of their cell when set vertically. */
const raised = new Set([...'、。，．']);
/** Marks turned a quarter clockwise when set vertically (brackets, long vowel, dashes). */
const turned = new Set([...'「」『』（）【】〔〕ー－〜…―']);

/**
 * Japanese set vertically: characters down each column, columns from right to left, one character drawn at a
 * time (pdf-lib writes horizontal text only), so the text layer keeps reading order column by column.
 */
export async function pdfVerticalBook(spec: BookSpec): Promise<Uint8Array> {
  const theme = themeById(spec.theme);
  const fonts = await createBookPdf(spec);
  const { doc, regular, bold } = fonts;
  drawPdfCover(doc.addPage([PAGE.width, PAGE.height]), spec, fonts);
  const nextParagraph = paragraphStream(theme, seedOf(spec.file));
  const chapters = chapterOfPages(theme, spec.pages);
  const top = PAGE.height - PAGE.margin - 10;
  const perColumn = Math.floor((top - PAGE.margin - 10) / SIZE);
  let pending: string[] = [];
  for (let index = 0; index < spec.pages; index++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const chapter = chapters[index] as number;
    let x = PAGE.width - PAGE.margin - COLUMN / 2;
    if (index === 0 || chapters[index - 1] !== chapter) {
      pending = [];
      drawColumn(page, theme.chapters[chapter] as string, x, top, 14, bold);
      x -= COLUMN * 2;
    }
    while (x > PAGE.margin) {
      if (pending.length === 0) pending = [...wrapColumns(`　${nextParagraph()}`, perColumn), ''];
      const column = pending.shift() as string;
      if (column) drawColumn(page, column, x, top, SIZE, regular);
      x -= COLUMN;
    }
    const number = String(index + 2);
    page.drawText(number, {
      x: PAGE.width / 2 - 3 * number.length,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.3, 0.3, 0.3),
    });
  }
  return saveBookPdf(doc);
}

/** One column centred on `x`, from `top` downward. */
function drawColumn(page: PDFPage, text: string, x: number, top: number, size: number, font: PDFFont): void {
  let y = top;
  for (const char of text) {
    y -= size;
    if (turned.has(char)) {
      page.drawText(char, { x: x - size * 0.38, y: y + size, size, font, rotate: degrees(-90) });
    } else if (raised.has(char)) {
      page.drawText(char, { x: x - size * 0.5 + size * 0.6, y: y + size * 0.62, size, font });
    } else {
      const width = font.widthOfTextAtSize(char, size);
      page.drawText(char, { x: x - width / 2, y: y + size * 0.12, size, font });
    }
  }
}
