import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { BookSpec } from './book-spec.ts';
import { pdfColour } from './colour.ts';
import { fontBytes, padSubsetGlyphs } from './fonts.ts';
import { seededRandom, seedOf } from './seeded-random.ts';
import { wrapText } from './wrap-text.ts';

/** A5 in points. */
export const PAGE = { width: 419.53, height: 595.28, margin: 44 };
/** Fixed dates, so a regenerated file is byte for byte the same. */
export const BOOK_DATE = new Date(Date.UTC(2026, 0, 1));

/**
 * Every OpenType feature off: the texts need no shaping (precomposed Vietnamese, no ligatures wanted), and
 * fontkit's GSUB/GPOS pass over this large font was most of the generation time.
 */
const noShaping = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk', 'palt', 'rclt', 'dlig'].map(
    (f) => [f, false],
  ),
);

export interface BookPdf {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}

/** A new PDF with the book's metadata and the Japanese font embedded as a subset (only the glyphs drawn). */
export async function createBookPdf(spec: BookSpec, withFonts = true): Promise<BookPdf> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(spec.title);
  doc.setAuthor(spec.author);
  doc.setLanguage(spec.lang === 'vn' ? 'vi' : spec.lang);
  doc.setCreator('Hondana demo books');
  doc.setProducer('Hondana demo books');
  doc.setCreationDate(BOOK_DATE);
  doc.setModificationDate(BOOK_DATE);
  if (!withFonts) return { doc, regular: undefined as never, bold: undefined as never };
  padSubsetGlyphs();
  const regular = await doc.embedFont(fontBytes('regular'), {
    subset: true,
    customName: 'NotoSansJP-Regular',
    features: noShaping,
  });
  const bold = await doc.embedFont(fontBytes('bold'), {
    subset: true,
    customName: 'NotoSansJP-Bold',
    features: noShaping,
  });
  return { doc, regular, bold };
}

export function saveBookPdf(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ updateFieldAppearances: false });
}

/** The first page: the book's colour, a few circles, the title, subtitle and author. */
export function drawPdfCover(page: PDFPage, spec: BookSpec, fonts: BookPdf): void {
  const { width, height, margin } = PAGE;
  const random = seededRandom(seedOf(spec.file));
  page.drawRectangle({ x: 0, y: 0, width, height, color: pdfColour(spec.colour) });
  for (let i = 0; i < 6; i++) {
    page.drawCircle({
      x: random() * width,
      y: height * (0.1 + random() * 0.45),
      size: 20 + random() * 70,
      color: pdfColour(spec.colour, 0.25 + random() * 0.4),
      opacity: 0.6,
    });
  }
  page.drawRectangle({
    x: margin - 12,
    y: height * 0.58,
    width: width - 2 * margin + 24,
    height: 2,
    color: rgb(1, 1, 1),
  });
  const titleSize = spec.title.length > 24 ? 20 : 26;
  const lines = wrapText(spec.title, width - 2 * margin, titleSize, spec.lang, 'bold');
  let y = height - margin - 40;
  for (const line of lines) {
    page.drawText(line, { x: margin, y, size: titleSize, font: fonts.bold, color: rgb(1, 1, 1) });
    y -= titleSize * 1.35;
  }
  if (spec.subtitle) {
    page.drawText(spec.subtitle, { x: margin, y: y - 6, size: 14, font: fonts.regular, color: rgb(1, 1, 1) });
  }
  page.drawText(spec.author, {
    x: margin,
    y: height * 0.58 + 16,
    size: 14,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  page.drawText('Hondana', {
    x: margin,
    y: margin,
    size: 10,
    font: fonts.bold,
    color: rgb(1, 1, 1),
    opacity: 0.8,
  });
}
