import { eachToken, foldText } from './full-text-tokens.ts';
import { quoteLexeme, type Weight, wordPair } from './full-text-vector.ts';

/**
 * One token of a query part: its lexeme, whether it is a prefix (`x:*`), its distance from the previous
 * one, whether it is a word (not Japanese).
 */
export interface QueryToken {
  lexeme: string;
  prefix: boolean;
  gap: number;
  word: boolean;
}

/** A part of the query: all its tokens in a row (a word, a Japanese run, a quoted phrase). */
export interface QueryPart {
  /** The folded text of the part, as the viewer looks for it. */
  term: string;
  tokens: QueryToken[];
}

/**
 * What a page must hold, as `::tsquery` literals ('' when nothing): the parts asked by their tokens
 * (`search_vector`) and the phrases of words asked by their word pairs (`phrase_vector`).
 */
export interface PageQuery {
  tokens: string;
  pairs: string;
  /** What a book's words row must hold (`content_words`): every token asked, as a plain AND. */
  bookWords: string;
  /**
   * The whole condition is one lexeme, not a prefix (a word, a bigram, a pair of words): PostgreSQL's
   * statistics of the vectors' most common lexemes then estimate well how many pages hold it.
   */
  oneLexeme: boolean;
  /**
   * Each token asked of `search_vector` alone (`'x'`, `'x':*`), when no phrase of words is asked: a page
   * holding them all holds each one, so the least of their page counts bounds the pages that match.
   */
  lexemes: string[];
}

export interface FullTextQuery {
  parts: QueryPart[];
  /**
   * The `::tsquery` literal of a content's metadata vector (its tokens and word pairs in one): every
   * part, as a phrase, must match. Empty when nothing searchable was sent.
   */
  tsquery: string;
  /** The same parts, as the two vectors of a page hold them. */
  pages: PageQuery;
}

const QUOTES = /["“”]/g;
/** A quoted phrase (an unclosed quote runs to the end), or a run of anything else but blanks. */
const PIECES = /"([^"]*)"?|[^\s"]+/g;

/**
 * The tokens of one part. A 1-character Japanese run is a prefix (`x:*`, bigrams starting with x or x
 * ending a run) unless something follows it in the part: then it ends its run in the text too, where it
 * was indexed alone. The last word of an unquoted query is a prefix (search as you type).
 */
function partOf(folded: string, lastIsPrefix: boolean): QueryPart | null {
  const raw: { lexeme: string; position: number; kind: string }[] = [];
  let from = -1;
  let to = 0;
  eachToken(folded, (lexeme, position, kind, start, end) => {
    if (kind === 'last') return;
    raw.push({ lexeme, position, kind });
    if (from < 0) from = start;
    to = end;
  });
  if (raw.length === 0) return null;
  const tokens = raw.map((token, index) => {
    const isLast = index === raw.length - 1;
    const prefix = (token.kind === 'single' && isLast) || (token.kind === 'word' && isLast && lastIsPrefix);
    const previous = raw[index - 1];
    return {
      lexeme: token.lexeme,
      prefix,
      gap: previous ? token.position - previous.position : 0,
      word: token.kind === 'word',
    };
  });
  return { term: folded.slice(from, to).replace(/\s+/g, ' '), tokens };
}

/** Parses what the reader typed: unquoted pieces and quoted phrases, all of which must match. */
export function parseFullTextQuery(searchKey: string): FullTextQuery {
  const folded = foldText(searchKey).replace(QUOTES, '"');
  const pieces = [...folded.matchAll(PIECES)];
  const parts: QueryPart[] = [];
  const seen = new Set<string>();
  pieces.forEach((piece, index) => {
    const quoted = piece[1] !== undefined;
    const text = quoted ? (piece[1] as string) : piece[0];
    const part = partOf(text, !quoted && index === pieces.length - 1);
    const key = part && JSON.stringify(part.tokens);
    if (!part || !key || seen.has(key)) return;
    seen.add(key);
    parts.push(part);
  });
  return {
    parts,
    tsquery: tsqueryOf(parts),
    pages: {
      tokens: tsqueryOf(parts.filter((part) => !isWordPhrase(part))),
      pairs: tsqueryOf(parts.filter(isWordPhrase)),
      bookWords: bookWordsOf(parts),
      oneLexeme: parts.length === 1 && isOneLexeme(parts[0] as QueryPart),
      lexemes: parts.some(isWordPhrase) ? [] : [...new Set(parts.flatMap(lexemesOf))],
    },
  };
}

/**
 * The tokens a part is asked by: a phrase of adjacent words by its word pairs (`'a b' <-> 'b c'`, the
 * last one a prefix when the last word is), which the index holds (`wordPair`), so two words are one
 * lexeme and no page needs its positions checked; anything else by its own tokens.
 */
function isWordPhrase({ tokens }: QueryPart): boolean {
  return tokens.length > 1 && tokens.every((token, index) => token.word && (index === 0 || token.gap === 1));
}

function isOneLexeme(part: QueryPart): boolean {
  const asked = askedTokens(part);
  return asked.length === 1 && !asked[0]?.prefix;
}

function askedTokens(part: QueryPart): QueryToken[] {
  const { tokens } = part;
  if (!isWordPhrase(part)) return tokens;
  return tokens.slice(1).map((token, index) => ({
    lexeme: wordPair((tokens[index] as QueryToken).lexeme, token.lexeme),
    prefix: token.prefix,
    gap: index === 0 ? 0 : 1,
    word: true,
  }));
}

/** A part's tokens as `::tsquery` lexemes (`'x'`, a prefix `'x':*`), each alone. */
function lexemesOf(part: QueryPart): string[] {
  return part.tokens.map((token) => `${quoteLexeme(token.lexeme)}${token.prefix ? ':*' : ''}`);
}

/**
 * The `::tsquery` literal a book's words must match: each token of every part (a phrase's words, not its
 * pairs), with no order or distance, which a row without positions cannot answer.
 */
function bookWordsOf(parts: readonly QueryPart[]): string {
  return [...new Set(parts.flatMap(lexemesOf))].join(' & ');
}

/** The `::tsquery` literal of the parts, each lexeme restricted to `weights` when given (`'x':*AB`). */
export function tsqueryOf(parts: readonly QueryPart[], weights = ''): string {
  return parts
    .map((part) => {
      const phrase = askedTokens(part)
        .map((token, index) => {
          const operator = index === 0 ? '' : token.gap === 1 ? ' <-> ' : ` <${token.gap}> `;
          const suffix = token.prefix || weights ? `:${token.prefix ? '*' : ''}${weights}` : '';
          return `${operator}${quoteLexeme(token.lexeme)}${suffix}`;
        })
        .join('');
      return `(${phrase})`;
    })
    .join(' & ');
}

export const weighted = (parts: readonly QueryPart[], ...weights: Weight[]) =>
  tsqueryOf(parts, weights.join(''));
