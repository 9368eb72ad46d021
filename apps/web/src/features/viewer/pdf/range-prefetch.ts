/**
 * The two ranges every PDF opening reads first — the header chunk and the last chunk (where the
 * cross-reference table is found) — asked for as soon as the viewer token is known, while pdf.js and
 * its worker are still downloading. The range transport takes them from here instead of asking again.
 * This module does not import pdf.js: the viewer page (a chunk of its own) starts the prefetch.
 */
export const RANGE_CHUNK_SIZE = 16_384;

const prefetched = new Map<string, Promise<Uint8Array | null>>();
/** Every range asked for once: the viewer page warms up again what the boot already did (viewer-boot.ts). */
const started = new Set<string>();
const key = (fileUrl: string, begin: number, end: number) => `${fileUrl}#${begin}-${end}`;

async function readRange(fileUrl: string, begin: number, end: number): Promise<Uint8Array | null> {
  try {
    const response = await fetch(fileUrl, {
      headers: { range: `bytes=${begin}-${end - 1}` },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (response.status !== 206) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.length === end - begin ? bytes : null;
  } catch {
    return null;
  }
}

/** The ranges pdf.js will ask first, in its chunk sizes (one range when the file is a single chunk). */
export function edgeRanges(fileSize: number): [number, number][] {
  if (fileSize <= 0) return [];
  const head: [number, number] = [0, Math.min(RANGE_CHUNK_SIZE, fileSize)];
  const lastStart = Math.floor((fileSize - 1) / RANGE_CHUNK_SIZE) * RANGE_CHUNK_SIZE;
  return lastStart === 0 ? [head] : [head, [lastStart, fileSize]];
}

export function prefetchEdges(fileUrl: string, fileSize: number): void {
  for (const [begin, end] of edgeRanges(fileSize)) {
    const k = key(fileUrl, begin, end);
    if (started.has(k)) continue;
    started.add(k);
    prefetched.set(k, readRange(fileUrl, begin, end));
  }
}

/** A prefetched range, once (then forgotten); undefined when this exact range was not prefetched. */
export function takePrefetched(
  fileUrl: string,
  begin: number,
  end: number,
): Promise<Uint8Array | null> | undefined {
  const k = key(fileUrl, begin, end);
  const found = prefetched.get(k);
  prefetched.delete(k);
  return found;
}
