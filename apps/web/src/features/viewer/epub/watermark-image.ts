import type { ViewerWatermark } from '@hondana/contract';
import { drawWatermark } from '../watermark/draw-watermark.ts';

/**
 * The watermark as an image (a data URL) of the given size in CSS pixels, for the print copy.
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
