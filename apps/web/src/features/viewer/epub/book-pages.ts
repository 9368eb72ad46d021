import type { EPUB } from 'foliate-js/epub.js';

/**
 * Page-like positions of a reflowable book: a page is a fixed number of characters (whitespace not
 * counted), the same on every screen and at every text size, so "p. 37" names the same place for every
 * reader. About a printed page: a Japanese paperback page holds some 600 characters, an English one
 * some 250-300 words.
 */
export const CHARACTERS_PER_PAGE = { cjk: 600, other: 1_500 } as const;

const WHITESPACE = /\s+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Characters that take room on a page: every code point but whitespace. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text.replace(WHITESPACE, '')) count++;
  return count;
}

export interface BookPages {
  /** The first page (from 0) of each section. */
  starts: number[];
  /** Pages of each section: every section starts a page, as a chapter does in print. */
  counts: number[];
  total: number;
  perPage: number;
}

/** The book's pages from each section's characters; Chinese, Japanese or Korean text fills pages sooner. */
export function bookPages(sections: readonly { characters: number; cjk: number }[]): BookPages {
  const characters = sections.reduce((sum, s) => sum + s.characters, 0);
  const cjk = sections.reduce((sum, s) => sum + s.cjk, 0);
  const perPage = cjk * 2 > characters ? CHARACTERS_PER_PAGE.cjk : CHARACTERS_PER_PAGE.other;
  const counts = sections.map((s) => Math.max(1, Math.ceil(s.characters / perPage)));
  const starts: number[] = [];
  let total = 0;
  for (const count of counts) {
    starts.push(total);
    total += count;
  }
  return { starts, counts, total, perPage };
}

/** The page (from 1) holding the character `charactersBefore` of section `index`. */
export function pageAt(pages: BookPages, index: number, charactersBefore: number): number {
  const start = pages.starts[index] ?? 0;
  const count = pages.counts[index] ?? 1;
  return start + Math.min(count - 1, Math.floor(charactersBefore / pages.perPage)) + 1;
}

/** Characters of the section's text before the start of `range` (the place in view). */
export function charactersBefore(range: Range): number {
  const doc = range.startContainer.ownerDocument ?? (range.startContainer as Document);
  const body = doc.body ?? doc.documentElement;
  if (!body?.contains(range.startContainer)) return 0;
  const before = doc.createRange();
  before.setStart(body, 0);
  before.setEnd(range.startContainer, range.startOffset);
  return countCharacters(before.toString());
}

/** Characters of a section's document: its body's text (or the root's, for SVG and other XML). */
export function sectionCharacters(doc: Document): { characters: number; cjk: number } {
  const text = (doc.body ?? doc.documentElement)?.textContent ?? '';
  return { characters: countCharacters(text), cjk: text.match(CJK)?.length ?? 0 };
}

/**
 * Reads every section of the book (the cleaned markup, as the reader shows it) and counts its
 * characters; one section at a time, giving the page back between them. Null when aborted.
 */
export async function measureBookPages(book: EPUB, signal: AbortSignal): Promise<BookPages | null> {
  const sections: { characters: number; cjk: number }[] = [];
  for (const section of book.sections) {
    if (signal.aborted) return null;
    const doc = await section.createDocument().catch(() => null);
    sections.push(doc ? sectionCharacters(doc) : { characters: 0, cjk: 0 });
    await new Promise((resolve) => setTimeout(resolve));
  }
  return signal.aborted ? null : bookPages(sections);
}
