import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface WriteOptions {
  /** More bytes than this: the write fails with FileTooLargeError and nothing is kept. */
  maxBytes?: number;
  signal?: AbortSignal;
}

export interface WriteResult {
  size: number;
  /** Lowercase hex SHA-256 of the bytes written. */
  sha256: string;
}

/**
 * Where files live: a local folder by default, an S3-compatible bucket later, same interface.
 * Keys are relative, slash-separated and never contain '..'.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Streams `source` into `key` with backpressure (memory stays flat whatever the size); the key
   * appears only once every byte is written. On failure, abort or `maxBytes`, nothing is left.
   */
  write(key: string, source: Readable, options?: WriteOptions): Promise<WriteResult>;
  read(key: string): Promise<Readable | undefined>;
  /** Bytes start..endInclusive (fewer if the object is shorter); undefined when the key is absent. */
  readRange(key: string, start: number, endInclusive: number): Promise<Readable | undefined>;
  size(key: string): Promise<number | undefined>;
  /** Every key starting with `prefix` ('' lists everything). */
  list(prefix: string): AsyncIterable<StoredObject>;
  remove(key: string): Promise<void>;
  /** Removes every key starting with `prefix` (e.g. `c1/contents/42/`); an empty prefix is refused. */
  removePrefix(prefix: string): Promise<void>;
  /** Removes unfinished writes older than `olderThanMs` (left by a killed process); returns how many. */
  sweepPartials(olderThanMs: number): Promise<number>;
}

const safeKey = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

/** Marks an unfinished write; no key may end with it, so a partial file is never taken for a key. */
export const PARTIAL_SUFFIX = '.partial';

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('//') || key.endsWith(PARTIAL_SUFFIX)) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
