import { type PDFPage, rgb } from 'pdf-lib';
import { createBookPdf, PAGE, saveBookPdf } from './book-pdf.ts';
import type { BookSpec } from './book-spec.ts';
import { pdfColour } from './colour.ts';
import { drawOutlinedText } from './glyph-outlines.ts';
import { seededRandom, seedOf } from './seeded-random.ts';

/**
 * A picture book with no text layer at all: every page, the cover's title included, is vector shapes
 * (rectangles, circles, paths). Nothing for text extraction to find, as in a scanned book.
 */
export async function pdfPictureBook(spec: BookSpec): Promise<Uint8Array> {
  const { doc } = await createBookPdf(spec, false);
  const random = seededRandom(seedOf(spec.file));
  const cover = doc.addPage([PAGE.width, PAGE.height]);
  drawScene(cover, random, 0);
  cover.drawRectangle({
    x: 24,
    y: PAGE.height - 150,
    width: PAGE.width - 48,
    height: 110,
    color: rgb(1, 1, 1),
    opacity: 0.85,
  });
  drawOutlinedText(cover, spec.title, {
    x: 40,
    y: PAGE.height - 100,
    size: spec.title.length > 12 ? 20 : 30,
    color: pdfColour(spec.colour),
  });
  drawOutlinedText(cover, spec.author, {
    x: 40,
    y: PAGE.height - 134,
    size: 14,
    color: rgb(0.3, 0.3, 0.3),
    weight: 'regular',
  });
  for (let index = 0; index < spec.pages; index++)
    drawScene(doc.addPage([PAGE.width, PAGE.height]), random, index + 1);
  return saveBookPdf(doc);
}

/** A landscape that changes from page to page: the sky darkens to night, the boat sails across. */
function drawScene(page: PDFPage, random: () => number, index: number): void {
  const { width, height } = PAGE;
  const night = index % 8 >= 6;
  page.drawRectangle({
    x: 0,
    y: 0,
    width,
    height,
    color: night ? rgb(0.08, 0.1, 0.25) : rgb(0.62, 0.82, 0.95),
  });
  if (night) {
    for (let i = 0; i < 40; i++)
      page.drawCircle({
        x: random() * width,
        y: height * (0.45 + random() * 0.55),
        size: 0.6 + random() * 1.6,
        color: rgb(1, 1, 0.85),
      });
    page.drawCircle({ x: width * 0.75, y: height * 0.82, size: 28, color: rgb(0.98, 0.95, 0.8) });
  } else {
    page.drawCircle({
      x: width * (0.15 + 0.1 * (index % 7)),
      y: height * 0.82,
      size: 34,
      color: rgb(1, 0.8, 0.2),
    });
    for (let i = 0; i < 3; i++) {
      const cx = random() * width;
      const cy = height * (0.65 + random() * 0.2);
      for (let j = 0; j < 4; j++)
        page.drawCircle({ x: cx + j * 16, y: cy + (j % 2) * 8, size: 14, color: rgb(1, 1, 1) });
    }
  }
  page.drawRectangle({
    x: 0,
    y: 0,
    width,
    height: height * 0.3,
    color: night ? rgb(0.05, 0.15, 0.3) : rgb(0.2, 0.45, 0.75),
  });
  page.drawSvgPath(
    `M 0 0 Q ${width * 0.3} -${height * 0.12} ${width * 0.6} -${height * 0.02} T ${width} -${height * 0.06} L ${width} 0 Z`,
    {
      x: 0,
      y: height * 0.42,
      color: night ? rgb(0.1, 0.25, 0.15) : rgb(0.35, 0.65, 0.3),
    },
  );
  page.drawRectangle({
    x: 0,
    y: height * 0.3,
    width,
    height: height * 0.06,
    color: night ? rgb(0.1, 0.25, 0.15) : rgb(0.35, 0.65, 0.3),
  });
  for (let i = 0; i < 4; i++) {
    const tx = 30 + random() * (width - 60);
    const ty = height * 0.36;
    page.drawRectangle({ x: tx - 3, y: ty, width: 6, height: 26, color: rgb(0.45, 0.3, 0.15) });
    page.drawCircle({
      x: tx,
      y: ty + 34,
      size: 16,
      color: night ? rgb(0.1, 0.35, 0.2) : rgb(0.2, 0.55, 0.25),
    });
  }
  const hx = width * 0.62;
  const hy = height * 0.36;
  page.drawRectangle({ x: hx, y: hy, width: 54, height: 38, color: rgb(0.95, 0.9, 0.8) });
  page.drawSvgPath('M 0 0 L 27 -24 L 54 0 Z', { x: hx, y: hy + 38, color: rgb(0.75, 0.25, 0.2) });
  page.drawRectangle({
    x: hx + 8,
    y: hy + 14,
    width: 12,
    height: 12,
    color: night ? rgb(1, 0.85, 0.4) : rgb(0.5, 0.7, 0.9),
  });
  const bx = ((index * 47) % (width - 80)) + 10;
  const by = height * 0.14;
  page.drawSvgPath('M 0 0 L 70 0 L 58 14 L 12 14 Z', { x: bx, y: by + 14, color: rgb(0.55, 0.3, 0.15) });
  page.drawSvgPath('M 0 0 L 0 -40 L 26 0 Z', { x: bx + 36, y: by + 14, color: rgb(1, 1, 1) });
  for (let i = 0; i < 6; i++) {
    page.drawSvgPath('M 0 0 q 6 -6 12 0 q 6 6 12 0', {
      x: random() * width,
      y: height * (0.04 + random() * 0.22),
      borderColor: rgb(0.8, 0.9, 1),
      borderWidth: 1.2,
    });
  }
}
