import type { ReceiptLine } from '@hondana/contract';
import type { PricedPlan } from './discounts.ts';
import type { PlanDuration } from './plan-duration.ts';
import { shownPrice } from './tax.ts';
import { floorDiv } from './yen.ts';
import { calendarDaysBetween } from './zoned-calendar.ts';

export interface PlanChange {
  at: Date;
  toPlan: PricedPlan;
}

export interface PlanChangeCharge {
  at: Date;
  toPlan: PricedPlan;
  /** What this change charges now (tax-inclusive), never below 0. */
  yen: number;
  /** Days of the period from the change's day (counted) to the period's end. */
  remainingDays: number;
  periodDays: number;
}

/** A move is priced mid-period only between plans of the same length; another length waits for the renewal. */
export function changesMidPeriod(from: PlanDuration, to: PlanDuration): boolean {
  return from.length === to.length && from.unit === to.unit;
}

/** The price a plan change compares: the plan's standing tax-inclusive price (its discount price when lower). */
export function changeBasisYen(plan: PricedPlan): number {
  const standing =
    plan.discountPriceYen !== null ? Math.min(plan.priceYen, plan.discountPriceYen) : plan.priceYen;
  return shownPrice(standing, plan.taxMode).shownYen;
}

/**
 * The charges of the plan changes within one period, by whole days of the company's time zone: the
 * day of a change is the new plan's. What the period is worth is Σ over its days of the day's plan
 * price ÷ the period's days; after each change the reader owes that worth (with the latest plan to the
 * end) rounded down, and is charged what they owe beyond what the period has cost them so far (the
 * first plan's price plus the earlier changes), never less than 0. So, when no move goes down, the
 * charges of a period sum to its worth rounded down less the first plan's price, however many there
 * are; a move down is free and credits nothing.
 */
export function planChangeCharges(input: {
  period: { start: Date; end: Date };
  fromPlan: PricedPlan;
  changes: readonly PlanChange[];
  timeZone: string;
}): PlanChangeCharge[] {
  const { period, fromPlan, changes, timeZone } = input;
  const periodDays = calendarDaysBetween(period.start, period.end, timeZone);
  if (periodDays < 1) throw new RangeError('a period lasts at least one day');
  const first = changeBasisYen(fromPlan);
  let worthTimesDays = first * periodDays;
  let paid = first;
  let previousBasis = first;
  let previousAt = period.start;
  const charges: PlanChangeCharge[] = [];
  for (const change of changes) {
    if (change.at < previousAt || change.at >= period.end) {
      throw new RangeError('plan changes come in time order, within the period');
    }
    const remainingDays = Math.min(periodDays, calendarDaysBetween(change.at, period.end, timeZone));
    const basis = changeBasisYen(change.toPlan);
    worthTimesDays += (basis - previousBasis) * remainingDays;
    const owed = floorDiv(Math.max(0, worthTimesDays), periodDays);
    const yen = Math.max(0, owed - paid);
    paid += yen;
    charges.push({ at: change.at, toPlan: change.toPlan, yen, remainingDays, periodDays });
    previousBasis = basis;
    previousAt = change.at;
  }
  return charges;
}

/** The receipt line of a plan change: tax-inclusive, or untaxed when the new plan is untaxed. */
export function planChangeLine(charge: PlanChangeCharge): ReceiptLine {
  return {
    rule: 'plan-change',
    label: charge.toPlan.name,
    yen: charge.yen,
    taxMode: charge.toPlan.taxMode === 'none' ? 'none' : 'inclusive',
    remainingDays: charge.remainingDays,
    periodDays: charge.periodDays,
  };
}
