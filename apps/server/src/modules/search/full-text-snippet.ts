import type { FullTextPageHit } from '@hondana/contract';
import type { QueryPart, QueryToken } from './full-text-query.ts';
import { eachToken, foldText, foldWithOrigin } from './full-text-tokens.ts';
import { flatSlice } from './join-cjk-lines.ts';

/** Characters of a snippet: some before the first match, the rest after. */
const SNIPPET_CHARS = 110;
const BEFORE_MATCH = 40;
/** Text scanned for matches: a page longer than this (rare) shows its start when the words are further on. */
const SCANNED_CHARS = 200_000;

type Range = [start: number, end: number];

const matches = (lexeme: string, token: QueryToken) =>
  token.prefix ? lexeme.startsWith(token.lexeme) : lexeme === token.lexeme;

/**
 * Where the parts occur in the page, in the page text's own offsets: the same tokens at the same
 * relative positions as the index matched them, so exactly what was found is highlighted.
 */
export function matchRanges(pageText: string, parts: readonly QueryPart[]): Range[] {
  const folded = foldWithOrigin(
    pageText.length > SCANNED_CHARS ? pageText.slice(0, SCANNED_CHARS) : pageText,
  );
  const lexemes: string[] = [];
  const positions: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  eachToken(folded.text, (lexeme, position, _kind, start, end) => {
    lexemes.push(lexeme);
    positions.push(position);
    starts.push(start);
    ends.push(end);
  });
  /** Index of the first token at each position (tokens come in position order). */
  const firstAt = new Map<number, number>();
  positions.forEach((position, index) => {
    if (!firstAt.has(position)) firstAt.set(position, index);
  });
  const tokenAt = (position: number, token: QueryToken): number => {
    for (let i = firstAt.get(position) ?? -1; i >= 0 && positions[i] === position; i++) {
      if (matches(lexemes[i] as string, token)) return i;
    }
    return -1;
  };
  const ranges: Range[] = [];
  for (const part of parts) {
    const [head, ...rest] = part.tokens;
    if (!head) continue;
    lexemes.forEach((lexeme, first) => {
      if (!matches(lexeme, head)) return;
      let position = positions[first] as number;
      let last = first;
      for (const token of rest) {
        position += token.gap;
        last = tokenAt(position, token);
        if (last < 0) return;
      }
      const from = folded.origin[starts[first] as number] as number;
      const to = folded.origin[ends[last] as number] as number;
      ranges.push([from, Math.max(to, from + 1)]);
    });
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Text looked at around a candidate match: the snippet lies inside it. */
const WINDOW_BEFORE = 150;
const WINDOW_AFTER = 450;
const CANDIDATES_TRIED = 20;

/**
 * The ranges near the first match, without folding and tokenizing the whole page (an EPUB section can
 * hold a whole chapter): the first part's first lexeme is looked for in the folded text, and the text
 * around each place it occurs is matched until one holds the query. Folding that changes the length of
 * the text (rare letters such as İ) takes the whole-page way.
 */
function firstRanges(pageText: string, parts: readonly QueryPart[]): Range[] {
  const folded = foldText(pageText);
  if (folded.length !== pageText.length) return matchRanges(pageText, parts);
  for (const part of parts) {
    const lexeme = part.tokens[0]?.lexeme;
    if (!lexeme) continue;
    let at = folded.indexOf(lexeme);
    for (let tries = 0; at >= 0 && tries < CANDIDATES_TRIED; tries++) {
      const start = Math.max(0, at - WINDOW_BEFORE);
      const ranges = matchRanges(pageText.slice(start, at + WINDOW_AFTER), parts);
      if (ranges.length) return ranges.map(([from, to]) => [from + start, to + start]);
      at = folded.indexOf(lexeme, at + 1);
    }
  }
  return [];
}

/** Moves an offset off the second half of a surrogate pair. */
const atCharacter = (text: string, offset: number) =>
  offset > 0 && offset < text.length && /[\udc00-\udfff]/.test(text.charAt(offset)) ? offset - 1 : offset;

/** A page's snippet: about 110 characters around its first match, the matched words marked `hit`. */
export function snippetOf(pageText: string, parts: readonly QueryPart[]): FullTextPageHit['snippet'] {
  const ranges = firstRanges(pageText, parts);
  const first = ranges[0];
  const start = atCharacter(pageText, first ? Math.max(0, first[0] - BEFORE_MATCH) : 0);
  const end = atCharacter(
    pageText,
    Math.min(pageText.length, Math.max(start + SNIPPET_CHARS, first?.[1] ?? 0)),
  );
  const snippet: FullTextPageHit['snippet'] = [];
  const push = (from: number, to: number, hit: boolean) => {
    if (to > from) snippet.push({ text: flatSlice(pageText, from, to), hit });
  };
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= at || from >= end) continue;
    push(at, Math.max(at, from), false);
    push(Math.max(at, from), Math.min(to, end), true);
    at = Math.min(to, end);
  }
  push(at, end, false);
  return snippet;
}
