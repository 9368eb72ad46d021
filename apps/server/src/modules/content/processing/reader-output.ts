import type { PdfOpening } from '@hondana/contract';
import type { CoverImages, DocumentMetadata, ExtractedPage, FirstPagePicture } from './document-outcome.ts';
import type { ProcessingLimits } from './processing-limits.ts';

/** What a reader (PDF or EPUB) finds; pages go to `addPage` one by one, in order, as they are read. */
export interface ReaderResult {
  pageCount: number;
  cover: CoverImages | null;
  metadata: DocumentMetadata;
  /** PDF: what the viewer reads before page 1 is drawn (pdf-opening.ts); absent for EPUB. */
  pdfOpening?: PdfOpening | null;
  /** PDF: page 1's picture (first-page.ts); absent for EPUB. */
  firstPage?: FirstPagePicture | null;
}

export interface ReaderInput {
  filePath: string;
  limits: ProcessingLimits;
  addPage(page: ExtractedPage): Promise<void>;
}
