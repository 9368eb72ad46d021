import type { ViewerToken } from '@hondana/contract';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { markOpening } from '../opening-marks.ts';
import { prefetchOpening } from './range-prefetch.ts';

let earlyWorker: Worker | null = null;
let workerFetched = false;

/** The page the PDF reader opens at: the one the address asks, else where the reader stopped, else 1. */
export function pdfStartPage(token: Pick<ViewerToken, 'progress'>, initialPage?: number | null): number {
  return initialPage ?? token.progress?.lastPage ?? 1;
}

/**
 * Called the moment a token says PDF, while the reader's chunk downloads: the pdf.js worker script is
 * fetched into the HTTP cache (assets are immutable; the worker then starts from the cache) and the
 * ranges pdf.js will read first are asked for (range-prefetch.ts).
 */
export function warmUpPdf(
  token: Pick<ViewerToken, 'fileUrl' | 'contentInfo' | 'progress'>,
  initialPage?: number | null,
): void {
  if (!workerFetched) {
    workerFetched = true;
    void fetch(workerUrl).catch(() => undefined);
  }
  const { fileSize, pdfOpening } = token.contentInfo;
  prefetchOpening(token.fileUrl, fileSize, pdfOpening, pdfStartPage(token, initialPage));
}

/**
 * Starts pdf.js's worker itself (its 1.3 MB script parsed and run) before pdf.js is even loaded; the
 * reader hands it to pdf.js as its port (open-pdf.ts). Does nothing where module workers are missing.
 */
export function startPdfWorkerEarly(): void {
  if (earlyWorker || workerFetched || typeof Worker === 'undefined') return;
  workerFetched = true;
  try {
    const worker = new Worker(workerUrl, { type: 'module' });
    markOpening('pdf-worker');
    // A script that failed to start is not handed over: pdf.js then starts its own worker.
    worker.addEventListener('error', () => {
      if (earlyWorker !== worker) return;
      earlyWorker = null;
      worker.terminate();
    });
    earlyWorker = worker;
  } catch {
    earlyWorker = null;
  }
}

/** The worker started early, once (pdf.js then owns it); null when none was started. */
export function takeEarlyWorker(): Worker | null {
  const worker = earlyWorker;
  earlyWorker = null;
  return worker;
}
