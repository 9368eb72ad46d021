import type { BookLanguage } from './texts/theme.ts';

/**
 * How a demo book's file is made:
 * - `pdf`: horizontal text (English, Japanese or Vietnamese) with a cover page;
 * - `pdf-vertical`: Japanese text set in columns, top to bottom, right to left;
 * - `pdf-handbook`: the long reference handbook (page bodies drawn once as templates, reused);
 * - `pdf-pictures`: pictures only, no text operators at all (no text layer);
 * - `epub`: reflowable EPUB 3; `epub-vertical`: Japanese, vertical-rl, right-to-left pages;
 * - `epub-comic`: one drawn image per spine item, fixed layout, no text.
 */
export type BookKind =
  | 'pdf'
  | 'pdf-vertical'
  | 'pdf-handbook'
  | 'pdf-pictures'
  | 'epub'
  | 'epub-vertical'
  | 'epub-comic';

export interface BookSpec {
  /** File name in the output folder, e.g. `demo/dl-001.pdf`. */
  file: string;
  kind: BookKind;
  /** Theme whose texts fill the book (ignored by the picture and comic kinds). */
  theme: string;
  lang: BookLanguage;
  /** Body pages (PDF) or chapters (EPUB); the cover comes on top. */
  pages: number;
  title: string;
  author: string;
  /** Cover colour, `#rrggbb`. */
  colour: string;
  /** Line under the title on the cover, e.g. a volume number. */
  subtitle?: string;
}

/** The format of a generated file, as the upload pipeline detects it. */
export type FileFormat = 'pdf' | 'epub';

export interface ManifestEntry {
  /** Path relative to the output folder, with `/` separators. */
  file: string;
  kind: BookKind;
  format: FileFormat;
  /** PDF: pages including the cover; EPUB: spine items. */
  pageCount: number;
  sizeBytes: number;
  sha256: string;
}

export interface Manifest {
  /** Bumped when the generator changes what it writes, so old files are made again. */
  generatorVersion: number;
  books: ManifestEntry[];
}
