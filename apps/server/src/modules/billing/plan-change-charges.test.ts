import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricedPlan } from './discounts.ts';
import { paidPeriod } from './period-end.ts';
import {
  changeBasisYen,
  changesMidPeriod,
  planChangeCharges,
  planChangeLine,
} from './plan-change-charges.ts';
import { buildReceipt } from './receipt.ts';

const TOKYO = 'Asia/Tokyo';
const jst = (wall: string) => new Date(`${wall}+09:00`);
const plan = (id: number, priceYen: number, extra: Partial<PricedPlan> = {}): PricedPlan => ({
  id,
  name: `Plan ${id}`,
  priceYen,
  discountPriceYen: null,
  taxMode: 'inclusive',
  ...extra,
});
/** A 30-day period: 1 to 31 November 2026, Tokyo. */
const period = { start: jst('2026-11-01T12:00:00'), end: jst('2026-12-01T12:00:00') };
const basic = plan(1, 1100);
const standard = plan(2, 2200);
const premium = plan(3, 3300);

describe('plan changes mid-period, by whole days of the company’s time zone', () => {
  it('charges the difference for the days left, the day of the change counted', () => {
    const [charge] = planChangeCharges({
      period,
      fromPlan: basic,
      changes: [{ at: jst('2026-11-16T08:00:00'), toPlan: standard }],
      timeZone: TOKYO,
    });
    expect(charge).toMatchObject({ yen: 550, remainingDays: 15, periodDays: 30 });
    const receipt = buildReceipt([planChangeLine(charge as never)]);
    expect(receipt).toMatchObject({ totalYen: 550, taxYen: 50, netYen: 500 });
    expect(receipt.lines[0]).toMatchObject({
      rule: 'plan-change',
      label: 'Plan 2',
      remainingDays: 15,
      periodDays: 30,
    });
  });

  it('charges the whole difference on the first day and nothing on the last', () => {
    const at = (wall: string) =>
      planChangeCharges({
        period,
        fromPlan: basic,
        changes: [{ at: jst(wall), toPlan: standard }],
        timeZone: TOKYO,
      })[0]?.yen;
    expect(at('2026-11-01T23:59:59')).toBe(1100);
    expect(at('2026-12-01T11:59:59')).toBe(0);
  });

  it('charges two moves in one period exactly the worth of its days, and the second only past the first', () => {
    const charges = planChangeCharges({
      period,
      fromPlan: basic,
      changes: [
        { at: jst('2026-11-11T09:00:00'), toPlan: standard },
        { at: jst('2026-11-21T09:00:00'), toPlan: premium },
      ],
      timeZone: TOKYO,
    });
    expect(charges.map((c) => [c.remainingDays, c.yen])).toEqual([
      [20, 733],
      [10, 367],
    ]);
    expect((10 * 1100 + 10 * 2200 + 10 * 3300) / 30).toBe(2200);
    expect(1100 + 733 + 367).toBe(2200);
  });

  it('never charges below 0: a move down is free and a later move up is charged only past what was paid', () => {
    const charges = planChangeCharges({
      period,
      fromPlan: standard,
      changes: [
        { at: jst('2026-11-06T09:00:00'), toPlan: basic },
        { at: jst('2026-11-16T09:00:00'), toPlan: premium },
      ],
      timeZone: TOKYO,
    });
    // 5 days at 2,200, 10 at 1,100, 15 at 3,300: worth 71,500 / 30 = 2,383; 2,200 paid already.
    expect(charges.map((c) => c.yen)).toEqual([0, 183]);
    const up = planChangeCharges({
      period,
      fromPlan: standard,
      changes: [
        { at: jst('2026-11-06T09:00:00'), toPlan: basic },
        { at: jst('2026-11-07T09:00:00'), toPlan: premium },
      ],
      timeZone: TOKYO,
    });
    // 5 days at 2,200, 1 at 1,100, 24 at 3,300: worth 91,300 / 30 = 3,043.
    expect(up.map((c) => c.yen)).toEqual([0, 843]);
  });

  it('compares standing tax-inclusive prices whatever the tax mode, and untaxed plans untaxed', () => {
    expect(changeBasisYen(plan(4, 2000, { taxMode: 'exclusive' }))).toBe(2200);
    expect(changeBasisYen(plan(5, 3000, { discountPriceYen: 2200 }))).toBe(2200);
    const [charge] = planChangeCharges({
      period,
      fromPlan: basic,
      changes: [{ at: period.start, toPlan: plan(6, 2200, { taxMode: 'none' }) }],
      timeZone: TOKYO,
    });
    expect(planChangeLine(charge as never).taxMode).toBe('none');
  });

  it('prices a move mid-period only between plans of the same length', () => {
    expect(changesMidPeriod({ length: 1, unit: 1 }, { length: 1, unit: 1 })).toBe(true);
    expect(changesMidPeriod({ length: 1, unit: 1 }, { length: 1, unit: 2 })).toBe(false);
    expect(changesMidPeriod({ length: 30, unit: 0 }, { length: 1, unit: 1 })).toBe(false);
  });

  it('refuses changes out of time order or outside the period', () => {
    const run = (ats: Date[]) =>
      planChangeCharges({
        period,
        fromPlan: basic,
        changes: ats.map((at) => ({ at, toPlan: standard })),
        timeZone: TOKYO,
      });
    expect(() => run([jst('2026-11-10T00:00:00'), jst('2026-11-09T00:00:00')])).toThrow(/time order/);
    expect(() => run([period.end])).toThrow(/within the period/);
    expect(() => run([jst('2026-10-31T00:00:00')])).toThrow(/within the period/);
  });
});

