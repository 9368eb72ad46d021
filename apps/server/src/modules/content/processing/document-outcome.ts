import type { PdfOpening, ResultCodeNumber } from '@hondana/contract';

/** EPUB: `pageNo` is the spine item's number (1-based) and `position` its manifest href. */
export interface ExtractedPage {
  pageNo: number;
  text: string;
  position?: string;
}

/** `width` and `height` are the large image's; the small one has the same proportions. */
export interface CoverImages {
  large: Buffer;
  small: Buffer;
  mimeType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

/**
 * PDF: page 1 drawn for the viewer to show while the book opens (WebP); `pageWidth` and `pageHeight`
 * are the page's size in PDF points (its viewport at scale 1).
 */
export interface FirstPagePicture {
  image: Buffer;
  pageWidth: number;
  pageHeight: number;
}

export interface DocumentMetadata {
  title?: string;
  author?: string;
  language?: string;
  pageProgression?: 'ltr' | 'rtl';
  writingMode?: 'horizontal' | 'vertical';
  hasTextLayer: boolean;
}

export type DocumentKind = 'pdf' | 'epub';

export type DocumentOutcome =
  | {
      ok: true;
      kind: DocumentKind;
      pageCount: number;
      pages: ExtractedPage[];
      cover: CoverImages | null;
      metadata: DocumentMetadata;
      /** PDF: what the viewer reads before page 1 is drawn; null when not known (and for EPUB). */
      pdfOpening: PdfOpening | null;
      /** PDF: null when page 1 does not render (and for EPUB). */
      firstPage: FirstPagePicture | null;
    }
  | { ok: false; code: ResultCodeNumber; reason: string };

export type DocumentRefusal = Extract<DocumentOutcome, { ok: false }>;

export const refusal = (code: ResultCodeNumber, reason: string): DocumentRefusal => ({
  ok: false,
  code,
  reason,
});

/** Thrown inside the reader to end a run with a precise result code. */
export class ProcessingRefusal extends Error {
  readonly code: ResultCodeNumber;

  constructor(code: ResultCodeNumber, reason: string) {
    super(reason);
    this.code = code;
  }
}
