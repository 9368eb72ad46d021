/**
 * THE normaliser and tokenizer of full-text search, used alike by the index writer (page and metadata
 * vectors) and by the query, so both always agree:
 * - folding: NFKC (full and half width), then each code point lower-cased and katakana (U+30A1-U+30F6)
 *   turned into hiragana — the same folding as the viewer's `foldSearchText` (apps/web), so the words
 *   the server found are found again on the page;
 * - runs of Japanese characters (kanji, hiragana, katakana, the prolonged sound mark ー) become
 *   overlapping character bigrams (吾輩は → 吾輩 輩は) plus the run's last character at the position of
 *   the last bigram, so a 1-character query finds it as `x:*` (bigrams starting with x, or x ending a run);
 * - anything else that is letters, digits or marks (Latin, Cyrillic, Hangul…) becomes words; the word
 *   pattern excludes the Japanese scripts, or a Latin word glued to Japanese would swallow the run.
 */

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KANA_OFFSET = 0x60;

/** Characters that change when folded: upper case (and title case) letters, katakana. */
const FOLDED = /[\p{Changes_When_Lowercased}\u30a1-\u30f6]/gu;
const FOLDS = /[\p{Changes_When_Lowercased}\u30a1-\u30f6]/u;

function foldChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= KATAKANA_START && code <= KATAKANA_END) return String.fromCodePoint(code - KANA_OFFSET);
  return char.toLowerCase();
}

/** Text folded the way the index folds it (NFKC, lower case, katakana as hiragana). */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(FOLDED, foldChar);
}

/**
 * Folded text with, for each UTF-16 index of it (and one past its end), the index in `nfkcText`: for
 * snippets, whose text is already NFKC (page text is stored so) and whose highlights are cut from it.
 */
export function foldWithOrigin(nfkcText: string): { text: string; origin: Int32Array } {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of nfkcText) {
    const piece = FOLDS.test(char) ? foldChar(char) : char;
    for (let i = 0; i < piece.length; i++) origin.push(index);
    text += piece;
    index += char.length;
  }
  origin.push(nfkcText.length);
  return { text, origin: Int32Array.from(origin) };
}

const JAPANESE = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc`;
/** A Japanese run, or a word of any other script (letters, digits, marks). */
const TOKEN = new RegExp(`([${JAPANESE}]+)|([[\\p{L}\\p{N}\\p{M}]--[${JAPANESE}]]+)`, 'gv');

/** Longest word kept (longer ones are cut, in the index and the query alike): no real word is longer. */
export const MAX_WORD_CHARS = 64;

export type TokenKind = 'word' | 'bigram' | 'single' | 'last';

/**
 * Called for every token of folded text: its lexeme, its position (0-based, consecutive tokens differ
 * by 1; a run's last character shares the last bigram's position), its kind and its UTF-16 range.
 * `last` is the extra last character of a run of 2 or more (index only; a query never asks for it).
 */
export type TokenVisitor = (
  lexeme: string,
  position: number,
  kind: TokenKind,
  start: number,
  end: number,
) => void;

/** Walks the tokens of already folded text; answers the number of positions used. */
export function eachToken(folded: string, visit: TokenVisitor, firstPosition = 0): number {
  let position = firstPosition;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(folded); match !== null; match = TOKEN.exec(folded)) {
    const start = match.index;
    const run = match[1];
    if (run === undefined) {
      const word = match[0];
      const chars = word.length > MAX_WORD_CHARS ? Array.from(word) : null;
      const lexeme = chars && chars.length > MAX_WORD_CHARS ? chars.slice(0, MAX_WORD_CHARS).join('') : word;
      visit(lexeme, position++, 'word', start, start + word.length);
      continue;
    }
    const chars = Array.from(run);
    if (chars.length === 1) {
      visit(run, position++, 'single', start, start + run.length);
      continue;
    }
    let at = start;
    for (let i = 0; i < chars.length - 1; i++) {
      const a = chars[i] as string;
      const b = chars[i + 1] as string;
      visit(a + b, position, 'bigram', at, at + a.length + b.length);
      if (i === chars.length - 2) visit(b, position, 'last', at + a.length, at + a.length + b.length);
      else position++;
      at += a.length;
    }
    position++;
  }
  return position - firstPosition;
}
