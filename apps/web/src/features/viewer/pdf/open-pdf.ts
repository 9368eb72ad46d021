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
