import { describe, expect, it } from 'vitest';
import { findMatches, findMatchesInPieces, foldSearchText, termsOf } from './find-matches.ts';

const cut = (text: string, ranges: [number, number][]) => ranges.map(([a, b]) => text.slice(a, b));

describe('finding the searched words on a page', () => {
  it('folds width, case and katakana as the index does', () => {
    expect(foldSearchText('ＡＢＣ ｶﾀｶﾅ カタカナ Hello')).toBe('abc かたかな かたかな hello');
  });

  it('finds a Japanese word written in another width or kana, and returns the original text', () => {
    const text = 'むかし、ﾈｺがいた。ネコは灰色だった。';
    expect(cut(text, findMatches(text, termsOf('ねこ')))).toEqual(['ﾈｺ', 'ネコ']);
  });

  it('maps a half-width voiced kana (two code units, one grapheme) back whole', () => {
    const text = 'これはｶﾞｲﾄﾞです';
    expect(cut(text, findMatches(text, termsOf('ガイド')))).toEqual(['ｶﾞｲﾄﾞ']);
  });

  it('finds English words whatever their case, every occurrence, merged when they overlap', () => {
    const text = 'Free Culture is free; FREEDOM too.';
    expect(cut(text, findMatches(text, termsOf('free')))).toEqual(['Free', 'free', 'FREE']);
    expect(findMatches('aaaa', ['aa', 'aaa'])).toEqual([[0, 4]]);
  });

  it('splits the query on spaces and quotes, and finds nothing for nothing', () => {
    expect(termsOf(' "open source"  Open ')).toEqual(['open', 'source']);
    expect(termsOf('')).toEqual([]);
    expect(findMatches('text', [])).toEqual([]);
  });

  it('finds a word running across two pieces of a page', () => {
    expect(findMatchesInPieces(['灰色の', '猫が', 'いた'], termsOf('の猫'))).toEqual([
      [0, 2, 3, 0],
      [1, 0, 1, 0],
    ]);
  });
});
