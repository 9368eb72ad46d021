import { type ReceiptLine, receiptSchema, type TaxMode, taxModes } from '@hondana/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReceipt } from './receipt.ts';
import { shownPrice, taxOf } from './tax.ts';

const line = (yen: number, taxMode: TaxMode = 'exclusive'): ReceiptLine => ({
  rule: 'plan-price',
  label: 'Plan',
  yen,
  taxMode,
});

describe('tax, once per receipt and rate, rounded down', () => {
  it('taxes three lines of 105 yen before tax as 31 yen, not 3 × 10', () => {
    const receipt = buildReceipt([line(105), line(105), line(105)]);
    expect(receipt).toEqual({
      lines: [line(105), line(105), line(105)],
      taxes: [{ ratePercent: 10, netYen: 315, taxYen: 31 }],
      netYen: 315,
      taxYen: 31,
      totalYen: 346,
    });
    expect(receiptSchema.parse(receipt)).toEqual(receipt);
  });

  it('shows each tax mode tax-inclusive with the amount before tax beside it', () => {
    expect(shownPrice(1100, 'inclusive')).toEqual({
      ratePercent: 10,
      netYen: 1000,
      taxYen: 100,
      shownYen: 1100,
    });
    expect(shownPrice(1000, 'exclusive')).toEqual({
      ratePercent: 10,
      netYen: 1000,
      taxYen: 100,
      shownYen: 1100,
    });
    expect(shownPrice(1000, 'none')).toEqual({ ratePercent: 0, netYen: 1000, taxYen: 0, shownYen: 1000 });
    expect(shownPrice(999, 'exclusive')).toEqual({
      ratePercent: 10,
      netYen: 999,
      taxYen: 99,
      shownYen: 1098,
    });
    expect(shownPrice(1000, 'inclusive')).toEqual({
      ratePercent: 10,
      netYen: 910,
      taxYen: 90,
      shownYen: 1000,
    });
    expect(shownPrice(0, 'inclusive')).toEqual({ ratePercent: 10, netYen: 0, taxYen: 0, shownYen: 0 });
  });

  it('taxes discount lines with their plan line, once', () => {
    const receipt = buildReceipt([line(1000, 'inclusive'), { ...line(-105, 'inclusive'), rule: 'coupon' }]);
    expect(receipt.taxes).toEqual([{ ratePercent: 10, netYen: 814, taxYen: 81 }]);
    expect(receipt.totalYen).toBe(895);
  });

  it('keeps untaxed lines at rate 0 beside the taxed ones', () => {
    const receipt = buildReceipt([line(1000, 'exclusive'), line(500, 'none')]);
    expect(receipt.taxes).toEqual([
      { ratePercent: 10, netYen: 1000, taxYen: 100 },
      { ratePercent: 0, netYen: 500, taxYen: 0 },
    ]);
    expect(receipt.totalYen).toBe(1600);
  });

  it('refuses inclusive and exclusive lines on one receipt, lines below 0 yen and yen that are not whole', () => {
    expect(() => buildReceipt([line(100, 'inclusive'), line(100, 'exclusive')])).toThrow(/not both/);
    expect(() => buildReceipt([line(100), { ...line(-101), rule: 'coupon' }])).toThrow(/below 0/);
    expect(() => buildReceipt([line(100.5)])).toThrow(/whole yen/);
    expect(() => taxOf(-1, 'none')).toThrow(/never negative/);
  });

  it('answers an empty receipt with 0 yen', () => {
    expect(buildReceipt([])).toEqual({ lines: [], taxes: [], netYen: 0, taxYen: 0, totalYen: 0 });
  });
});

describe('tax properties', () => {
  const mode = fc.constantFrom(...taxModes);
  const price = fc.integer({ min: 0, max: 1_000_000_000 });

  it('a shown price is its amount before tax plus its tax, exactly, in every mode', () => {
    fc.assert(
      fc.property(price, mode, (yen, m) => {
        const s = shownPrice(yen, m);
        expect(s.netYen + s.taxYen).toBe(s.shownYen);
        expect(s.taxYen).toBeGreaterThanOrEqual(0);
        expect(s.netYen).toBeGreaterThanOrEqual(0);
        if (m === 'exclusive') expect(s.netYen).toBe(yen);
        else expect(s.shownYen).toBe(yen);
        expect(s.taxYen * 100).toBeLessThanOrEqual(s.netYen * s.ratePercent);
      }),
    );
  });

  it('a receipt totals its net and tax, never negative, never more tax than per-line rounding adds up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 12 }), mode, (yens, m) => {
        const receipt = buildReceipt(yens.map((y) => line(y, m)));
        expect(receipt.totalYen).toBe(receipt.netYen + receipt.taxYen);
        expect(receipt.totalYen).toBeGreaterThanOrEqual(0);
        const perLine = yens.reduce((sum, y) => sum + taxOf(y, m).taxYen, 0);
        expect(receipt.taxYen).toBeGreaterThanOrEqual(perLine);
        expect(receipt.taxYen - perLine).toBeLessThan(Math.max(1, yens.length));
        receiptSchema.parse(receipt);
      }),
    );
  });
});
