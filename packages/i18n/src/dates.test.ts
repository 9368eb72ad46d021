import { describe, expect, it } from 'vitest';
import {
  dateInputFormat,
  datePlaceholder,
  dateTimeFormat,
  dateTimeInputValue,
  formatDate,
  formatDateTime,
  readTypedDate,
  writeDay,
} from './dates.ts';

const instant = new Date('2026-03-07T04:05:06Z');

describe('the date table: one format per language', () => {
  it('writes a day, a month and a year in each language', () => {
    const table = (['en', 'ja', 'vn'] as const).map((lang) => ({
      lang,
      date: dateInputFormat(lang),
      month: dateInputFormat(lang, 'month'),
      year: dateInputFormat(lang, 'year'),
      dateTime: dateTimeFormat(lang),
    }));
    expect(table).toEqual([
      { lang: 'en', date: 'DD/MM/YYYY', month: 'MM/YYYY', year: 'YYYY', dateTime: 'DD/MM/YYYY HH:mm:ss' },
      { lang: 'ja', date: 'YYYY/MM/DD', month: 'YYYY/MM', year: 'YYYY', dateTime: 'YYYY/MM/DD HH:mm:ss' },
      { lang: 'vn', date: 'DD/MM/YYYY', month: 'MM/YYYY', year: 'YYYY', dateTime: 'DD/MM/YYYY HH:mm:ss' },
    ]);
    expect(datePlaceholder('ja', 'date')).toBe('YYYY/MM/DD');
  });

  it('formats an instant in a time zone, as a day and as a day and time', () => {
    expect(formatDate(instant, 'ja', 'Asia/Tokyo')).toBe('2026/03/07');
    expect(formatDate(instant, 'en', 'UTC')).toBe('07/03/2026');
    expect(formatDateTime(instant, 'ja', 'Asia/Tokyo')).toBe('2026/03/07 13:05:06');
    expect(formatDateTime(instant.toISOString(), 'vn', 'Asia/Ho_Chi_Minh')).toBe('07/03/2026 11:05:06');
    expect(formatDateTime('2026-03-06T23:30:00Z', 'en', 'Asia/Tokyo')).toBe('07/03/2026 08:30:00');
    expect(formatDateTime('2026-01-01T00:00:00Z', 'en', 'UTC')).toBe('01/01/2026 00:00:00');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes an instant as a datetime-local input holds it', () => {
    expect(dateTimeInputValue(instant, 'Asia/Tokyo')).toBe('2026-03-07T13:05');
    expect(dateTimeInputValue('2026-12-31T23:59:00Z', 'UTC')).toBe('2026-12-31T23:59');
    expect(dateTimeInputValue(null)).toBe('');
    expect(dateTimeInputValue('not a date')).toBe('');
  });

  it('reads what a reader typed in the language order, and refuses other shapes and impossible days', () => {
    expect(readTypedDate('ja', 'date', '2024/2/29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readTypedDate('en', 'date', '29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readTypedDate('vn', 'date', ' 31/12/2025 ')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(readTypedDate('en', 'date', '02/29/2023')).toBeNull();
    expect(readTypedDate('en', 'date', '12/31/2025')).toBeNull();
    expect(readTypedDate('ja', 'date', '31/12/2025')).toBeNull();
    expect(readTypedDate('ja', 'month', '2025/12')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(readTypedDate('en', 'month', '12/2025')).toEqual({ year: 2025, month: 12, day: 1 });
    expect(readTypedDate('en', 'month', '13/2025')).toBeNull();
    expect(readTypedDate('vn', 'year', '2025')).toEqual({ year: 2025, month: 1, day: 1 });
    expect(readTypedDate('vn', 'year', '25')).toBeNull();
    expect(readTypedDate('en', 'date', '')).toBeNull();
  });

  it('writes a day back in the order it is read', () => {
    const day = { year: 2025, month: 4, day: 9 };
    for (const lang of ['en', 'ja', 'vn'] as const)
      for (const kind of ['date', 'month', 'year'] as const) {
        const typed = writeDay(lang, kind, day);
        expect(readTypedDate(lang, kind, typed)).toEqual(
          kind === 'date' ? day : kind === 'month' ? { ...day, day: 1 } : { year: 2025, month: 1, day: 1 },
        );
      }
    expect(writeDay('ja', 'month', day)).toBe('2025/04');
  });
});
