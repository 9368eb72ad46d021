import { PDF_RANGE_CHUNK_SIZE, type PdfOpening } from '@hondana/contract';

/**
 * The ranges a PDF opening reads first, asked for as soon as the viewer token is known, while pdf.js
 * and its worker are still downloading: what processing recorded pdf.js reading before the first
 * pages were drawn (the token's `pdfOpening`), each run of adjacent chunks in one request and all at once; for a
 * file without that record, the header chunk and the last chunk (where the cross-reference table is
 * found). The range transport takes the chunks from here instead of asking again.
 * This module does not import pdf.js: the viewer page (a chunk of its own) starts the prefetch.
 */
export const RANGE_CHUNK_SIZE = PDF_RANGE_CHUNK_SIZE;

type Span = [number, number];

/** Each prefetched chunk by file address and chunk number, until the range transport takes it. */
const chunks = new Map<string, Promise<Uint8Array | null>>();
/** Every span asked for once: the viewer page warms up again what the boot already did (viewer-boot.ts). */
const started = new Set<string>();
const chunkKey = (fileUrl: string, chunk: number) => `${fileUrl}#${chunk}`;

async function readRange(fileUrl: string, begin: number, end: number): Promise<Uint8Array | null> {
  try {
    const response = await fetch(fileUrl, {
      headers: { range: `bytes=${begin}-${end - 1}` },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (response.status !== 206) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.length === end - begin ? bytes : null;
  } catch {
    return null;
  }
}

/** The ranges pdf.js will ask first, in its chunk sizes (one range when the file is a single chunk). */
export function edgeRanges(fileSize: number): Span[] {
  if (fileSize <= 0) return [];
  const head: Span = [0, Math.min(RANGE_CHUNK_SIZE, fileSize)];
  const lastStart = Math.floor((fileSize - 1) / RANGE_CHUNK_SIZE) * RANGE_CHUNK_SIZE;
  return lastStart === 0 ? [head] : [head, [lastStart, fileSize]];
}

/**
 * The spans to prefetch: the recorded opening (with the first pages' own chunks when the reading starts
 * there) when it was recorded in this viewer's chunk size, else the file's edges. Spans are cut to
 * whole chunks inside the file; adjacent ones are joined into one request.
 */
export function openingSpans(fileSize: number, opening: PdfOpening | null, startPage: number): Span[] {
  if (!opening || opening.chunkSize !== RANGE_CHUNK_SIZE || opening.document.length === 0) {
    return edgeRanges(fileSize);
  }
  const wanted = startPage === 1 ? [...opening.document, ...opening.firstPages] : opening.document;
  const spans: Span[] = [];
  for (const [from, to] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const begin = Math.floor(from / RANGE_CHUNK_SIZE) * RANGE_CHUNK_SIZE;
    const end = Math.min(fileSize, Math.ceil(to / RANGE_CHUNK_SIZE) * RANGE_CHUNK_SIZE);
    if (begin >= end) continue;
    const last = spans.at(-1);
    if (last && begin <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([begin, end]);
  }
  return spans;
}

/** Asks for the opening's spans of the file at `fileUrl` (each span once), keeping them by chunk. */
export function prefetchOpening(
  fileUrl: string,
  fileSize: number,
  opening: PdfOpening | null,
  startPage: number,
): void {
  for (const [begin, end] of openingSpans(fileSize, opening, startPage)) {
    const spanKey = `${fileUrl}#${begin}-${end}`;
    if (started.has(spanKey)) continue;
    started.add(spanKey);
    const bytes = readRange(fileUrl, begin, end);
    for (let at = begin; at < end; at += RANGE_CHUNK_SIZE) {
      const part = bytes.then(
        (all) => all?.subarray(at - begin, Math.min(end, at + RANGE_CHUNK_SIZE) - begin) ?? null,
      );
      chunks.set(chunkKey(fileUrl, at / RANGE_CHUNK_SIZE), part);
    }
  }
}

/**
 * The bytes `[begin, end)` (whole chunks, as pdf.js asks) when every chunk of them was prefetched,
 * taken once (then forgotten); undefined when one of them was not. Resolves null when a prefetch failed.
 */
export function takePrefetched(
  fileUrl: string,
  begin: number,
  end: number,
): Promise<Uint8Array | null> | undefined {
  const keys: string[] = [];
  for (let at = begin; at < end; at += RANGE_CHUNK_SIZE) keys.push(chunkKey(fileUrl, at / RANGE_CHUNK_SIZE));
  const parts = keys.map((key) => chunks.get(key));
  if (parts.some((part) => part === undefined)) return undefined;
  for (const key of keys) chunks.delete(key);
  return Promise.all(parts).then((found) => {
    if (found.some((part) => !part)) return null;
    const whole = new Uint8Array(end - begin);
    let offset = 0;
    for (const part of found as Uint8Array[]) {
      whole.set(part, offset);
      offset += part.length;
    }
    return offset === whole.length ? whole : null;
  });
}
