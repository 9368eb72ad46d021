import { DurationType } from '@hondana/contract';
import type { PlanDuration } from './plan-duration.ts';
import { daysInMonth, instantOf, wallTimeOf } from './zoned-calendar.ts';

/**
 * The instant `count` periods after `anchor`, by the calendar of the company's time zone, at the
 * anchor's wall-clock time. Months and years keep the anchor's day of the month, or the month's
 * last day when it has fewer days (31 January + 1 month = 28 or 29 February; 29 February + 1 year
 * = 28 February). Every period is counted from the anchor, never from the previous period's end,
 * so a plan bought on 31 January renews on 28 February, 31 March, 30 April.
 */
export function periodBoundary(anchor: Date, duration: PlanDuration, count: number, timeZone: string): Date {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  if (!Number.isInteger(duration.length) || duration.length < 1) {
    throw new RangeError(`a period lasts at least one unit, got ${duration.length}`);
  }
  const w = wallTimeOf(anchor, timeZone);
  const units = duration.length * count;
  if (duration.unit === DurationType.DAY) {
    const day = new Date(Date.UTC(w.year, w.month - 1, w.day + units));
    return instantOf(
      { ...w, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
      timeZone,
    );
  }
  const months = duration.unit === DurationType.MONTH ? units : units * 12;
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return instantOf({ ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) }, timeZone);
}

/** Start and end of the `paidPeriodNo`-th paid period (1 = the first) of a subscription anchored at `anchor`. */
export function paidPeriod(
  anchor: Date,
  duration: PlanDuration,
  paidPeriodNo: number,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: periodBoundary(anchor, duration, paidPeriodNo - 1, timeZone),
    end: periodBoundary(anchor, duration, paidPeriodNo, timeZone),
  };
}

/** End of a free first period of `days` days started at `start` (the first paid period is anchored there). */
export function freeTermEnd(start: Date, days: number, timeZone: string): Date {
  return periodBoundary(start, { length: 1, unit: DurationType.DAY }, days, timeZone);
}
