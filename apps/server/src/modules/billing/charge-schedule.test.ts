import { chargeSchedulePreviewSchema, durationTypes, taxModes } from '@hondana/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeSchedule, type SchedulePlan } from './charge-schedule.ts';

const TOKYO = 'Asia/Tokyo';
const jst = (wall: string) => new Date(`${wall}+09:00`);
const day = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: TOKYO });
const monthly: SchedulePlan = {
  id: 1,
  name: 'Monthly',
  priceYen: 1000,
  discountPriceYen: null,
  taxMode: 'exclusive',
  duration: { length: 1, unit: 1 },
  freeTermDays: 7,
};
const yearly: SchedulePlan = {
  ...monthly,
  id: 2,
  name: 'Yearly',
  priceYen: 11000,
  discountPriceYen: 9900,
  taxMode: 'inclusive',
  duration: { length: 1, unit: 2 },
  freeTermDays: 0,
};
const now = jst('2027-01-31T10:00:00');

describe('the 24-month preview of a plan bought now', () => {
  it('starts a monthly plan after its 7 free days, coupon on the first payment, ordinal on the third', () => {
    const preview = chargeSchedule({
      plan: monthly,
      now,
      timeZone: TOKYO,
      firstPurchase: true,
      ordinalDiscounts: [{ ordinal: 3, percent: 50, planId: null }],
      coupon: { code: 'HELLO', percent: 10 },
    });
    expect(chargeSchedulePreviewSchema.parse(preview)).toEqual(preview);
    expect(day(preview.freeTermEndsAt ?? '')).toBe('2027-02-07');
    expect(preview.charges).toHaveLength(24);
    const first = preview.charges[0];
    expect(first && [first.paidPeriodNo, day(first.chargeAt), day(first.periodEnd)]).toEqual([
      1,
      '2027-02-07',
      '2027-03-07',
    ]);
    expect(
      preview.charges.slice(0, 4).map((c) => [c.receipt.totalYen, c.receipt.lines.map((l) => l.rule)]),
    ).toEqual([
      [990, ['plan-price', 'coupon']],
      [1100, ['plan-price']],
      [550, ['plan-price', 'ordinal']],
      [1100, ['plan-price']],
    ]);
    expect(preview.charges.every((c) => c.receipt.totalYen === c.receipt.netYen + c.receipt.taxYen)).toBe(
      true,
    );
    expect(day(preview.charges.at(-1)?.chargeAt ?? '')).toBe('2029-01-07');
  });

  it('gives no free days to a reader who bought the plan before', () => {
    const preview = chargeSchedule({
      plan: monthly,
      now,
      timeZone: TOKYO,
      firstPurchase: false,
      ordinalDiscounts: [],
      coupon: null,
    });
    expect(preview.freeTermEndsAt).toBeNull();
    expect(preview.charges[0]?.chargeAt).toBe(now.toISOString());
    expect(preview.charges.slice(0, 3).map((c) => day(c.chargeAt))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it('charges a yearly plan at once and a year on, at its discount price', () => {
    const preview = chargeSchedule({
      plan: yearly,
      now,
      timeZone: TOKYO,
      firstPurchase: true,
      ordinalDiscounts: [],
      coupon: null,
    });
    expect(preview.charges.map((c) => [day(c.chargeAt), c.receipt.totalYen, c.receipt.taxYen])).toEqual([
      ['2027-01-31', 9900, 900],
      ['2028-01-31', 9900, 900],
    ]);
    expect(preview.charges[0]?.receipt.lines.map((l) => [l.rule, l.yen])).toEqual([
      ['plan-price', 11000],
      ['discount-price', -1100],
    ]);
  });

  it('lists a daily plan’s charges for 24 months', () => {
    const preview = chargeSchedule({
      plan: { ...monthly, duration: { length: 7, unit: 0 }, freeTermDays: 0 },
      now,
      timeZone: TOKYO,
      firstPurchase: true,
      ordinalDiscounts: [],
      coupon: null,
    });
    expect(preview.charges).toHaveLength(105);
  });
});

describe('preview properties: every tax mode, duration and discount combination', () => {
  const plan = fc.record({
    id: fc.constant(5),
    name: fc.constant('P'),
    priceYen: fc.integer({ min: 0, max: 10_000_000 }),
    discountPriceYen: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    taxMode: fc.constantFrom(...taxModes),
    duration: fc.record({ length: fc.integer({ min: 1, max: 12 }), unit: fc.constantFrom(...durationTypes) }),
    freeTermDays: fc.integer({ min: 0, max: 29 }),
  });
  const percent = fc.integer({ min: 1, max: 100 });

  it('charges in time order within 24 months, each total whole yen, never negative, net + tax exactly', () => {
    fc.assert(
      fc.property(
        plan,
        fc.boolean(),
        fc.array(
          fc.record({ ordinal: fc.integer({ min: 1, max: 6 }), percent, planId: fc.constantFrom(null, 5) }),
        ),
        fc.option(percent),
        (p, firstPurchase, ordinals, coupon) => {
          const rows = ordinals.filter(
            (r, i) => ordinals.findIndex((o) => o.ordinal === r.ordinal && o.planId === r.planId) === i,
          );
          const preview = chargeSchedule({
            plan: p,
            now,
            timeZone: TOKYO,
            firstPurchase,
            ordinalDiscounts: rows,
            coupon: coupon === null ? null : { code: 'C', percent: coupon },
          });
          chargeSchedulePreviewSchema.parse(preview);
          const horizon = jst('2029-01-31T10:00:00').toISOString();
          let previous = '';
          for (const c of preview.charges) {
            expect(c.chargeAt > previous && c.chargeAt < horizon).toBe(true);
            expect(c.receipt.totalYen).toBe(c.receipt.netYen + c.receipt.taxYen);
            expect(c.receipt.totalYen).toBeGreaterThanOrEqual(0);
            previous = c.chargeAt;
          }
          expect(preview.charges.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
