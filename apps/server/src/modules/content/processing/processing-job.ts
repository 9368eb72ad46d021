import type { PdfOpening } from '@hondana/contract';
import type { DocumentKind, DocumentMetadata } from './document-outcome.ts';
import type { ProcessingLimits } from './processing-limits.ts';

/** What the parent hands the child process (as its one argument, JSON). */
export interface ProcessingJob {
  filePath: string;
  kind: DocumentKind;
  limits: ProcessingLimits;
  /** A fresh directory the child writes its answer into and the parent removes. */
  outDir: string;
}

/**
 * The child's answer, `result.json` in `outDir`; pages are in `pages.ndjson`, covers in two files, the
 * picture of a PDF's page 1 in one more.
 */
export type ChildResult =
  | {
      ok: true;
      pageCount: number;
      metadata: DocumentMetadata;
      pdfOpening: PdfOpening | null;
      cover: { mimeType: 'image/webp' | 'image/jpeg'; width: number; height: number } | null;
      /** Page 1's size in PDF points; its picture is in FIRST_PAGE_FILE. */
      firstPage: { pageWidth: number; pageHeight: number } | null;
    }
  | { ok: false; code: number; reason: string };

export const RESULT_FILE = 'result.json';
export const PAGES_FILE = 'pages.ndjson';
export const LARGE_COVER_FILE = 'cover-large';
export const SMALL_COVER_FILE = 'cover-small';
export const FIRST_PAGE_FILE = 'first-page';
