import { lazyComponent } from '../../shared/lazy-component.ts';
import type { DocumentViewerProps } from './viewer-props.ts';

/**
 * Each reader is a chunk of its own: a PDF never downloads foliate-js, an EPUB never pdf.js. The viewer's
 * boot preloads the one its token names, so the page draws it without suspending.
 */
export const PdfViewer = lazyComponent<DocumentViewerProps>(() =>
  import('./pdf/PdfViewer.tsx').then((m) => m.default),
);
export const EpubViewer = lazyComponent<DocumentViewerProps>(() =>
  import('./epub/EpubViewer.tsx').then((m) => m.default),
);
