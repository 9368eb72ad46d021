import { describe, expect, it } from 'vitest';
import { PAGE_GAP, pageAt, pageOffsets, pagesInView, scaleFor, stepZoom } from './page-layout.ts';
import { CSS_UNITS } from './render-page.ts';

const a4 = { width: 595, height: 842 };

describe('PDF page layout', () => {
  it('fits the width or the whole page into the reading area', () => {
    const box = { width: 1000, height: 700 };
    const fitWidth = scaleFor('fitWidth', a4, box);
    expect(fitWidth * a4.width * CSS_UNITS).toBeCloseTo(1000 - 2 * PAGE_GAP);
    const fitPage = scaleFor('fitPage', a4, box);
    expect(fitPage * a4.height * CSS_UNITS).toBeCloseTo(700 - 2 * PAGE_GAP);
    expect(scaleFor(1.5, a4, box)).toBe(1.5);
    // 'auto': the width, but no larger than 125 % on a wide screen; a landscape page whole.
    expect(scaleFor('auto', a4, { width: 1400, height: 700 })).toBe(1.25);
    expect(scaleFor('auto', a4, { width: 375, height: 700 })).toBeCloseTo(
      scaleFor('fitWidth', a4, { width: 375, height: 700 }),
    );
    const landscape = { width: 842, height: 595 };
    expect(scaleFor('auto', landscape, { width: 1000, height: 500 })).toBe(
      scaleFor('fitPage', landscape, { width: 1000, height: 500 }),
    );
  });

  it('steps the zoom up and down, stopping at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.25, -1)).toBe(0.25);
  });

  it('keeps only the pages in view (and one either side) of a 500-page book', () => {
    const sizes = Array.from({ length: 500 }, () => a4);
    const { tops, total } = pageOffsets(sizes, 1);
    const pageHeight = Math.floor(a4.height * CSS_UNITS);
    expect(tops[1]).toBe(PAGE_GAP * 2 + pageHeight);
    expect(total).toBe(PAGE_GAP + 500 * (pageHeight + PAGE_GAP));
    const at250 = tops[249] ?? 0;
    expect(pageAt(tops, at250 + 10)).toBe(250);
    expect(pageAt(tops, 0)).toBe(1);
    expect(pageAt(tops, total + 100)).toBe(500);
    const range = pagesInView(tops, total, { top: at250, height: 800 });
    expect(range).toEqual({ first: 249, last: 251 });
    expect(range.last - range.first + 1).toBeLessThan(10);
  });
});
