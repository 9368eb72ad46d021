import { Overlayer } from 'foliate-js/overlayer.js';
import type { View } from 'foliate-js/view.js';
import { highlightRanges } from './highlight-ranges.ts';

const HIGHLIGHT_COLOUR = '#ffd43b';

/**
 * Marks the searched words in every section the reader opens (foliate's overlayer draws them over the
 * text, outside the book's own markup) and, when the viewer was opened on a full-text hit's section,
 * turns to the first marked word there once that section is laid out. Returns the clean-up.
 */
export function attachSearchHighlight(view: View, terms: readonly string[], hitSection?: number): () => void {
  if (terms.length === 0) return () => undefined;
  let jumped = hitSection === undefined;
  const onOverlay = (event: Event) => {
    const { index } = (event as CustomEvent<{ index: number }>).detail;
    const doc = view.renderer.getContents().find((c) => c.index === index)?.doc;
    if (!doc) return;
    const cfis = highlightRanges(doc, terms).map((range) => view.getCFI(index, range));
    for (const value of cfis) void view.addAnnotation({ value });
    if (!jumped && index === (hitSection ?? 0) - 1 && cfis[0]) {
      jumped = true;
      void view.goTo(cfis[0]);
    }
  };
  const onDraw = (event: Event) => {
    const { draw } = (event as CustomEvent<{ draw: (f: unknown, o: unknown) => void }>).detail;
    draw(Overlayer.highlight, { color: HIGHLIGHT_COLOUR });
  };
  view.addEventListener('create-overlay', onOverlay);
  view.addEventListener('draw-annotation', onDraw);
  return () => {
    view.removeEventListener('create-overlay', onOverlay);
    view.removeEventListener('draw-annotation', onDraw);
  };
}
