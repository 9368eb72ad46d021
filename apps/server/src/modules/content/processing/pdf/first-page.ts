import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { coverImages, webpOf } from '../cover/cover-images.ts';
import type { CoverImages, FirstPagePicture } from '../document-outcome.ts';

/**
 * The box page 1's picture fits in: a page of A4 or letter shape is drawn 1280 px wide, a landscape
 * one stays within the same area.
 */
const FIRST_PAGE_MAX_WIDTH = 1280;
const FIRST_PAGE_MAX_HEIGHT = 1810;

interface CanvasFactory {
  create(width: number, height: number): { canvas: Canvas; context: ReturnType<Canvas['getContext']> };
}

const none = { firstPage: null, cover: null };

/**
 * Page 1 drawn once on white, at the size of its picture for the viewer; the cover is made from the
 * same drawing. Both null when the page does not render: the book is still taken.
 */
export async function drawFirstPage(
  document: PDFDocumentProxy,
): Promise<{ firstPage: FirstPagePicture | null; cover: CoverImages | null }> {
  try {
    const page = await document.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    if (!(natural.width > 0 && natural.height > 0)) return none;
    const scale = Math.min(FIRST_PAGE_MAX_WIDTH / natural.width, FIRST_PAGE_MAX_HEIGHT / natural.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const factory = (document as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    page.cleanup();
    return {
      firstPage: { image: await webpOf(canvas), pageWidth: natural.width, pageHeight: natural.height },
      cover: await coverImages(canvas),
    };
  } catch {
    return none;
  }
}
