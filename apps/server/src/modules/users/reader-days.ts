const DAY_MS = 86_400_000;

/** The instant a day (`YYYY-MM-DD`, UTC) starts; an impossible day (2026-02-30) is null. */
export function dayStartOrNull(day: string): Date | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

export function dayStart(day: string): Date {
  const date = dayStartOrNull(day);
  if (!date) throw new Error(`not a day: ${day}`);
  return date;
}

/**
 * A login period's days as the access check reads them: from the start of the first day to the
 * start of the day after the last (the end is the instant access stops), UTC.
 */
export const periodEnd = (lastDay: Date): Date => new Date(lastDay.getTime() + DAY_MS);

/** The day a period's start instant falls on. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The last day of a period ending at `end` (the day before the instant access stops). */
export const lastDayOf = (end: Date): string => dayOf(new Date(end.getTime() - 1));
