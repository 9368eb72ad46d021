/** Thrown when the viewer file is refused (an expired or unknown token): the status tells which. */
export class BookFileError extends Error {
  constructor(readonly status: number) {
    super(`viewer file answered ${status}`);
  }
}

let early: { url: string; response: Promise<Response> } | null = null;

/** Starts the book's download before the EPUB reader's code has arrived (reader-downloads.ts), once per address. */
export function prefetchBookFile(url: string): void {
  if (early?.url === url) return;
  const response = fetch(url, { credentials: 'same-origin' });
  response.catch(() => undefined);
  early = { url, response };
}

function responseFor(url: string, signal: AbortSignal): Promise<Response> {
  if (early?.url === url) {
    const { response } = early;
    early = null;
    return response;
  }
  return fetch(url, { signal, credentials: 'same-origin' });
}

/**
 * Downloads the whole book through its viewer-token address, reporting the share received so far
 * (0..1, or null while the size is unknown). `expectedSize` (the token's `fileSize`) stands in when the
 * answer has no Content-Length.
 */
export async function fetchBookFile(
  url: string,
  options: { signal: AbortSignal; expectedSize: number; onProgress: (share: number | null) => void },
): Promise<Blob> {
  const response = await responseFor(url, options.signal);
  if (!response.ok || !response.body) throw new BookFileError(response.status);
  const total = Number(response.headers.get('content-length')) || options.expectedSize || 0;
  const reader = response.body.getReader();
  // The boot's download was started without this reading's signal.
  options.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress(total > 0 ? Math.min(1, received / total) : null);
  }
  return new Blob(chunks, { type: 'application/epub+zip' });
}
