import type { ViewerWatermark } from '@hondana/contract';
import { drawWatermark } from '../watermark/draw-watermark.ts';

/**
 * The watermark as an image (a data URL) of the given size in CSS pixels, for the layer inside each
 * section's document and for the print copy.
 */
export function watermarkImage(mark: ViewerWatermark, text: string, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  drawWatermark(ctx, { width: canvas.width, height: canvas.height }, mark, text);
  return canvas.toDataURL('image/png');
}

/**
 * Paints the watermark into a section's own document as its root's background (inline and
 * `!important`, after foliate has read the page background), tiled one tile per visible page: hiding
 * the overlay canvas above the book still leaves it on the page. A fixed-layout page gets it above
 * its picture instead.
 */
export function markSection(
  doc: Document,
  image: string,
  tile: { width: number; height: number },
  fixedLayout: boolean,
) {
  if (!image) return;
  if (fixedLayout) {
    // A fixed-layout page is mostly a picture, which would hide a background: the mark goes above it.
    if (doc.querySelector('style[data-hondana-watermark]')) return;
    const style = doc.createElement('style');
    style.dataset.hondanaWatermark = '';
    style.textContent = `html::after { content: ''; position: fixed; inset: 0; pointer-events: none; z-index: 2147483647; background: url("${image}") center / 100% 100% no-repeat; }`;
    (doc.head ?? doc.documentElement).append(style);
    return;
  }
  const style = doc.documentElement.style;
  style.setProperty('background-image', `url("${image}")`, 'important');
  style.setProperty('background-repeat', 'repeat', 'important');
  style.setProperty('background-size', `${tile.width}px ${tile.height}px`, 'important');
  style.setProperty('background-origin', 'border-box', 'important');
}
