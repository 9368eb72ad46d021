import { PDF_RANGE_CHUNK_SIZE, type PdfOpening } from '@hondana/contract';
import { AnnotationMode, getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoBookSpecs } from '../../../../seed/demo-books/catalogue.ts';
import { makeBook } from '../../../../seed/demo-books/generate-books.ts';
import { pdfOf } from '../processing-test-support.ts';
import { joinSpans, recordPdfOpening, viewerRangeOptions } from './pdf-opening.ts';

type Span = [number, number];
const inside = (spans: Span[], [begin, end]: Span) => spans.some(([b, e]) => b <= begin && end <= e);

/**
 * Opens `bytes` and draws pages 1 and 2 as the viewer does, serving only what lies inside `allowed`; every range pdf.js asks
 * outside it is answered too (so the opening finishes) and listed.
 */
async function readOutside(bytes: Uint8Array, allowed: Span[]): Promise<Span[]> {
  const outside: Span[] = [];
  class Transport extends PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number) {
      if (!inside(allowed, [begin, end])) outside.push([begin, end]);
      queueMicrotask(() => this.onDataRange(begin, bytes.slice(begin, end)));
    }
  }
  const task = getDocument({ range: new Transport(bytes.length, new Uint8Array(0)), ...viewerRangeOptions });
  try {
    const document = await task.promise;
    for (const pageNo of [1, 2]) {
      const page = await document.getPage(pageNo);
      await page.getOperatorList({ annotationMode: AnnotationMode.ENABLE });
    }
    return outside;
  } finally {
    await task.destroy();
  }
}

describe('joinSpans', () => {
  it('sorts and joins touching and overlapping spans, keeps gaps', () => {
    expect(
      joinSpans([
        [32, 48],
        [0, 16],
        [16, 32],
        [64, 80],
        [70, 75],
      ]),
    ).toEqual([
      [0, 48],
      [64, 80],
    ]);
    expect(joinSpans([])).toEqual([]);
  });
});

describe('recordPdfOpening', () => {
  let handbook: Uint8Array;
  let opening: PdfOpening | null;
  beforeAll(async () => {
    const spec = demoBookSpecs().find((s) => s.kind === 'pdf-handbook');
    if (!spec) throw new Error('no handbook among the demo books');
    handbook = (await makeBook({ ...spec, pages: 80 })).bytes;
    opening = await recordPdfOpening(handbook.slice());
  }, 60_000);

  it('records chunk-aligned spans: the header and the tail to open, the first pages apart', () => {
    expect(handbook.length).toBeGreaterThan(8 * PDF_RANGE_CHUNK_SIZE);
    if (!opening) throw new Error('no opening recorded');
    expect(opening.chunkSize).toBe(PDF_RANGE_CHUNK_SIZE);
    const all = [...opening.document, ...opening.firstPages];
    for (const [begin, end] of all) {
      expect(begin % PDF_RANGE_CHUNK_SIZE).toBe(0);
      expect(end === handbook.length || end % PDF_RANGE_CHUNK_SIZE === 0).toBe(true);
      expect(begin).toBeLessThan(end);
    }
    expect(opening.document[0]?.[0]).toBe(0);
    expect(opening.document.at(-1)?.[1]).toBe(handbook.length);
    expect(opening.firstPages.length).toBeGreaterThan(0);
    // Each list is joined, and the first pages' list holds nothing the opening already read.
    expect(joinSpans(opening.document)).toEqual(opening.document);
    expect(opening.firstPages.every((span) => !inside(opening?.document ?? [], span))).toBe(true);
    const read = all.reduce((sum, [b, e]) => sum + e - b, 0);
    expect(read).toBeLessThan(handbook.length);
  });

  it('is all pdf.js reads to open the book and draw pages 1 and 2: nothing is asked outside it', async () => {
    if (!opening) throw new Error('no opening recorded');
    const spans = joinSpans([...opening.document, ...opening.firstPages]);
    expect(await readOutside(handbook, spans)).toEqual([]);
    // Without the first pages' spans the same opening has to read more: the record is not the whole file.
    expect((await readOutside(handbook, opening.document)).length).toBeGreaterThan(0);
  });

  it('records a one-chunk file as its single span', async () => {
    const small = new Uint8Array(pdfOf(2));
    expect(small.length).toBeLessThan(PDF_RANGE_CHUNK_SIZE);
    expect(await recordPdfOpening(small)).toEqual({
      chunkSize: PDF_RANGE_CHUNK_SIZE,
      document: [[0, small.length]],
      firstPages: [],
    });
  });

  it('answers null for bytes pdf.js cannot open', async () => {
    expect(await recordPdfOpening(new TextEncoder().encode('%PDF-1.7\nnot really a PDF'))).toBeNull();
    expect(await recordPdfOpening(handbook.slice(0, 3 * PDF_RANGE_CHUNK_SIZE))).toBeNull();
  });
});
