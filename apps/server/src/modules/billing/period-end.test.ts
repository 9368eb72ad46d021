import { DurationType, ResultCode } from '@hondana/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeTermEnd, paidPeriod, periodBoundary } from './period-end.ts';
import { daysAsMonths, freeTermRefusal, nominalDays } from './plan-duration.ts';
import { calendarDaysBetween, daysInMonth, instantOf, wallTimeOf } from './zoned-calendar.ts';

const TOKYO = 'Asia/Tokyo';
const month = { length: 1, unit: DurationType.MONTH };
const year = { length: 1, unit: DurationType.YEAR };
/** An instant written as Tokyo wall time (UTC+9, no daylight saving). */
const jst = (wall: string) => new Date(`${wall}+09:00`);
const inTokyo = (d: Date) => d.toLocaleString('sv-SE', { timeZone: TOKYO });

describe('durations: the unit map 0 day, 1 month, 2 year, a month shown as 30 days', () => {
  it('shows a period in days with 30-day months and 365-day years', () => {
    expect(nominalDays({ length: 7, unit: 0 })).toBe(7);
    expect(nominalDays({ length: 3, unit: 1 })).toBe(90);
    expect(nominalDays({ length: 1, unit: 2 })).toBe(365);
    expect(daysAsMonths(45)).toEqual({ months: 1, days: 15 });
    expect(daysAsMonths(29)).toEqual({ months: 0, days: 29 });
  });

  it('refuses a free first period above 29 days with 880', () => {
    expect(freeTermRefusal(0)).toBeNull();
    expect(freeTermRefusal(29)).toBeNull();
    expect(freeTermRefusal(30)).toBe(ResultCode.FREE_TERM_TOO_LONG);
    expect(ResultCode.FREE_TERM_TOO_LONG).toBe(880);
    expect(() => freeTermRefusal(-1)).toThrow();
  });
});

describe('period ends by the calendar of the company’s time zone', () => {
  it('ends a month started on 31 January on 28 February, or 29 in a leap year, and keeps the 31st after', () => {
    const start = jst('2027-01-31T10:00:00');
    expect(inTokyo(periodBoundary(start, month, 1, TOKYO))).toBe('2027-02-28 10:00:00');
    expect(inTokyo(periodBoundary(start, month, 2, TOKYO))).toBe('2027-03-31 10:00:00');
    expect(inTokyo(periodBoundary(start, month, 3, TOKYO))).toBe('2027-04-30 10:00:00');
    expect(inTokyo(periodBoundary(jst('2028-01-31T10:00:00'), month, 1, TOKYO))).toBe('2028-02-29 10:00:00');
    expect(inTokyo(periodBoundary(start, { length: 3, unit: 1 }, 1, TOKYO))).toBe('2027-04-30 10:00:00');
  });

  it('ends a year started on 29 February on 28 February, and on 29 February four years on', () => {
    const start = jst('2028-02-29T00:30:00');
    expect(inTokyo(periodBoundary(start, year, 1, TOKYO))).toBe('2029-02-28 00:30:00');
    expect(inTokyo(periodBoundary(start, year, 4, TOKYO))).toBe('2032-02-29 00:30:00');
  });

  it('counts by Tokyo’s calendar where the UTC date differs (00:30 in Tokyo is the day before in UTC)', () => {
    const start = jst('2026-12-01T00:30:00');
    expect(start.toISOString()).toBe('2026-11-30T15:30:00.000Z');
    expect(inTokyo(periodBoundary(start, month, 1, TOKYO))).toBe('2027-01-01 00:30:00');
  });

  it('keeps the wall time across a daylight-saving change', () => {
    const ny = 'America/New_York';
    const start = new Date('2027-03-13T14:00:00Z');
    expect(wallTimeOf(start, ny).hour).toBe(9);
    const next = periodBoundary(start, { length: 1, unit: DurationType.DAY }, 1, ny);
    expect(next.toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(wallTimeOf(next, ny).hour).toBe(9);
  });

  it('numbers the paid periods from the anchor and starts the first after the free days', () => {
    const bought = jst('2026-11-28T21:15:00');
    const anchor = freeTermEnd(bought, 7, TOKYO);
    expect(inTokyo(anchor)).toBe('2026-12-05 21:15:00');
    expect(freeTermEnd(bought, 0, TOKYO)).toEqual(bought);
    const third = paidPeriod(anchor, month, 3, TOKYO);
    expect([inTokyo(third.start), inTokyo(third.end)]).toEqual([
      '2027-02-05 21:15:00',
      '2027-03-05 21:15:00',
    ]);
  });

  it('refuses a period of no length and a negative count', () => {
    expect(() => periodBoundary(new Date(), { length: 0, unit: 1 }, 1, TOKYO)).toThrow();
    expect(() => periodBoundary(new Date(), month, -1, TOKYO)).toThrow();
  });

  it('property: periods follow each other, last 28 to 31 days a month, and never drift from the anchor', () => {
    const instant = fc.date({
      min: new Date('2020-01-01'),
      max: new Date('2040-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(TOKYO, 'Asia/Ho_Chi_Minh', 'UTC'),
        (anchor, k, tz) => {
          const { start, end } = paidPeriod(anchor, month, k, tz);
          const days = calendarDaysBetween(start, end, tz);
          expect(days).toBeGreaterThanOrEqual(28);
          expect(days).toBeLessThanOrEqual(31);
          expect(paidPeriod(anchor, month, k + 1, tz).start).toEqual(end);
          const a = wallTimeOf(anchor, tz);
          const e = wallTimeOf(end, tz);
          expect([e.hour, e.minute, e.second]).toEqual([a.hour, a.minute, a.second]);
          expect(e.day).toBe(Math.min(a.day, daysInMonth(e.year, e.month)));
        },
      ),
    );
  });
});

describe('wall times that a daylight-saving change skips or repeats', () => {
  const ny = 'America/New_York';
  const wall = (month: number, day: number, hour: number, minute: number) => ({
    year: 2027,
    month,
    day,
    hour,
    minute,
    second: 0,
    millisecond: 0,
  });

  it('reads a skipped time as far after the jump, a repeated one as its earlier instant', () => {
    expect(instantOf(wall(3, 14, 2, 30), ny).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(instantOf(wall(11, 7, 1, 30), ny).toISOString()).toBe('2027-11-07T05:30:00.000Z');
    expect(instantOf(wall(3, 14, 9, 0), ny).toISOString()).toBe('2027-03-14T13:00:00.000Z');
  });

  it('ends a day started at 02:30 before a skipped 02:30 at 03:30, then back at 02:30', () => {
    const start = instantOf(wall(3, 13, 2, 30), ny);
    const day = { length: 1, unit: DurationType.DAY };
    expect(wallTimeOf(periodBoundary(start, day, 1, ny), ny)).toMatchObject({ day: 14, hour: 3, minute: 30 });
    expect(wallTimeOf(periodBoundary(start, day, 2, ny), ny)).toMatchObject({ day: 15, hour: 2, minute: 30 });
  });
});
