import type { PdfOpening } from '@hondana/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  edgeRanges,
  forgetPrefetched,
  openingSpans,
  prefetchOpening,
  RANGE_CHUNK_SIZE,
  takePrefetched,
} from './range-prefetch.ts';

const C = RANGE_CHUNK_SIZE;

describe('the ranges asked for before pdf.js', () => {
  it('are the header chunk and the last chunk, as pdf.js cuts them', () => {
    const size = 1_080_241;
    const last = Math.floor((size - 1) / C) * C;
    expect(edgeRanges(size)).toEqual([
      [0, C],
      [last, size],
    ]);
    expect(last % C).toBe(0);
    expect(edgeRanges(2 * C)).toEqual([
      [0, C],
      [C, 2 * C],
    ]);
  });

  it('are one range for a file of one chunk, none for an empty one', () => {
    expect(edgeRanges(1000)).toEqual([[0, 1000]]);
    expect(edgeRanges(0)).toEqual([]);
  });
});

describe('the recorded opening', () => {
  const size = 66 * C - 100;
  const opening: PdfOpening = {
    chunkSize: C,
    document: [
      [0, C],
      [58 * C, size],
    ],
    firstPages: [
      [51 * C, 58 * C],
      [3 * C, 4 * C],
    ],
  };

  it('is asked with page 1 when the reading starts there, adjacent spans in one request', () => {
    expect(openingSpans(size, opening, 1)).toEqual([
      [0, C],
      [3 * C, 4 * C],
      [51 * C, size],
    ]);
  });

  it('is asked without page 1 when the reading starts elsewhere', () => {
    expect(openingSpans(size, opening, 40)).toEqual(opening.document);
  });

  it('is cut to whole chunks inside the file', () => {
    const odd: PdfOpening = { chunkSize: C, document: [[10, C + 5]], firstPages: [[size + C, size + 2 * C]] };
    expect(openingSpans(size, odd, 1)).toEqual([[0, 2 * C]]);
  });

  it('gives way to the edges when missing, empty or recorded in another chunk size', () => {
    expect(openingSpans(size, null, 1)).toEqual(edgeRanges(size));
    expect(openingSpans(size, { ...opening, chunkSize: 2 * C }, 1)).toEqual(edgeRanges(size));
    expect(openingSpans(size, { ...opening, document: [] }, 1)).toEqual(edgeRanges(size));
  });
});

describe('the chunks kept for pdf.js', () => {
  const size = 3 * C;
  const file = new Uint8Array(size).map((_, i) => i % 251);
  /** The viewer-files route's answer to a range: 206 with those bytes. */
  const ranges: string[] = [];
  const serveRanges = () =>
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const range = new Headers(init.headers).get('range') as string;
      ranges.push(range);
      const [from, to] = (/bytes=(\d+)-(\d+)/.exec(range) as RegExpExecArray).slice(1).map(Number);
      return new Response(file.slice(from, (to as number) + 1), { status: 206 });
    });
  afterEach(() => {
    vi.unstubAllGlobals();
    ranges.length = 0;
  });

  it('are taken once, whole, and forgotten with the book: a book opened again is asked again', async () => {
    serveRanges();
    const url = '/viewer-files/a';
    prefetchOpening(url, size, null, 1);
    prefetchOpening(url, size, null, 1);
    expect(ranges).toEqual([`bytes=0-${C - 1}`, `bytes=${2 * C}-${size - 1}`]);
    expect(await takePrefetched(url, 0, C)).toEqual(file.slice(0, C));
    expect(takePrefetched(url, 0, C)).toBeUndefined();
    forgetPrefetched(url);
    expect(takePrefetched(url, 2 * C, size)).toBeUndefined();
    prefetchOpening(url, size, null, 1);
    expect(ranges).toHaveLength(4);
    expect(await takePrefetched(url, 2 * C, size)).toEqual(file.slice(2 * C, size));
  });

  it("are forgotten for the closed book's file only", async () => {
    serveRanges();
    prefetchOpening('/viewer-files/b', size, null, 1);
    prefetchOpening('/viewer-files/bb', size, null, 1);
    forgetPrefetched('/viewer-files/b');
    expect(takePrefetched('/viewer-files/b', 0, C)).toBeUndefined();
    expect(await takePrefetched('/viewer-files/bb', 0, C)).toEqual(file.slice(0, C));
    forgetPrefetched('/viewer-files/bb');
  });
});
