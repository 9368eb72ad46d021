import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas';
import type { CoverImages } from '../document-outcome.ts';

export const LARGE_COVER_WIDTH = 600;
export const SMALL_COVER_WIDTH = 200;
/** A cover taller than three widths (a long strip, a scroll) keeps its top part. */
const MAX_HEIGHT_RATIO = 3;
const WEBP_QUALITY = 80;

/** A drawn canvas as WebP, at the quality every picture of a book is kept in. */
export const webpOf = (canvas: Canvas): Promise<Buffer> => canvas.encode('webp', WEBP_QUALITY);

/** Height of a cover `width` wide for a source of this shape. */
export function coverHeight(width: number, sourceWidth: number, sourceHeight: number): number {
  const height = Math.round((width * sourceHeight) / Math.max(1, sourceWidth));
  return Math.min(Math.max(1, height), width * MAX_HEIGHT_RATIO);
}

function scaled(source: Image | Canvas, width: number): Canvas {
  const height = coverHeight(width, source.width, source.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff'; // transparent images and pages show on white, as in a reader
  context.fillRect(0, 0, width, height);
  const drawnHeight = Math.round((width * source.height) / Math.max(1, source.width));
  context.drawImage(source, 0, 0, width, drawnHeight);
  return canvas;
}

/** The large and the small WebP of an image or a drawn canvas (the large one is used when it is that size). */
export async function coverImages(source: Image | Canvas): Promise<CoverImages> {
  const large =
    'getContext' in source && source.width === LARGE_COVER_WIDTH ? source : scaled(source, LARGE_COVER_WIDTH);
  const small = scaled(large, SMALL_COVER_WIDTH);
  return {
    large: await webpOf(large),
    small: await webpOf(small),
    mimeType: 'image/webp',
    width: large.width,
    height: large.height,
  };
}
