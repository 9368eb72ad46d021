import { eachToken, foldText } from './full-text-tokens.ts';

/**
 * tsvector values made in Node from the tokenizer's lexemes, written as a `::tsvector` parameter
 * (never `to_tsvector`: PostgreSQL's parser would split the text its own way). PostgreSQL's limits are
 * kept here instead of failing the write: positions stop at 16,383 (later tokens share the last one, as
 * `to_tsvector` does), a lexeme keeps its first 256 positions, and the vector stops taking new lexemes
 * near 1 MB — a page beyond that (only possible with megabytes of distinct text) is found by its first
 * million bytes of words.
 */
export const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
/** PostgreSQL refuses a tsvector whose lexemes and positions pass 1 MB (1,048,575 bytes). */
const MAX_VECTOR_BYTES = 1_000_000;

export type Weight = 'A' | 'B' | 'C' | 'D';

/** One piece of text of a vector and its weight (A: title, B: other metadata, D: page text). */
export interface VectorPart {
  text: string | null | undefined;
  weight: Weight;
}

/** A lexeme as a quoted tsvector/tsquery literal: backslashes and quotes escaped. */
export const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Two adjacent words as one lexeme (`'public library'`, at the first word's position): a phrase of words
 * is then asked of the index by its pairs, not by its words and a check of every page holding them all
 * (as Elasticsearch's `index_phrases`). A word never holds a blank, so a pair never equals a word.
 */
export const wordPair = (first: string, second: string) => `${first} ${second}`;

/** Lexemes with their positions, within PostgreSQL's limits (MAX_POSITIONS_PER_LEXEME, MAX_VECTOR_BYTES). */
class VectorEntries {
  private readonly entries = new Map<string, string[]>();
  private bytes = 0;

  add(lexeme: string, at: number, suffix: string): void {
    const pos = Math.min(at, MAX_POSITION);
    let positions = this.entries.get(lexeme);
    if (!positions) {
      const cost = Buffer.byteLength(lexeme) + 8;
      if (this.bytes + cost > MAX_VECTOR_BYTES) return;
      this.bytes += cost;
      positions = [];
      this.entries.set(lexeme, positions);
    }
    if (positions.length >= MAX_POSITIONS_PER_LEXEME) return;
    const entry = `${pos}${suffix}`;
    if (positions[positions.length - 1] === entry) return;
    this.bytes += 2;
    positions.push(entry);
  }

  literal(): string {
    let out = '';
    for (const [lexeme, positions] of this.entries) {
      out += `${out ? ' ' : ''}${quoteLexeme(lexeme)}:${positions.join(',')}`;
    }
    return out;
  }
}

/**
 * Walks the parts (positions run on across parts, with a gap so no phrase spans two), giving every
 * token to `tokens` and every pair of adjacent words of one part (`wordPair`) to `pairs`.
 */
function collect(parts: readonly VectorPart[], tokens: VectorEntries, pairs: VectorEntries): void {
  let position = 1;
  for (const part of parts) {
    if (!part.text) continue;
    const suffix = part.weight === 'D' ? '' : part.weight;
    let previous: { word: string; at: number } | null = null;
    const used = eachToken(
      foldText(part.text),
      (lexeme, at, kind) => {
        tokens.add(lexeme, at, suffix);
        const word: { word: string; at: number } | null = kind === 'word' ? { word: lexeme, at } : null;
        if (word && previous && previous.at === at - 1)
          pairs.add(wordPair(previous.word, lexeme), previous.at, suffix);
        previous = word;
      },
      position,
    );
    position = Math.min(position + used + 1, MAX_POSITION);
  }
}

/** The `::tsvector` literal of the parts: their tokens and word pairs in one vector (a content's metadata). */
export function vectorOf(parts: readonly VectorPart[]): string {
  const entries = new VectorEntries();
  collect(parts, entries, entries);
  return entries.literal();
}

/**
 * A page's two vectors: its tokens (`search_vector`) and its word pairs (`phrase_vector`, '' when it has
 * none). Kept apart so that the pairs, as many as the words, never weigh on a search for words: in one
 * vector they doubled the page index and the pages' size (1,000,000 pages: 195 → 382 MB, 1.7 → 2.5 GB),
 * and every search that reads pages' vectors slowed by as much.
 */
export function pageVectorsOf(text: string): { words: string; pairs: string } {
  const words = new VectorEntries();
  const pairs = new VectorEntries();
  collect([{ text, weight: 'D' }], words, pairs);
  return { words: words.literal(), pairs: pairs.literal() };
}

/** The metadata a content is found by: its title (A) and its other descriptive fields (B). */
export interface ContentSearchFields {
  title: string;
  author: string | null;
  distributorName: string | null;
  keywords: string | null;
  description: string | null;
  toc: string | null;
  series: string | null;
  param1: string | null;
  param2: string | null;
  param3: string | null;
  param4: string | null;
  param5: string | null;
}

/** Fields whose change rewrites a content's vector. */
export const contentSearchFieldNames = [
  'title',
  'author',
  'distributorName',
  'keywords',
  'description',
  'toc',
  'series',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
] as const satisfies readonly (keyof ContentSearchFields)[];

export function contentVectorOf(content: ContentSearchFields): string {
  return vectorOf([
    { text: content.title, weight: 'A' },
    ...contentSearchFieldNames.slice(1).map((name) => ({ text: content[name], weight: 'B' as const })),
  ]);
}
