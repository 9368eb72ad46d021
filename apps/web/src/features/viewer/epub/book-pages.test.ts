import { describe, expect, it } from 'vitest';
import { bookPages, CHARACTERS_PER_PAGE, countCharacters, pageAt } from './book-pages.ts';

describe('book pages (the EPUB reader’s page-like position)', () => {
  it('counts characters without whitespace, a Japanese character as one', () => {
    expect(countCharacters('  Hello,\n world ')).toBe(11);
    expect(countCharacters('吾輩は 猫である。')).toBe(8);
    expect(countCharacters('𠮷野家')).toBe(3);
  });

  it('numbers pages across the whole book, each chapter starting a page', () => {
    const per = CHARACTERS_PER_PAGE.other;
    // A cover with no text, a chapter of 10.5 pages, one of 2 pages.
    const pages = bookPages([
      { characters: 0, cjk: 0 },
      { characters: per * 10.5, cjk: 0 },
      { characters: per * 2, cjk: 0 },
    ]);
    expect(pages.total).toBe(1 + 11 + 2);
    expect(pageAt(pages, 0, 0)).toBe(1);
    expect(pageAt(pages, 1, 0)).toBe(2);
    expect(pageAt(pages, 1, per * 3 + 1)).toBe(5);
    // The last half page of the chapter, and never past its end.
    expect(pageAt(pages, 1, per * 10.5)).toBe(12);
    expect(pageAt(pages, 1, per * 99)).toBe(12);
    expect(pageAt(pages, 2, per * 2 - 1)).toBe(14);
  });

  it('fills pages sooner with Chinese, Japanese or Korean text', () => {
    const japanese = bookPages([{ characters: 60_000, cjk: 55_000 }]);
    const english = bookPages([{ characters: 60_000, cjk: 0 }]);
    expect(japanese.total).toBe(60_000 / CHARACTERS_PER_PAGE.cjk);
    expect(english.total).toBe(60_000 / CHARACTERS_PER_PAGE.other);
  });
});
