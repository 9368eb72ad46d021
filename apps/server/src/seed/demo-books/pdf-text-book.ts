import { rgb } from 'pdf-lib';
import { createBookPdf, drawPdfCover, PAGE, saveBookPdf } from './book-pdf.ts';
import type { BookSpec } from './book-spec.ts';
import { pdfColour } from './colour.ts';
import { chapterOfPages, paragraphStream } from './compose-text.ts';
import { seedOf } from './seeded-random.ts';
import { themeById } from './texts/themes.ts';
import { wrapText } from './wrap-text.ts';

const BODY = { size: 10.5, leading: 17, headingSize: 15 };

/** A text PDF: a cover, then `spec.pages` pages of horizontal text, each chapter starting with its title. */
export async function pdfTextBook(spec: BookSpec): Promise<Uint8Array> {
  const theme = themeById(spec.theme);
  const fonts = await createBookPdf(spec);
  const { doc, regular, bold } = fonts;
  drawPdfCover(doc.addPage([PAGE.width, PAGE.height]), spec, fonts);
  const nextParagraph = paragraphStream(theme, seedOf(spec.file));
  const chapters = chapterOfPages(theme, spec.pages);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let pending: string[] = [];
  for (let index = 0; index < spec.pages; index++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const chapter = chapters[index] as number;
    let y = PAGE.height - PAGE.margin;
    page.drawText(spec.title, {
      x: PAGE.margin,
      y: y + 14,
      size: 7,
      font: regular,
      color: rgb(0.5, 0.5, 0.5),
    });
    if (index === 0 || chapters[index - 1] !== chapter) {
      pending = [];
      y -= 28;
      page.drawText(theme.chapters[chapter] as string, {
        x: PAGE.margin,
        y,
        size: BODY.headingSize,
        font: bold,
      });
      page.drawRectangle({ x: PAGE.margin, y: y - 8, width: 40, height: 2, color: pdfColour(spec.colour) });
      y -= 20;
    }
    y -= BODY.leading;
    while (y > PAGE.margin + 10) {
      if (pending.length === 0) {
        pending = wrapText(nextParagraph(), textWidth, BODY.size, spec.lang);
        pending.push('');
      }
      const line = pending.shift() as string;
      if (line) page.drawText(line, { x: PAGE.margin, y, size: BODY.size, font: regular });
      y -= line ? BODY.leading : BODY.leading * 0.6;
    }
    const number = String(index + 2);
    page.drawText(number, {
      x: PAGE.width / 2 - 3 * number.length,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
    });
  }
  return saveBookPdf(doc);
}
