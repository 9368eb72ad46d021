/** What one processing run may use before the file is refused with FILE_OVER_PROCESSING_LIMITS (764). */
export interface ProcessingLimits {
  /** Wall-clock time of the whole run, child start included. */
  timeoutMs: number;
  /** Resident memory of the child process (its V8 heap is capped to the same figure). */
  maxMemoryMb: number;
  /** PDF pages or EPUB spine items. */
  maxPages: number;
  /** Bytes inflated from an EPUB's zip entries, all entries together. */
  maxUnpackedBytes: number;
  /** Bytes inflated from one zip entry. */
  maxEntryBytes: number;
  /** UTF-8 bytes of text kept per page; the rest of a page's text is dropped, not refused. */
  maxTextBytesPerPage: number;
  /**
   * UTF-8 bytes of text of the whole file, all pages together (what is stored and indexed); over it
   * the file is refused with FILE_TEXT_OVER_BUDGET (773). A long novel holds about 3 MB.
   */
  maxTextBytes: number;
}

const MB = 1024 * 1024;

/**
 * Generous enough for real books (a 5,000-page PDF, a 2 GB comic EPUB) on a 2-core machine, small
 * enough that a hostile file cannot take more than one job's share of it.
 */
export const defaultProcessingLimits: ProcessingLimits = Object.freeze({
  timeoutMs: 10 * 60 * 1000,
  maxMemoryMb: 1024,
  maxPages: 5000,
  maxUnpackedBytes: 2048 * MB,
  maxEntryBytes: 256 * MB,
  maxTextBytesPerPage: 1 * MB,
  maxTextBytes: 32 * MB,
});

export function resolveLimits(limits: Partial<ProcessingLimits> = {}): ProcessingLimits {
  const resolved = { ...defaultProcessingLimits };
  for (const key of Object.keys(resolved) as (keyof ProcessingLimits)[]) {
    const value = limits[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`processing limit ${key} must be positive`);
    resolved[key] = value;
  }
  return resolved;
}
