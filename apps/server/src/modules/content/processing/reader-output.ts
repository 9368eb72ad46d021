import type { CoverImages, DocumentMetadata, ExtractedPage } from './document-outcome.ts';
import type { ProcessingLimits } from './processing-limits.ts';

/** What a reader (PDF or EPUB) finds; pages go to `addPage` one by one, in order, as they are read. */
export interface ReaderResult {
  pageCount: number;
  cover: CoverImages | null;
  metadata: DocumentMetadata;
}

export interface ReaderInput {
  filePath: string;
  limits: ProcessingLimits;
  addPage(page: ExtractedPage): Promise<void>;
}