interface Scenario {
  anchor: Date;
  first: number;
  moves: { dayFraction: number; price: number }[];
}

describe('plan change properties', () => {
  const prices = fc.integer({ min: 0, max: 100_000 });
  const scenario = fc.record({
    anchor: fc.date({ min: new Date('2025-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
    first: prices,
    moves: fc.array(
      fc.record({ dayFraction: fc.double({ min: 0, max: 0.999, noNaN: true }), price: prices }),
      {
        maxLength: 6,
      },
    ),
  });
  const setUp = (s: Scenario) => {
    const p = paidPeriod(s.anchor, { length: 1, unit: 1 }, 1, TOKYO);
    const span = p.end.getTime() - p.start.getTime();
    const ats = s.moves
      .map((m) => Math.floor(p.start.getTime() + m.dayFraction * span))
      .sort((a, b) => a - b);
    const changes = s.moves.map((m, i) => ({ at: new Date(ats[i] ?? 0), toPlan: plan(10 + i, m.price) }));
    return {
      p,
      changes,
      charges: planChangeCharges({ period: p, fromPlan: plan(9, s.first), changes, timeZone: TOKYO }),
    };
  };

  it('charges are never negative', () => {
    fc.assert(
      fc.property(scenario, (s) => setUp(s).charges.every((c) => c.yen >= 0 && Number.isSafeInteger(c.yen))),
    );
  });

  it('with moves only up, the charges sum to the worth of the period by its days, rounded down, less the first price', () => {
    fc.assert(
      fc.property(scenario, (raw) => {
        const sorted = [...raw.moves].map((m) => m.price).sort((a, b) => a - b);
        const s = { ...raw, first: Math.min(raw.first, sorted[0] ?? raw.first) };
        const { p, changes, charges } = setUp({
          ...s,
          moves: s.moves.map((m, i) => ({ ...m, price: sorted[i] ?? 0 })),
        });
        const days = charges[0]?.periodDays ?? 0;
        if (charges.length === 0) return;
        let worth = 0;
        for (let d = 0; d < days; d++) {
          const dayStart = new Date(p.start.getTime());
          dayStart.setUTCDate(dayStart.getUTCDate() + d);
          const dayKey = dayStart.toLocaleDateString('sv-SE', { timeZone: TOKYO });
          const inForce = changes.filter(
            (c) => c.at.toLocaleDateString('sv-SE', { timeZone: TOKYO }) <= dayKey,
          );
          worth += inForce.at(-1)?.toPlan.priceYen ?? s.first;
        }
        const sum = charges.reduce((t, c) => t + c.yen, 0);
        expect(sum).toBe(Math.floor(worth / days) - s.first);
      }),
    );
  });
});
