import type { ViewerToken } from '@hondana/contract';
import { firstLanguage } from '../../../i18n/first-language.ts';
import { FIRST_PAGE_TIMING, markOpening } from '../opening-marks.ts';
import { drawWatermark } from '../watermark/draw-watermark.ts';
import { watermarkText } from '../watermark-text.ts';
import { CSS_UNITS, type PageSize } from './page-layout.ts';
import { firstPageScale, removePreviewOverlay, showPreviewOverlay } from './preview-overlay.ts';

/**
 * Page 1 before pdf.js has drawn it: one canvas whose pixels hold the watermark and whose background
 * is the page's picture (drawn at processing, served by token like the file), so hiding the one
 * element hides the page with its watermark. `page` is page 1's size in points.
 */
export interface FirstPagePicture {
  canvas: HTMLCanvasElement;
  page: PageSize;
}

type Listener = (picture: FirstPagePicture) => void;

interface Preview {
  contentId: string;
  picture: FirstPagePicture;
}

let current: Preview | null = null;

/**
 * Shows the first page the moment the viewer token answers, before the reader's code and pdf.js have
 * started. The picture is asked at once at high priority and painted by the browser as soon as it
 * arrives, with no script on the way: the main thread is busy with the app's start then. Until the PDF
 * reader is on screen the canvas lies where the reader will put page 1 (preview-overlay.ts); the reader
 * then takes it into page 1's slot until pdf.js has drawn the real page (selectable text, any zoom).
 * Only when the reading starts at page 1; once per content, whoever asks first (the early script or
 * the viewer page).
 */
export function startFirstPagePreview(
  token: Pick<ViewerToken, 'contentInfo' | 'firstPagePreview' | 'watermark' | 'issuedAt'>,
  startPage: number,
): Promise<void> | null {
  const source = token.firstPagePreview;
  if (!source || startPage !== 1 || current?.contentId === token.contentInfo.id) return null;
  const page = { width: source.pageWidth, height: source.pageHeight };
  const canvas = watermarkCanvas(page, token);
  if (!canvas) return null;
  const arrived = preloadPicture(source.url).catch(() => {
    // No picture after all (a refused token, a file replaced meanwhile): pdf.js's page will do.
    canvas.style.backgroundImage = 'none';
  });
  canvas.style.background = `#fff url("${source.url}") 0 0 / 100% 100% no-repeat`;
  canvas.setAttribute('elementtiming', FIRST_PAGE_TIMING);
  current = { contentId: token.contentInfo.id, picture: { canvas, page } };
  showPreviewOverlay(current.picture);
  return arrived;
}

/** The watermark drawn at the size the page will have on this screen (the 'auto' zoom), transparent elsewhere. */
function watermarkCanvas(
  page: PageSize,
  token: Pick<ViewerToken, 'watermark' | 'issuedAt'>,
): HTMLCanvasElement | null {
  const scale = firstPageScale(page) * CSS_UNITS * (window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(page.width * scale));
  canvas.height = Math.max(1, Math.floor(page.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (token.watermark) {
    const size = { width: canvas.width, height: canvas.height };
    drawWatermark(context, size, token.watermark, watermarkText(token, firstLanguage()));
  }
  return canvas;
}

/**
 * Asked now rather than when the canvas's style is next computed; the background then takes this
 * response (a preload is matched whatever the response's cache headers say, so it is read once).
 */
function preloadPicture(url: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  const arrived = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(markOpening('pdf-preview')), { once: true });
    link.addEventListener('error', reject, { once: true });
  });
  document.head.append(link);
  return arrived;
}

/**
 * The PDF reader takes the preview of `contentId` over: the overlay goes, and `listener` gets the
 * picture (at once: it is on screen from the token's answer). Does nothing for another content.
 */
export function claimFirstPagePreview(contentId: string, listener: Listener): void {
  removePreviewOverlay();
  if (current?.contentId === contentId) listener(current.picture);
}

/** The viewer page is gone (another address, another book): no overlay stays behind. */
export function dropFirstPagePreview(): void {
  removePreviewOverlay();
}
