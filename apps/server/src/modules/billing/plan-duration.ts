import { DurationType, MAX_FREE_TERM_DAYS, ResultCode } from '@hondana/contract';

/** A plan's period: `length` units of `unit` (0 day, 1 month, 2 year). */
export interface PlanDuration {
  length: number;
  unit: DurationType;
}

/** Days one unit stands for when a period is shown in days: days-to-months uses 30. */
export const NOMINAL_DAYS: Record<DurationType, number> = {
  [DurationType.DAY]: 1,
  [DurationType.MONTH]: 30,
  [DurationType.YEAR]: 365,
};

/** A period in days as shown to readers (a month is 30 days); the real period ends by the calendar (periodEnd). */
export function nominalDays({ length, unit }: PlanDuration): number {
  return length * NOMINAL_DAYS[unit];
}

/** Days written as whole months of 30 days and the days left over (45 → 1 month 15 days). */
export function daysAsMonths(days: number): { months: number; days: number } {
  return { months: Math.floor(days / 30), days: days % 30 };
}

/** The free first period's refusal: 880 above 29 days; null when 0..29. */
export function freeTermRefusal(days: number): typeof ResultCode.FREE_TERM_TOO_LONG | null {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`free term must be whole days ≥ 0, got ${days}`);
  return days > MAX_FREE_TERM_DAYS ? ResultCode.FREE_TERM_TOO_LONG : null;
}
