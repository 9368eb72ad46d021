import type { Language, SearchBox, SearchRequest } from '@hondana/contract';
import { SearchOperation } from '@hondana/contract';
import { readTypedDate, writeDay } from '@hondana/i18n/dates';

/**
 * What the reader gave the boxes of one tab, turned into the contract's search requests (api/search.ts).
 * Range boxes are typed in the interface language's date format
 * (docs/dates.md) and sent as `[from, to]` days `YYYY/MM/DD`.
 */

export type RangeKind = 'date' | 'month' | 'year';

export const rangeKindOf = (operation: number): RangeKind | null =>
  operation === SearchOperation.DATE_RANGE
    ? 'date'
    : operation === SearchOperation.MONTH_RANGE
      ? 'month'
      : operation === SearchOperation.YEAR_RANGE
        ? 'year'
        : null;

export const isChoice = (operation: number) =>
  operation === SearchOperation.SINGLE_CHOICE || operation === SearchOperation.MULTI_CHOICE;

/** One box's value in the form: text, a range as typed, or the chips chosen (`v:<value>`, `g:<group id>`). */
export type BoxValue =
  | { kind: 'text'; text: string }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'choice'; chosen: string[] };

export type FormValues = Record<number, BoxValue>;

export const emptyValueOf = (box: Pick<SearchBox, 'operation'>): BoxValue =>
  rangeKindOf(box.operation)
    ? { kind: 'range', from: '', to: '' }
    : isChoice(box.operation)
      ? { kind: 'choice', chosen: [] }
      : { kind: 'text', text: '' };

/** The chip key of a match value and of a content group. */
export const valueChip = (value: string) => `v:${value}`;
export const groupChip = (id: number) => `g:${id}`;

/**
 * A chip pressed: a single-choice box holds one chip at a time (pressing it again clears it), a
 * multi-choice box adds or removes it.
 */
export function toggleChip(chosen: string[], chip: string, single: boolean): string[] {
  if (chosen.includes(chip)) return chosen.filter((c) => c !== chip);
  return single ? [chip] : [...chosen, chip];
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A typed end of a range, in the interface language's date format (@hondana/i18n/dates), as a search
 * day `YYYY/MM/DD` (month: first or last day; year: 1 Jan or 31 Dec); null when malformed.
 */
export function searchDayOf(
  kind: RangeKind,
  typed: string,
  end: 'from' | 'to',
  language: Language,
): string | null {
  const day = readTypedDate(language, kind, typed);
  if (!day) return null;
  const last = { ...day, month: kind === 'year' ? 12 : day.month };
  const found = end === 'from' || kind === 'date' ? day : { ...last, day: daysIn(last.year, last.month) };
  return writeDay('ja', 'date', found);
}

/**
 * The open end of a range: the client drops empty strings from a body (api/client.ts), so an empty
 * end would shift `[from, to]`; the first and last days of the calendar stand in for "no limit".
 */
export const OPEN_FROM = '0001/01/01';
export const OPEN_TO = '9999/12/31';

/** A search day back in the box's format of the language (to fill the form from an address); '' for an open end. */
export function typedOf(kind: RangeKind, day: string, language: Language): string {
  if (day === OPEN_FROM || day === OPEN_TO) return '';
  const found = readTypedDate('ja', 'date', day);
  return found ? writeDay(language, kind, found) : '';
}

export type BoxProblem = 'required' | 'date' | 'month' | 'year' | 'startAfterEnd' | 'tooLong';
export type RangeEnd = 'from' | 'to';

/** Problems of one box: on the box, or on one end of a range. */
export interface BoxProblems {
  box?: BoxProblem;
  from?: BoxProblem;
  to?: BoxProblem;
}

export const TEXT_MAX = 255;
export const FULL_TEXT_MAX = 200;

const isEmptyValue = (value: BoxValue | undefined) =>
  !value ||
  (value.kind === 'text' && value.text.trim() === '') ||
  (value.kind === 'range' && value.from.trim() === '' && value.to.trim() === '') ||
  (value.kind === 'choice' && value.chosen.length === 0);

/** Whether a box must be filled for this reader (required at view; at login for a signed-in one). */
export const isRequired = (
  box: Pick<SearchBox, 'isRequiredAtView' | 'isRequiredAtLogin'>,
  signedIn: boolean,
) => box.isRequiredAtView || (signedIn && box.isRequiredAtLogin);

export interface SearchCheck {
  problems: Record<number, BoxProblems>;
  /** Nothing was given to any box. */
  empty: boolean;
  requests: SearchRequest[];
}

/**
 * The search validation before anything is sent: required boxes,
 * range ends in their format, a start not after its end; empty values are dropped.
 */
export function checkSearch(
  boxes: SearchBox[],
  values: FormValues,
  signedIn: boolean,
  language: Language,
): SearchCheck {
  const problems: Record<number, BoxProblems> = {};
  const requests: SearchRequest[] = [];
  for (const box of boxes) {
    const value = values[box.id] ?? emptyValueOf(box);
    if (isEmptyValue(value)) {
      if (isRequired(box, signedIn)) problems[box.id] = { box: 'required' };
      continue;
    }
    if (value.kind === 'text') {
      const text = value.text.trim();
      if (text.length > TEXT_MAX) problems[box.id] = { box: 'tooLong' };
      else requests.push({ searchBoxId: box.id, value: text });
      continue;
    }
    if (value.kind === 'choice') {
      const values = value.chosen.filter((c) => c.startsWith('v:')).map((c) => c.slice(2));
      const groups = value.chosen.filter((c) => c.startsWith('g:')).map((c) => Number(c.slice(2)));
      const request: SearchRequest = { searchBoxId: box.id };
      if (values.length > 0)
        request.value = box.operation === SearchOperation.SINGLE_CHOICE ? (values[0] as string) : values;
      if (groups.length > 0) request.contentGroupIdList = groups;
      requests.push(request);
      continue;
    }
    const kind = rangeKindOf(box.operation) ?? 'date';
    const from = value.from.trim() ? searchDayOf(kind, value.from, 'from', language) : OPEN_FROM;
    const to = value.to.trim() ? searchDayOf(kind, value.to, 'to', language) : OPEN_TO;
    const found: BoxProblems = {};
    if (from === null) found.from = kind;
    if (to === null) found.to = kind;
    if (from !== null && to !== null && from > to) found.to = 'startAfterEnd';
    if (found.from || found.to) problems[box.id] = found;
    else requests.push({ searchBoxId: box.id, value: [from as string, to as string] });
  }
  const empty = requests.length === 0 && Object.keys(problems).length === 0;
  return { problems, empty, requests };
}

/** The form's values from the requests of an address (a reload or "change the search" shows them again). */
export function valuesFromRequests(
  boxes: SearchBox[],
  requests: SearchRequest[],
  language: Language,
): FormValues {
  const values: FormValues = {};
  for (const request of requests) {
    const box = boxes.find((b) => b.id === request.searchBoxId);
    if (!box) continue;
    const list = request.value == null ? [] : Array.isArray(request.value) ? request.value : [request.value];
    const kind = rangeKindOf(box.operation);
    if (kind)
      values[box.id] = {
        kind: 'range',
        from: typedOf(kind, list[0] ?? '', language),
        to: typedOf(kind, list[1] ?? '', language),
      };
    else if (isChoice(box.operation))
      values[box.id] = {
        kind: 'choice',
        chosen: [...list.map(valueChip), ...(request.contentGroupIdList ?? []).map(groupChip)],
      };
    else values[box.id] = { kind: 'text', text: list[0] ?? '' };
  }
  return values;
}
