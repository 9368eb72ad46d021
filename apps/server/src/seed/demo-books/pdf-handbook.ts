import { PDFDocument, rgb } from 'pdf-lib';
import { createBookPdf, drawPdfCover, PAGE, saveBookPdf } from './book-pdf.ts';
import type { BookSpec } from './book-spec.ts';
import { pdfColour } from './colour.ts';
import { paragraphStream } from './compose-text.ts';
import { addPdfOutline, type PdfOutlineEntry } from './pdf-outline.ts';
import { seedOf } from './seeded-random.ts';
import type { Theme } from './texts/theme.ts';
import { themeById } from './texts/themes.ts';
import { wrapText } from './wrap-text.ts';

/** Subjects the handbook's sections cycle through, in English and Japanese. */
const SECTIONS = [
  'software',
  'research',
  'program',
  'paper',
  'washi',
  'weather',
  'hoshi',
  'business',
  'shigoto',
  'maths',
  'suugaku',
  'sky',
];
const BODY = { size: 9.5, leading: 14.5 };

/**
 * The long reference handbook: a cover, then numbered entries, one per page. The page frame (bands and rules)
 * is drawn once and placed on every page as a form; only each page's own text is drawn per page.
 */
export async function pdfHandbook(spec: BookSpec): Promise<Uint8Array> {
  const fonts = await createBookPdf(spec);
  const { doc, regular, bold } = fonts;
  drawPdfCover(doc.addPage([PAGE.width, PAGE.height]), spec, fonts);
  const frame = await doc.embedPage(await drawFrame(spec.colour));
  const sections = SECTIONS.map((id) => themeById(id));
  const streams = new Map<Theme, () => string>(
    sections.map((t) => [t, paragraphStream(t, seedOf(spec.file + t.id))]),
  );
  const width = PAGE.width - 2 * PAGE.margin;
  const outline: PdfOutlineEntry[] = [];
  for (let index = 0; index < spec.pages; index++) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawPage(frame);
    const theme = sections[Math.floor(index / 10) % sections.length] as Theme;
    const chapter = theme.chapters[index % theme.chapters.length] as string;
    const entry = `${index + 1}`.padStart(3, '0');
    if (index % 10 === 0) {
      const last = `${Math.min(spec.pages, index + 10)}`.padStart(3, '0');
      outline.push({
        title: `${entry}–${last}  ${theme.keywords.slice(0, 2).join(' · ')}`,
        page: index + 2,
        children: [],
      });
    }
    outline.at(-1)?.children?.push({ title: `${entry}  ${chapter}`, page: index + 2 });
    let y = PAGE.height - PAGE.margin - 14;
    page.drawText(`${entry}  ${chapter}`, { x: PAGE.margin, y, size: 13, font: bold });
    page.drawText(theme.keywords.join(' · '), {
      x: PAGE.margin,
      y: y - 16,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
    y -= 40;
    const next = streams.get(theme) as () => string;
    let lines: string[] = [];
    while (y > PAGE.margin + 14) {
      if (lines.length === 0) lines = [...wrapText(next(), width, BODY.size, theme.lang), ''];
      const line = lines.shift() as string;
      if (line) page.drawText(line, { x: PAGE.margin, y, size: BODY.size, font: regular });
      y -= line ? BODY.leading : BODY.leading * 0.5;
    }
    page.drawText(`${index + 2}`, {
      x: PAGE.width - PAGE.margin - 12,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
    });
  }
  addPdfOutline(doc, outline);
  return saveBookPdf(doc);
}

/** The page frame: a coloured band at the top, a thin rule at the bottom. Shapes only. */
async function drawFrame(colour: string) {
  const template = await PDFDocument.create();
  const page = template.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: PAGE.height - 18, width: PAGE.width, height: 18, color: pdfColour(colour) });
  page.drawRectangle({
    x: 0,
    y: PAGE.height - 22,
    width: PAGE.width,
    height: 4,
    color: pdfColour(colour, 0.6),
  });
  page.drawLine({
    start: { x: PAGE.margin, y: PAGE.margin - 4 },
    end: { x: PAGE.width - PAGE.margin, y: PAGE.margin - 4 },
    thickness: 0.5,
    color: pdfColour(colour, 0.3),
  });
  return page;
}
