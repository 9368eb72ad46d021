import {
  GlobalWorkerOptions,
  getDocument,
  PDFDataRangeTransport,
  type PDFDocumentLoadingTask,
  PDFWorker,
} from 'pdfjs-dist';
import { AssetDataFactory, pdfWorkerUrl } from './pdf-assets.ts';
import { takeEarlyWorker } from './pdf-warmup.ts';
import { RANGE_CHUNK_SIZE, takePrefetched } from './range-prefetch.ts';

const RETRIES = 4;
const RETRY_DELAY_MS = 1_500;

/**
 * The bytes of the book by HTTP range from the viewer token's address, read at each request from
 * `currentUrl()`: a renewed token (new address) keeps serving the same open document. pdf.js asks for
 * whole chunks and nothing more (`disableAutoFetch`), so the first page needs the file's tail (its
 * cross-reference table) and the chunks of that page only. A failed range is tried again a few times
 * (the token may have been renewed meanwhile); then `onFailure` ends the reading.
 */
class TokenRangeTransport extends PDFDataRangeTransport {
  readonly #controller = new AbortController();
  constructor(
    length: number,
    private readonly currentUrl: () => string,
    private readonly onFailure: (error: unknown) => void,
  ) {
    super(length, new Uint8Array(0));
  }

  override requestDataRange(begin: number, end: number): void {
    const early = takePrefetched(this.currentUrl(), begin, end);
    if (!early) {
      void this.#fetchRange(begin, end, 0);
      return;
    }
    void early.then((bytes) => {
      if (this.#controller.signal.aborted) return;
      if (bytes) this.onDataRange(begin, bytes);
      else void this.#fetchRange(begin, end, 0);
    });
  }

  async #fetchRange(begin: number, end: number, attempt: number): Promise<void> {
    try {
      const response = await fetch(this.currentUrl(), {
        headers: { range: `bytes=${begin}-${end - 1}` },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: this.#controller.signal,
      });
      if (response.status !== 206 && response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // A server that ignores Range answers 200 with the whole file: hand pdf.js the part it asked for.
      this.onDataRange(begin, response.status === 200 ? bytes.subarray(begin, end) : bytes);
    } catch (error) {
      if (this.#controller.signal.aborted) return;
      if (attempt >= RETRIES) {
        this.onFailure(error);
        return;
      }
      setTimeout(() => void this.#fetchRange(begin, end, attempt + 1), RETRY_DELAY_MS * (attempt + 1));
    }
  }

  override abort(): void {
    this.#controller.abort();
  }
}

let workerSet = false;
/** A document was opened already: the boot's opening came too late to be of use (see preOpenPdf). */
let anyOpened = false;

/**
 * Opens a PDF for reading: range loading through {@link TokenRangeTransport}, pdf.js's data files from
 * the build's assets, no scripting, no XFA, rendering on the page's own thread (the watermark is
 * drawn into the page canvas after pdf.js). Interactive forms and annotations stay inert (rendered
 * as part of the page image only).
 */
export function openPdf(options: {
  fileSize: number;
  currentUrl: () => string;
  onFailure: (error: unknown) => void;
}): PDFDocumentLoadingTask {
  anyOpened = true;
  if (!workerSet) {
    GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    workerSet = true;
  }
  // The first book may use the worker the viewer's boot started while this chunk downloaded
  // (pdf-warmup.ts): handed over as a port, it belongs to this document only and ends with it.
  const early = takeEarlyWorker();
  const worker = early ? PDFWorker.create({ port: early }) : undefined;
  const range = new TokenRangeTransport(options.fileSize, options.currentUrl, options.onFailure);
  const task = getDocument({
    ...(worker ? { worker } : {}),
    range,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    disableWorkerRendering: true,
    cMapPacked: true,
    BinaryDataFactory: AssetDataFactory,
    useWorkerFetch: false,
  });
  if (early && worker) {
    const destroy = task.destroy.bind(task);
    task.destroy = () =>
      destroy().finally(() => {
        worker.destroy();
        early.terminate();
      });
  }
  return task;
}

/** Where a document opened before its viewer reads its address and reports a failure; the viewer takes them over. */
interface OpeningLink {
  currentUrl: () => string;
  onFailure: (error: unknown) => void;
}

const UNCLAIMED_MS = 60_000;
interface PreOpened {
  fileUrl: string;
  task: PDFDocumentLoadingTask;
  link: OpeningLink;
  failure?: unknown;
}
let preOpened: PreOpened | null = null;

/**
 * Opens the book the viewer's boot found (viewer-boot.ts) before the viewer page is drawn: the
 * cross-reference table, page 1 and the page to show first — their content streams and fonts, by
 * range — are read while the portal still starts. The viewer takes the open document over with
 * {@link takePreOpenedPdf}; one not taken in a minute is closed.
 */
export function preOpenPdf(
  token: { fileUrl: string; contentInfo: { fileSize: number } },
  firstPage: number,
): void {
  // The viewer may have opened the book itself meanwhile: a second copy would read every range twice.
  if (preOpened || anyOpened) return;
  const link: OpeningLink = {
    currentUrl: () => token.fileUrl,
    onFailure: (error) => {
      entry.failure = error;
    },
  };
  const task = openPdf({
    fileSize: token.contentInfo.fileSize,
    currentUrl: () => entry.link.currentUrl(),
    onFailure: (error) => entry.link.onFailure(error),
  });
  const entry: PreOpened = { fileUrl: token.fileUrl, task, link };
  preOpened = entry;
  // Warming only: the viewer reports what fails when it asks for the same pages.
  entry.task.promise
    .then(async (doc) => {
      const pages = [...new Set([1, Math.min(Math.max(1, firstPage), doc.numPages)])];
      await Promise.all(pages.map(async (n) => (await doc.getPage(n)).getOperatorList()));
    })
    .catch(() => undefined);
  setTimeout(() => {
    if (preOpened !== entry) return;
    preOpened = null;
    void entry.task.destroy();
  }, UNCLAIMED_MS);
}

/** The document pre-opened for `fileUrl`, once, now reading its address and reporting to `link`. */
export function takePreOpenedPdf(fileUrl: string, link: OpeningLink): PDFDocumentLoadingTask | undefined {
  const entry = preOpened;
  if (!entry || entry.fileUrl !== fileUrl) return undefined;
  preOpened = null;
  entry.link = link;
  if (entry.failure !== undefined) link.onFailure(entry.failure);
  return entry.task;
}
