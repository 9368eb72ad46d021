/**
 * The one date and date-time format of each interface language (docs/dates.md): what the portal, the
 * console, the search boxes and the mails show, and what a reader types into a date box. The wire
 * format of searches (`YYYY/MM/DD`) is the contract's, not this table's. Self-contained, so the web
 * imports it (`@hondana/i18n/dates`) without the catalogues.
 */

type Language = 'en' | 'ja' | 'vn';

/** The kinds of a typed date: a day, a month, a year. */
export type DateKind = 'date' | 'month' | 'year';

type Part = 'YYYY' | 'MM' | 'DD';

/** The order of a day's parts per language, separated by '/'; a month drops the day, a year is YYYY. */
const dayOrder: Record<Language, readonly Part[]> = {
  en: ['DD', 'MM', 'YYYY'],
  ja: ['YYYY', 'MM', 'DD'],
  vn: ['DD', 'MM', 'YYYY'],
};

const orderOf = (language: Language, kind: DateKind): readonly Part[] =>
  kind === 'year'
    ? ['YYYY']
    : kind === 'month'
      ? dayOrder[language].filter((p) => p !== 'DD')
      : dayOrder[language];

/** The pattern of a date kind in a language, e.g. `DD/MM/YYYY`; also the placeholder of a date box. */
export const dateInputFormat = (language: Language, kind: DateKind = 'date'): string =>
  orderOf(language, kind).join('/');

/** The placeholder of a date box: its pattern. */
export const datePlaceholder = dateInputFormat;

/** The pattern of a date and time: the day's pattern and a 24-hour clock with seconds. */
export const dateTimeFormat = (language: Language): string => `${dateInputFormat(language)} HH:mm:ss`;

/** A calendar day; `month` and `day` from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day written in the language's order (a month or a year kind leaves out what it does not hold). */
export function writeDay(language: Language, kind: DateKind, day: CalendarDay): string {
  const text: Record<Part, string> = { YYYY: pad(day.year, 4), MM: pad(day.month), DD: pad(day.day) };
  return orderOf(language, kind)
    .map((part) => text[part])
    .join('/');
}

/**
 * What a reader typed into a date box of this kind, read in the language's order; a month gives day 1,
 * a year 1 January. Null when it is not such a date (wrong shape, a 13th month, 30 February).
 */
export function readTypedDate(language: Language, kind: DateKind, typed: string): CalendarDay | null {
  const order = orderOf(language, kind);
  const fields = typed.trim().split('/');
  if (fields.length !== order.length) return null;
  const found: Record<Part, number> = { YYYY: 0, MM: 1, DD: 1 };
  for (const [i, part] of order.entries()) {
    const field = fields[i] as string;
    if (!(part === 'YYYY' ? /^\d{4}$/ : /^\d{1,2}$/).test(field)) return null;
    found[part] = Number(field);
  }
  const { YYYY: year, MM: month, DD: day } = found;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
}

interface Moment extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

/** An instant's wall-clock fields in a time zone (the runtime's own when none is given). */
function momentOf(value: Date, timeZone?: string): Moment {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(value);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const instantOf = (value: Date | string): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant's day in the language's format ('' for an invalid instant); `timeZone` is an IANA name. */
export function formatDate(value: Date | string, language: Language, timeZone?: string): string {
  const date = instantOf(value);
  return date ? writeDay(language, 'date', momentOf(date, timeZone)) : '';
}

/** An instant's day and time in the language's format ('' for an invalid instant). */
export function formatDateTime(value: Date | string, language: Language, timeZone?: string): string {
  const date = instantOf(value);
  if (!date) return '';
  const m = momentOf(date, timeZone);
  return `${writeDay(language, 'date', m)} ${pad(m.hour)}:${pad(m.minute)}:${pad(m.second)}`;
}

/** An instant as a `datetime-local` input holds it, `YYYY-MM-DDTHH:mm` ('' for none or an invalid instant). */
export function dateTimeInputValue(value: Date | string | null, timeZone?: string): string {
  const date = value === null ? null : instantOf(value);
  if (!date) return '';
  const m = momentOf(date, timeZone);
  return `${pad(m.year, 4)}-${pad(m.month)}-${pad(m.day)}T${pad(m.hour)}:${pad(m.minute)}`;
}
