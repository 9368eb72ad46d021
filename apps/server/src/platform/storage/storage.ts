import type { Readable } from 'node:stream';

/**
 * Where files live: a local folder by default, an S3-compatible bucket later, same interface.
 * Keys are relative, slash-separated and never contain '..'.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  read(key: string): Promise<Readable | undefined>;
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
}

const safeKey = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('//')) throw new Error(`unsafe storage key: ${key}`);
}
