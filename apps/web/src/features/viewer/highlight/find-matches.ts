/**
 * Where the searched words are on a page, for the viewer opened from a full-text hit (`?q=`). Text is
 * folded the way the search index folds it (NFKC — full and half width —, lower case, katakana as
 * hiragana), so a hit the server found is found again here; positions are mapped back to the original
 * text, one grapheme at a time (a half-width ｶﾞ is one grapheme that folds to one character).
 */

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The search index's folding of one piece of text. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').toLowerCase()) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - KANA_OFFSET) : char;
  }
  return out;
}

interface Folded {
  text: string;
  /** For each UTF-16 index of `text` (and one past its end): the index in the original text. */
  origin: number[];
}

function foldWithOrigins(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    const piece = foldSearchText(segment);
    for (let i = 0; i < piece.length; i++) origin.push(index);
    folded += piece;
  }
  origin.push(text.length);
  return { text: folded, origin };
}

/** The words to look for: the `q` of the address split on spaces, folded, without repeats or blanks. */
export function termsOf(query: string | null | undefined): string[] {
  if (!query) return [];
  const words = foldSearchText(query)
    .replace(/["“”]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, 20);
}

export type Range = [start: number, end: number];

/** Ranges of `text` (original offsets, sorted, merged when they touch) where any term occurs. */
export function findMatches(text: string, terms: readonly string[]): Range[] {
  if (terms.length === 0 || text.length === 0) return [];
  const folded = foldWithOrigins(text);
  const ranges: Range[] = [];
  for (const term of terms) {
    let at = folded.text.indexOf(term);
    while (at !== -1) {
      const start = folded.origin[at] ?? 0;
      const endIndex = at + term.length;
      // The end maps to the start of the next original grapheme.
      let end = folded.origin[endIndex] ?? text.length;
      if (end <= start) end = nextOrigin(folded.origin, endIndex, text.length);
      ranges.push([start, end]);
      at = folded.text.indexOf(term, at + Math.max(1, term.length));
    }
  }
  return merge(ranges);
}

function nextOrigin(origin: number[], from: number, fallback: number): number {
  const base = origin[from - 1] ?? 0;
  for (let i = from; i < origin.length; i++) if ((origin[i] ?? fallback) > base) return origin[i] ?? fallback;
  return fallback;
}

function merge(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Range[] = [];
  for (const range of ranges) {
    const last = out[out.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([range[0], range[1]]);
  }
  return out;
}

/**
 * The same over a page made of pieces (pdf.js text items; a word may run across two): ranges per piece,
 * as `[pieceIndex, start, end, match]`, `match` the place's order on the page (one place may cover two pieces).
 */
export function findMatchesInPieces(
  pieces: readonly string[],
  terms: readonly string[],
): [number, number, number, number][] {
  const starts: number[] = [];
  let joined = '';
  for (const piece of pieces) {
    starts.push(joined.length);
    joined += piece;
  }
  const out: [number, number, number, number][] = [];
  for (const [match, [start, end]] of findMatches(joined, terms).entries()) {
    for (let i = 0; i < pieces.length; i++) {
      const pieceStart = starts[i] ?? 0;
      const pieceEnd = pieceStart + (pieces[i]?.length ?? 0);
      const from = Math.max(start, pieceStart);
      const to = Math.min(end, pieceEnd);
      if (from < to) out.push([i, from - pieceStart, to - pieceStart, match]);
    }
  }
  return out;
}
