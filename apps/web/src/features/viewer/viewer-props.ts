import type { ReaderZoom, ViewerToken, ViewerWatermark } from '@hondana/contract';

/**
 * What the viewer page hands to a document viewer (PDF or EPUB). The page owns the token (and renews
 * it: a renewed token keeps the same content but a new `fileUrl`), the saved progress and the
 * watermark's text; the viewer owns drawing, navigation and printing.
 */
export interface DocumentViewerProps {
  token: ViewerToken;
  /** `?page=N` of the address (PDF); wins over `token.progress`. */
  initialPage?: number;
  /** `?cfi=` of the address (EPUB); wins over `token.progress`. */
  initialCfi?: string;
  /** `?section=N` of the address (EPUB, 1-based spine item: a full-text hit); wins over `token.progress`. */
  initialSection?: number;
  /** The searched words of `?q=` (folded as the index folds them), highlighted wherever they occur. */
  highlightTerms?: readonly string[];
  /** Every new place (and PDF zoom); the page debounces and saves it with `readingProgress`. */
  onProgress(p: { lastPage?: number; position?: string; zoom?: ReaderZoom }): void;
  /** The reader's place is kept on the server (a signed-in reader, not a share link); else in this browser. */
  progressOnServer?: boolean;
  /** The composed watermark text: the watermark's content + the date and time of `issuedAt`, formatted per language. */
  watermarkText: string;
  /** Safari 15 or older on a phone or tablet: the special mobile EPUB layout (the EPUB viewer applies it). */
  legacySafariMobile?: boolean;
}

/** Draws the watermark into a 2D context covering `size` (CSS or device pixels, as the caller scales). */
export type DrawWatermark = (
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number },
  mark: ViewerWatermark,
  text: string,
) => void;
