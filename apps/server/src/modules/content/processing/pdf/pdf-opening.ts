import { PDF_RANGE_CHUNK_SIZE, type PdfOpening } from '@hondana/contract';
import { AnnotationMode, getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjsAssets } from './pdfjs-assets.ts';

type Span = [number, number];

/** Sorted, with touching or overlapping spans joined. */
export function joinSpans(spans: Span[]): Span[] {
  const joined: Span[] = [];
  for (const [begin, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = joined.at(-1);
    if (last && begin <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([begin, end]);
  }
  return joined;
}

/** Serves pdf.js the ranges it asks for from the bytes in memory, and remembers each one. */
class RecordingTransport extends PDFDataRangeTransport {
  readonly asked: Span[] = [];
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super(bytes.length, new Uint8Array(0));
    this.#bytes = bytes;
  }

  override requestDataRange(begin: number, end: number): void {
    this.asked.push([begin, end]);
    // A copy: pdf.js may transfer what it is handed; the caller's bytes stay whole.
    queueMicrotask(() => this.onDataRange(begin, this.#bytes.slice(begin, end)));
  }

  /** What was asked since the last call. */
  take(): Span[] {
    return this.asked.splice(0);
  }
}

/**
 * How the viewer opens a PDF (open-pdf.ts): by range in the contract's chunks, nothing fetched
 * beyond what pdf.js asks. The recorder and its test open with these, so they read what the viewer reads.
 */
export const viewerRangeOptions = {
  rangeChunkSize: PDF_RANGE_CHUNK_SIZE,
  disableAutoFetch: true,
  disableStream: true,
  enableXfa: false,
  verbosity: 0,
  ...pdfjsAssets,
} as const;

/** The pages the viewer draws when it opens a book at its start: the page in view and the next one. */
const FIRST_PAGES = 2;

/**
 * What the viewer's pdf.js reads of `bytes` to open the book and then to draw its first pages, found by
 * doing the same with the same options here (range loading in {@link PDF_RANGE_CHUNK_SIZE} chunks, no
 * automatic fetching; each page's operator list with its annotations, as the viewer renders it). null
 * when pdf.js cannot open the file or draw page 1 this way: the viewer then reads as pdf.js asks.
 */
export async function recordPdfOpening(bytes: Uint8Array): Promise<PdfOpening | null> {
  const range = new RecordingTransport(bytes);
  const task = getDocument({ range, ...viewerRangeOptions });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const opened = joinSpans(range.take());
    await page.getOperatorList({ annotationMode: AnnotationMode.ENABLE });
    for (let next = 2; next <= Math.min(FIRST_PAGES, document.numPages); next++) {
      // A later page pdf.js cannot draw ends the record there: page 1's part is still right.
      const drawn = await document
        .getPage(next)
        .then((later) => later.getOperatorList({ annotationMode: AnnotationMode.ENABLE }))
        .then(
          () => true,
          () => false,
        );
      if (!drawn) break;
    }
    return { chunkSize: PDF_RANGE_CHUNK_SIZE, document: opened, firstPages: joinSpans(range.take()) };
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}
