import type { PdfOpening } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { edgeRanges, openingSpans, RANGE_CHUNK_SIZE } from './range-prefetch.ts';

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
