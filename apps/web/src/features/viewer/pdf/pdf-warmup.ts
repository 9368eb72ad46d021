import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { prefetchEdges } from './range-prefetch.ts';

/**
 * Called by the viewer page the moment a token says PDF, while the reader's chunk downloads: the
 * pdf.js worker script is fetched into the HTTP cache (assets are immutable; the worker then starts
 * from the cache) and the first two ranges of the book are asked for (range-prefetch.ts).
 */
export function warmUpPdf(token: { fileUrl: string; contentInfo: { fileSize: number } }): void {
  void fetch(workerUrl).catch(() => undefined);
  prefetchEdges(token.fileUrl, token.contentInfo.fileSize);
}
