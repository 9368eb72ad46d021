/** A moment of a book's opening: read by bench/viewer.ts for its "where the time goes" table. */
export type OpeningStep =
  | 'boot-token'
  | 'pdf-worker'
  | 'pdf-preview'
  | 'pdf-open'
  | 'pdf-opened'
  | 'pdf-page-ready';

/** Marks `step` on the page's performance timeline (the first mark of a step is the one that counts). */
export function markOpening(step: OpeningStep): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(`hondana:${step}`);
  }
}

/** The first page's picture, named for the Element Timing API: the bench reads when it was painted. */
export const FIRST_PAGE_TIMING = 'hondana-first-page';
