import type { ViewerWatermark } from '@hondana/contract';
import type { DrawWatermark } from '../viewer-props.ts';

/** The short side of a page the watermark's `fontSize` is meant for (an A4 page at 72 dpi, 595 × 842). */
const REFERENCE_SIDE = 595;
const FALLBACK_COLOUR = '#808080';

/**
 * The watermark drawn into a page: one of eight positions or the diagonal, in the
 * service's colour and opacity, its font size scaled with the page (so it keeps its place at every
 * zoom and pixel ratio) and shrunk further when a line would not fit. `text` may hold several lines
 * (`\n`). Draws nothing for an empty text.
 */
export const drawWatermark: DrawWatermark = (ctx, size, mark, text) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.length || size.width <= 0 || size.height <= 0) return;
  const short = Math.min(size.width, size.height);
  const margin = short * 0.04;
  const position = mark.position;
  const diagonal = position === 'diagonal';
  const room = diagonal ? Math.hypot(size.width, size.height) * 0.8 : size.width - 2 * margin;
  let fontPx = Math.max(6, (mark.fontSize * short) / REFERENCE_SIDE);

  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, mark.opacity / 100));
  ctx.fillStyle = FALLBACK_COLOUR;
  // An unparsable colour leaves fillStyle unchanged: the fallback stays.
  ctx.fillStyle = mark.color;
  const setFont = () => {
    ctx.font = `bold ${fontPx}px sans-serif`;
  };
  setFont();
  const widest = Math.max(...lines.map((line) => ctx.measureText(line).width));
  if (widest > room) {
    fontPx = Math.max(4, (fontPx * room) / widest);
    setFont();
  }
  const lineHeight = fontPx * 1.25;
  const block = lineHeight * lines.length;

  if (position === 'diagonal') {
    ctx.translate(size.width / 2, size.height / 2);
    ctx.rotate(-Math.atan2(size.height, size.width));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    lines.forEach((line, i) => {
      ctx.fillText(line, 0, (i - (lines.length - 1) / 2) * lineHeight);
    });
    ctx.restore();
    return;
  }

  const [vertical, horizontal] = placement(position);
  const x = horizontal === 'left' ? margin : horizontal === 'right' ? size.width - margin : size.width / 2;
  const top =
    vertical === 'top'
      ? margin
      : vertical === 'bottom'
        ? size.height - margin - block
        : (size.height - block) / 2;
  ctx.textAlign = horizontal;
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillText(line, x, top + lineHeight * (i + 0.5));
  });
  ctx.restore();
};

function placement(
  position: Exclude<ViewerWatermark['position'], 'diagonal'>,
): ['top' | 'middle' | 'bottom', 'left' | 'center' | 'right'] {
  if (position === 'center') return ['middle', 'center'];
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return [vertical, horizontal];
}
