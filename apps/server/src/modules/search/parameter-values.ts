import { ResultCode, SearchOperation, type SearchRequest } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/** The non-empty values of a request, trimmed (empty values are dropped). */
export function valuesOf(request: SearchRequest): string[] {
  const { value } = request;
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/** A request that asks nothing: no value and no group. */
export const isEmptyRequest = (request: SearchRequest): boolean =>
  valuesOf(request).length === 0 && (request.contentGroupIdList ?? []).length === 0;

/** A day as `YYYY/MM/DD` text: it compares in calendar order as text. */
export type SearchDay = string;

export interface SearchRange {
  /** First day included, or null for an open start. */
  from: SearchDay | null;
  /** Last day included, or null for an open end. */
  to: SearchDay | null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const dayText = (y: number, m: number, d: number) => `${pad(y, 4)}/${pad(m, 2)}/${pad(d, 2)}`;
const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * One end of a range as its year, month and day, or 408. Dates are `YYYY/MM/DD`; a month
 * range also takes `YYYY/MM` and a year range `YYYY`. An impossible day (2023/02/29) is not a date.
 */
function parseEnd(text: string, operation: SearchOperation): { y: number; m?: number; d?: number } {
  const full = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (full) {
    const [y, m, d] = [Number(full[1]), Number(full[2]), Number(full[3])];
    if (m < 1 || m > 12 || d < 1 || d > lastDayOf(y, m)) throw appError(ResultCode.DATE_FORMAT_INVALID);
    return { y, m, d };
  }
  const month = operation === SearchOperation.MONTH_RANGE ? /^(\d{4})\/(\d{2})$/.exec(text) : null;
  if (month) {
    const [y, m] = [Number(month[1]), Number(month[2])];
    if (m < 1 || m > 12) throw appError(ResultCode.DATE_FORMAT_INVALID);
    return { y, m };
  }
  if (operation === SearchOperation.YEAR_RANGE && /^\d{4}$/.test(text)) return { y: Number(text) };
  throw appError(ResultCode.DATE_FORMAT_INVALID);
}

/**
 * The first and last day of a range box's `[from, to]` (either end empty for an open end), widened to
 * whole months for a month range and whole years for a year range (a year range ends on 31 December),
 * so the client's rounding never loses the last day. 408 for a value that is not a date,
 * 409 when the start passes the end, 406 for anything but one or two ends; null when both are empty.
 */
export function rangeOf(request: SearchRequest, operation: SearchOperation): SearchRange | null {
  const { value } = request;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || value.length > 2) throw appError(ResultCode.BAD_PARAMETERS);
  const [fromText = '', toText = ''] = value.map((v) => v.trim());
  const whole = operation !== SearchOperation.DATE_RANGE;
  const from = fromText === '' ? null : parseEnd(fromText, operation);
  const to = toText === '' ? null : parseEnd(toText, operation);
  const years = operation === SearchOperation.YEAR_RANGE;
  const fromDay = from && dayText(from.y, years ? 1 : (from.m ?? 1), whole ? 1 : (from.d ?? 1));
  const toMonth = years ? 12 : (to?.m ?? 12);
  const toDay = to && dayText(to.y, toMonth, whole ? lastDayOf(to.y, toMonth) : (to.d ?? 1));
  if (fromDay === null && toDay === null) return null;
  if (fromDay !== null && toDay !== null && fromDay > toDay) throw appError(ResultCode.DATE_RANGE_INVALID);
  return { from: fromDay, to: toDay };
}

/** The year of a range end (`YYYY/MM/DD`). */
export const yearOf = (day: SearchDay): number => Number(day.slice(0, 4));

/** ASCII letters, digits and signs in their full-width forms (U+FF01-FF5E), space as U+3000. */
const toFullWidth = (text: string) =>
  text.replace(/[!-~ ]/g, (ch) =>
    ch === ' ' ? '\u3000' : String.fromCharCode((ch.codePointAt(0) as number) + 0xfee0),
  );

/**
 * The spellings a text value is searched under, so that width does not matter: as typed, NFKC (full-
 * width Latin and digits to ASCII, half-width katakana to full width) and that in full-width Latin. Each
 * is a plain ILIKE pattern, which the trigram indexes serve; text stored with mixed widths inside one
 * word is not matched by a value typed in one width (documented in docs/decisions.md).
 */
export function spellingsOf(value: string): string[] {
  const folded = value.normalize('NFKC');
  return [...new Set([value, folded, toFullWidth(folded)])];
}

/**
 * Han, kana, the long-vowel marks, decimal digits, punctuation and spaces: characters without case that
 * no other character lowers into (case pairs map cased letters to cased letters; symbols such as Ⓐ and
 * numerals such as Ⅰ have case, so they are not here).
 */
const CASELESS_TEXT = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\uff70\p{Nd}\p{P}\p{Zs}]*$/u;

/**
 * Whether LIKE finds what ILIKE would for this text: PostgreSQL's ILIKE lowers both sides, which changes
 * nothing for such text but costs the lowering of every row's value (a Japanese partial match over the
 * 30,000 rows of a colour: most of the search's time).
 */
export const isCaseless = (text: string): boolean => CASELESS_TEXT.test(text);

/** A value as a LIKE pattern matching itself literally (`\` is PostgreSQL's default escape). */
export const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A year written as a number (full-width digits too), or undefined. */
export function yearValueOf(value: string): number | undefined {
  const folded = value.normalize('NFKC').trim();
  return /^\d{1,4}$/.test(folded) ? Number(folded) : undefined;
}
