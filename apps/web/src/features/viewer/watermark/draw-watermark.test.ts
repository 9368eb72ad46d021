import type { ViewerWatermark } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { drawWatermark } from './draw-watermark.ts';

/** The calls a 2D context receives (Node has no canvas): where each line of text is drawn and how. */
function recordingContext() {
  const texts: { text: string; x: number; y: number; align: string; rotation: number }[] = [];
  let rotation = 0;
  const ctx = {
    globalAlpha: 1,
    fillStyle: '#000000',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    save() {},
    restore() {},
    translate() {},
    rotate(angle: number) {
      rotation += angle;
    },
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillText(text: string, x: number, y: number) {
      texts.push({ text, x, y, align: ctx.textAlign, rotation });
    },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, state: ctx };
}

const mark = (position: ViewerWatermark['position']): ViewerWatermark => ({
  id: 1,
  watermarkContent: 'reader@example.test',
  color: '#1d4e89',
  fontSize: 20,
  position,
  opacity: 40,
});
const size = { width: 600, height: 800 };

describe('drawWatermark', () => {
  it('puts the lines at the corners, edges and centre the position names', () => {
    const cases: [ViewerWatermark['position'], 'left' | 'center' | 'right', 'top' | 'middle' | 'bottom'][] = [
      ['top-left', 'left', 'top'],
      ['top-center', 'center', 'top'],
      ['top-right', 'right', 'top'],
      ['center', 'center', 'middle'],
      ['bottom-left', 'left', 'bottom'],
      ['bottom-center', 'center', 'bottom'],
      ['bottom-right', 'right', 'bottom'],
    ];
    for (const [position, align, band] of cases) {
      const { ctx, texts } = recordingContext();
      drawWatermark(ctx, size, mark(position), 'reader@example.test\n23/11/2026 09:05:07');
      expect(texts.map((t) => t.text)).toEqual(['reader@example.test', '23/11/2026 09:05:07']);
      const [first] = texts;
      expect(first?.align).toBe(align);
      // 4 % of the short side from the edges.
      const x = { left: 24, center: 300, right: 576 };
      expect(first?.x).toBeCloseTo(x[align]);
      const y = first?.y ?? 0;
      if (band === 'top') expect(y).toBeLessThan(size.height * 0.15);
      if (band === 'middle') expect(Math.abs(y - size.height / 2)).toBeLessThan(size.height * 0.1);
      if (band === 'bottom') expect(y).toBeGreaterThan(size.height * 0.85);
      expect(first?.rotation).toBe(0);
    }
  });

  it('draws the diagonal from the bottom-left to the top-right corner, in the colour and opacity', () => {
    const { ctx, texts, state } = recordingContext();
    drawWatermark(ctx, size, mark('diagonal'), 'reader@example.test');
    expect(texts[0]?.rotation).toBeCloseTo(-Math.atan2(800, 600));
    expect(texts[0]?.align).toBe('center');
    expect(state.fillStyle).toBe('#1d4e89');
    expect(state.globalAlpha).toBeCloseTo(0.4);
  });

  it('scales the font with the page and shrinks a line that would not fit', () => {
    const { ctx, state } = recordingContext();
    drawWatermark(ctx, { width: 1190, height: 1684 }, mark('top-left'), 'short');
    expect(state.font).toBe(`bold ${(20 * 1190) / 595}px sans-serif`);
    const narrow = recordingContext();
    drawWatermark(narrow.ctx, { width: 200, height: 300 }, mark('top-left'), 'x'.repeat(100));
    const px = Number(/bold ([\d.]+)px/.exec(narrow.state.font)?.[1]);
    expect(px).toBeLessThan((20 * 200) / 595);
  });

  it('draws nothing for an empty text', () => {
    const { ctx, texts } = recordingContext();
    drawWatermark(ctx, size, mark('center'), '  \n ');
    expect(texts).toEqual([]);
  });
});
