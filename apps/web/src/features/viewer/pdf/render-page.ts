import type { ViewerWatermark } from '@hondana/contract';
import { AnnotationMode, type PageViewport, type PDFPageProxy } from 'pdfjs-dist';
import { drawWatermark } from '../watermark/draw-watermark.ts';
import { CSS_UNITS } from './page-layout.ts';

export { CSS_UNITS };

/** A canvas above this many pixels costs too much memory on a phone: the pixel ratio gives way first. */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface RenderedPage {
  canvas: HTMLCanvasElement;
  viewport: PageViewport;
}

export interface PageRender {
  promise: Promise<RenderedPage>;
  cancel(): void;
}

/**
 * Renders one page into a new canvas at `scale` (1 = printed size) and the device's pixel ratio, then
 * draws the watermark into the same pixels: the canvas is handed out only once both are done, so no
 * page without its watermark ever reaches the document. Annotations are painted as part of the page
 * image (no form fields, no links, no actions).
 */
export function renderPage(
  page: PDFPageProxy,
  options: { scale: number; pixelRatio: number; mark: ViewerWatermark | null; text: string },
): PageRender {
  const viewport = page.getViewport({ scale: options.scale * CSS_UNITS });
  const wanted = Math.max(0.25, options.pixelRatio);
  const ratio = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(viewport.width * ratio));
  canvas.height = Math.max(1, Math.floor(viewport.height * ratio));
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) {
    return { promise: Promise.reject(new Error('No 2D canvas')), cancel: () => undefined };
  }
  const task = page.render({
    canvasContext: ctx,
    canvas,
    viewport,
    ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
    annotationMode: AnnotationMode.ENABLE,
    background: '#ffffff',
  });
  const promise = task.promise.then(() => {
    if (options.mark) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      drawWatermark(ctx, { width: canvas.width, height: canvas.height }, options.mark, options.text);
    }
    return { canvas, viewport };
  });
  promise.catch(() => {
    canvas.width = 0;
    canvas.height = 0;
  });
  return { promise, cancel: () => task.cancel() };
}

/** Frees a canvas's pixels now rather than at the next garbage collection (phones run out first). */
export function releaseCanvas(canvas: HTMLCanvasElement | null | undefined): void {
  if (!canvas) return;
  canvas.width = 0;
  canvas.height = 0;
}
