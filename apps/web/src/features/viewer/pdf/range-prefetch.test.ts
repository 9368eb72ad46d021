import { describe, expect, it } from 'vitest';
import { edgeRanges, RANGE_CHUNK_SIZE } from './range-prefetch.ts';

describe('the ranges asked for before pdf.js', () => {
  it('are the header chunk and the last chunk, as pdf.js cuts them', () => {
    const size = 1_080_241;
    const last = Math.floor((size - 1) / RANGE_CHUNK_SIZE) * RANGE_CHUNK_SIZE;
    expect(edgeRanges(size)).toEqual([
      [0, RANGE_CHUNK_SIZE],
      [last, size],
    ]);
    expect(last % RANGE_CHUNK_SIZE).toBe(0);
    expect(edgeRanges(2 * RANGE_CHUNK_SIZE)).toEqual([
      [0, RANGE_CHUNK_SIZE],
      [RANGE_CHUNK_SIZE, 2 * RANGE_CHUNK_SIZE],
    ]);
  });

  it('are one range for a file of one chunk, none for an empty one', () => {
    expect(edgeRanges(1000)).toEqual([[0, 1000]]);
    expect(edgeRanges(0)).toEqual([]);
  });
});
