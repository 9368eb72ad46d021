import type { FirstPagePicture } from './first-page-preview.ts';
import { CSS_UNITS, PAGE_GAP, type PageSize, scaleFor } from './page-layout.ts';

/** The PDF reader's toolbar on one line (pdf-viewer.module.css: 34 px buttons, 4 px padding, a border). */
export const PDF_TOOLBAR_HEIGHT = 43;
/** The reading area's background (pdf-viewer.module.css `.root`). */
const AREA_BACKGROUND = '#f1f3f5';
const OVERLAY = 'data-first-page-overlay';

/**
 * The first page laid where the PDF reader will draw page 1 (below its toolbar, centred, at the 'auto'
 * zoom: page-layout.ts), over a page the app has not drawn yet. It takes no pointer and is hidden from
 * assistive technology (the app underneath says the book is opening), and never printed (print mode
 * "not allowed" must hold from the first moment).
 */
export function showPreviewOverlay(picture: FirstPagePicture): void {
  removePreviewOverlay();
  const scale = firstPageScale(picture.page);
  const layer = document.createElement('div');
  layer.setAttribute(OVERLAY, '');
  layer.setAttribute('aria-hidden', 'true');
  layer.style.cssText = `position:fixed;inset:${PDF_TOOLBAR_HEIGHT}px 0 0 0;z-index:1000;pointer-events:none;overflow:hidden;background:${AREA_BACKGROUND}`;
  const { style } = picture.canvas;
  Object.assign(style, {
    position: 'absolute',
    top: `${PAGE_GAP}px`,
    left: '50%',
    transform: 'translateX(-50%)',
    width: `${Math.floor(picture.page.width * CSS_UNITS * scale)}px`,
    height: `${Math.floor(picture.page.height * CSS_UNITS * scale)}px`,
    boxShadow: '0 1px 4px rgb(0 0 0 / 0.25)',
  });
  layer.append(picture.canvas);
  const noPrint = document.createElement('style');
  noPrint.textContent = `@media print{[${OVERLAY}]{display:none!important}}`;
  layer.append(noPrint);
  document.body.append(layer);
}

/** The scale the reader will show page 1 at on this screen: the 'auto' zoom below its toolbar. */
export function firstPageScale(page: PageSize): number {
  const box = { width: window.innerWidth, height: Math.max(1, window.innerHeight - PDF_TOOLBAR_HEIGHT) };
  return scaleFor('auto', page, box);
}

export function removePreviewOverlay(): void {
  document.querySelector(`[${OVERLAY}]`)?.remove();
}

/** The canvas fills a page slot of the reader (its background, the picture, kept). */
export function fitPictureToSlot(canvas: HTMLCanvasElement, className: string): void {
  canvas.className = className;
  Object.assign(canvas.style, {
    position: '',
    top: '',
    left: '',
    transform: '',
    boxShadow: '',
    width: '100%',
    height: '100%',
  });
}
