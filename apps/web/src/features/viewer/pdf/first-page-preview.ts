import type { ViewerToken } from '@hondana/contract';
import { firstLanguage } from '../../../i18n/first-language.ts';
import { markOpening } from '../opening-marks.ts';
import { drawWatermark } from '../watermark/draw-watermark.ts';
import { watermarkText } from '../watermark-text.ts';
import type { PageSize } from './page-layout.ts';
import { removePreviewOverlay, showPreviewOverlay } from './preview-overlay.ts';

/** The first page's picture with the watermark drawn into its pixels, and the page's size in points. */
export interface FirstPagePicture {
  canvas: HTMLCanvasElement;
  page: PageSize;
}

type Listener = (picture: FirstPagePicture) => void;

interface Preview {
  contentId: string;
  picture: FirstPagePicture | null;
  /** The PDF reader has taken the preview over: no overlay any more, the picture goes to it. */
  claimed: Listener | null;
}

let current: Preview | null = null;

/**
 * Shows the first page the moment the viewer token answers, before the reader's code and pdf.js have
 * started: the picture drawn at processing (`firstPagePreview`, served by token like the file) with the
 * watermark drawn into it as the reader draws it on every page. Until the PDF reader is on screen it
 * lies over the page where the reader will put page 1 (preview-overlay.ts); the reader then takes it
 * into page 1's slot until pdf.js has drawn the real page (selectable text, any zoom). Only when the
 * reading starts at page 1; once per content, whoever asks first (the early script or the viewer page).
 */
export function startFirstPagePreview(
  token: Pick<ViewerToken, 'contentInfo' | 'firstPagePreview' | 'watermark' | 'issuedAt'>,
  startPage: number,
): void {
  const source = token.firstPagePreview;
  if (!source || startPage !== 1 || current?.contentId === token.contentInfo.id) return;
  if (typeof createImageBitmap !== 'function') return;
  const preview: Preview = { contentId: token.contentInfo.id, picture: null, claimed: null };
  current = preview;
  fetch(source.url, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`first page ${response.status}`);
      return response.blob();
    })
    .then((blob) => createImageBitmap(blob))
    .then((bitmap) => {
      if (current !== preview) {
        bitmap.close();
        return;
      }
      const canvas = watermarkedCanvas(bitmap, token);
      bitmap.close();
      if (!canvas) return;
      preview.picture = { canvas, page: { width: source.pageWidth, height: source.pageHeight } };
      if (preview.claimed) preview.claimed(preview.picture);
      else showPreviewOverlay(preview.picture);
      markOpening('pdf-preview');
    })
    .catch(() => {
      // No picture (an old file, a refused token): the reader opens as it would without one.
    });
}

function watermarkedCanvas(
  bitmap: ImageBitmap,
  token: Pick<ViewerToken, 'watermark' | 'issuedAt'>,
): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d', { alpha: false });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  if (token.watermark) {
    const size = { width: canvas.width, height: canvas.height };
    drawWatermark(context, size, token.watermark, watermarkText(token, firstLanguage()));
  }
  return canvas;
}

/**
 * The PDF reader takes the preview of `contentId` over: the overlay goes, and `listener` gets the
 * picture now or when it arrives. Returns how to let it go (the reader has drawn page 1 or closed).
 */
export function claimFirstPagePreview(contentId: string, listener: Listener): () => void {
  removePreviewOverlay();
  const preview = current?.contentId === contentId ? current : null;
  if (!preview) return () => undefined;
  preview.claimed = listener;
  if (preview.picture) listener(preview.picture);
  return () => {
    if (preview.claimed === listener) preview.claimed = () => undefined;
  };
}

/** The viewer page is gone (another address, another book): no overlay stays behind. */
export function dropFirstPagePreview(): void {
  removePreviewOverlay();
  if (current) current.claimed ??= () => undefined;
}
