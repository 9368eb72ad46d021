import { taxModes } from '@hondana/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeLines, type OrdinalDiscount, ordinalDiscountFor, type PricedPlan } from './discounts.ts';
import { buildReceipt, closesWithoutCharge } from './receipt.ts';

const plan: PricedPlan = {
  id: 7,
  name: 'Monthly',
  priceYen: 1100,
  discountPriceYen: null,
  taxMode: 'inclusive',
};
const none = { paidPeriodNo: 1, ordinalDiscounts: [], coupon: null };

describe('discount precedence: discount price, then ordinal and coupon percents, floor 0', () => {
  it('charges the price alone when nothing applies', () => {
    expect(chargeLines(plan, none)).toEqual([
      { rule: 'plan-price', label: 'Monthly', yen: 1100, taxMode: 'inclusive' },
    ]);
  });

  it('replaces the price by a lower discount price and ignores a higher one', () => {
    expect(chargeLines({ ...plan, discountPriceYen: 990 }, none).map((l) => [l.rule, l.yen])).toEqual([
      ['plan-price', 1100],
      ['discount-price', -110],
    ]);
    expect(chargeLines({ ...plan, discountPriceYen: 1100 }, none)).toHaveLength(1);
  });

  it('takes both percents from the discount price, multiplied and rounded down once; each line says its yen', () => {
    const lines = chargeLines(
      { ...plan, discountPriceYen: 990 },
      {
        paidPeriodNo: 2,
        ordinalDiscounts: [{ ordinal: 2, percent: 10, planId: null }],
        coupon: { code: 'WELCOME', percent: 20 },
      },
    );
    expect(lines.map((l) => [l.rule, l.label, l.yen, l.percent])).toEqual([
      ['plan-price', 'Monthly', 1100, undefined],
      ['discount-price', 'Monthly', -110, undefined],
      ['ordinal', 'Monthly', -99, 10],
      ['coupon', 'WELCOME', -179, 20],
    ]);
    expect(lines[2]?.paidPeriodNo).toBe(2);
    const receipt = buildReceipt(lines);
    expect(receipt).toMatchObject({ totalYen: 712, taxYen: 64, netYen: 648 });
  });

  it('applies an ordinal discount only to its paid period, the plan’s own row before a service-wide one', () => {
    const rows: OrdinalDiscount[] = [
      { ordinal: 3, percent: 50, planId: null },
      { ordinal: 3, percent: 30, planId: 7 },
      { ordinal: 3, percent: 90, planId: 8 },
    ];
    expect(ordinalDiscountFor(7, 3, rows)?.percent).toBe(30);
    expect(ordinalDiscountFor(7, 3, [...rows].reverse())?.percent).toBe(30);
    expect(ordinalDiscountFor(9, 3, rows)?.percent).toBe(50);
    expect(ordinalDiscountFor(7, 2, rows)).toBeNull();
    expect(chargeLines(plan, { ...none, paidPeriodNo: 2, ordinalDiscounts: rows })).toHaveLength(1);
  });

  it('goes down to 0 yen with a 100 % coupon, never below', () => {
    const lines = chargeLines(plan, { ...none, coupon: { code: 'FREE', percent: 100 } });
    expect(buildReceipt(lines).totalYen).toBe(0);
    expect(closesWithoutCharge(buildReceipt(lines))).toBe(true);
    expect(closesWithoutCharge(buildReceipt(chargeLines(plan, none)))).toBe(false);
    expect(chargeLines({ ...plan, discountPriceYen: 0 }, none).reduce((s, l) => s + l.yen, 0)).toBe(0);
  });

  it('refuses a percent outside 1..100, a negative or fractional price', () => {
    expect(() => chargeLines(plan, { ...none, coupon: { code: 'X', percent: 0 } })).toThrow(/1..100/);
    expect(() => chargeLines(plan, { ...none, coupon: { code: 'X', percent: 101 } })).toThrow(/1..100/);
    expect(() => chargeLines({ ...plan, priceYen: -1 }, none)).toThrow(/negative/);
    expect(() => chargeLines({ ...plan, discountPriceYen: -1 }, none)).toThrow(/negative/);
    expect(() => chargeLines({ ...plan, priceYen: 10.5 }, none)).toThrow(/whole yen/);
  });
});

describe('discount properties', () => {
  const pricedPlan = fc.record({
    id: fc.constant(7),
    name: fc.constant('P'),
    priceYen: fc.integer({ min: 0, max: 1_000_000_000 }),
    discountPriceYen: fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
    taxMode: fc.constantFrom(...taxModes),
  });
  const percent = fc.integer({ min: 1, max: 100 });
  const total = (p: PricedPlan, ordinal: number | null, coupon: number | null) =>
    buildReceipt(
      chargeLines(p, {
        paidPeriodNo: 1,
        ordinalDiscounts: ordinal === null ? [] : [{ ordinal: 1, percent: ordinal, planId: 7 }],
        coupon: coupon === null ? null : { code: 'C', percent: coupon },
      }),
    );

  it('totals are never negative and equal net + tax; the lines sum to what is taxed', () => {
    fc.assert(
      fc.property(pricedPlan, fc.option(percent), fc.option(percent), (p, o, c) => {
        const receipt = total(p, o, c);
        expect(receipt.totalYen).toBeGreaterThanOrEqual(0);
        expect(receipt.totalYen).toBe(receipt.netYen + receipt.taxYen);
        const sum = receipt.lines.reduce((s, l) => s + l.yen, 0);
        expect(sum).toBeGreaterThanOrEqual(0);
        expect(sum).toBeLessThanOrEqual(p.priceYen);
        for (const l of receipt.lines.slice(1)) expect(l.yen).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('swapping the ordinal and the coupon percent never changes the total', () => {
    fc.assert(
      fc.property(pricedPlan, percent, percent, (p, a, b) => {
        expect(total(p, a, b).totalYen).toBe(total(p, b, a).totalYen);
      }),
    );
  });

  it('the order of the ordinal rows never changes the lines', () => {
    const row = fc.record({
      ordinal: fc.integer({ min: 1, max: 4 }),
      percent,
      planId: fc.constantFrom(null, 7, 8),
    });
    fc.assert(
      fc.property(
        pricedPlan,
        fc.uniqueArray(row, { selector: (r) => `${r.ordinal}/${r.planId}` }),
        (p, rows) => {
          for (let n = 1; n <= 4; n++) {
            const at = (list: OrdinalDiscount[]) =>
              chargeLines(p, { paidPeriodNo: n, ordinalDiscounts: list, coupon: null });
            expect(at([...rows].reverse())).toEqual(at(rows));
          }
        },
      ),
    );
  });

  it('a discount never raises the total', () => {
    fc.assert(
      fc.property(pricedPlan, percent, percent, (p, a, b) => {
        const plain = total(p, null, null).totalYen;
        expect(total(p, a, null).totalYen).toBeLessThanOrEqual(plain);
        expect(total(p, a, b).totalYen).toBeLessThanOrEqual(total(p, a, null).totalYen);
      }),
    );
  });
});
