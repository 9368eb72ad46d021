import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ResultCode } from '@hondana/contract';
import { DEFAULT_CHUNK_SIZE, encryptingStream } from '../../platform/crypto/content-cipher.ts';
import { newContentKey, wrapContentKey } from '../../platform/crypto/content-key.ts';
import { appError } from '../../platform/http/app-error.ts';
import { isFileTooLargeError } from '../../platform/http/upload-parts.ts';
import { FileTooLargeError } from '../../platform/storage/file-too-large-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { DocumentKind } from './processing/document-outcome.ts';
import { SNIFF_BYTES, sniffFileKind } from './processing/sniff-file-kind.ts';

/**
 * Counts, hashes and types the plain bytes on their way to the cipher: the first bytes decide PDF or
 * EPUB (anything else fails the stream with 761 before it is stored), then the bytes pass through.
 */
class PlainFileTap extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  kind: DocumentKind | null = null;
  private head: Buffer[] = [];
  private headSize = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(appError(ResultCode.FILE_TOO_LARGE));
    } else if (this.kind) {
      this.hash.update(chunk);
      done(null, chunk);
    } else {
      this.hash.update(chunk);
      this.head.push(chunk);
      this.headSize += chunk.length;
      if (this.headSize < SNIFF_BYTES) done();
      else this.releaseHead(done);
    }
  }

  override _flush(done: TransformCallback): void {
    if (this.kind || this.headSize === 0) done();
    else this.releaseHead(done);
  }

  private releaseHead(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.kind = sniffFileKind(head);
    if (this.kind) done(null, head);
    else done(appError(ResultCode.FILE_TYPE_NOT_ACCEPTED));
  }
}

export interface StoredUpload {
  kind: DocumentKind;
  sizeBytes: number;
  sha256: string;
  encKeyWrapped: string;
  encChunkSize: number;
}

/**
 * Streams an uploaded file, encrypted with a new content key, to `storageKey`; memory stays flat
 * whatever the size. Refusals (not a PDF or an EPUB, too large, an empty or interrupted upload) leave
 * nothing stored.
 */
export async function storeUploadedFile(
  storage: Storage,
  storageKey: string,
  source: Readable,
  options: { maxBytes: number; masterKey: Buffer },
): Promise<StoredUpload> {
  const key = newContentKey();
  const tap = new PlainFileTap(options.maxBytes);
  const encrypt = encryptingStream(key, DEFAULT_CHUNK_SIZE);
  // The reading side's error says why (not a PDF, too large, cut off); the storage side only sees its end.
  const [read, written] = await Promise.allSettled([
    pipeline(source, tap, encrypt),
    storage.write(storageKey, encrypt),
  ]);
  const failure = read.status === 'rejected' ? read : written.status === 'rejected' ? written : undefined;
  if (failure) {
    source.resume();
    await storage.remove(storageKey);
    const error: unknown = failure.reason;
    if (isFileTooLargeError(error) || error instanceof FileTooLargeError) {
      throw appError(ResultCode.FILE_TOO_LARGE);
    }
    throw error;
  }
  if (tap.size === 0 || !tap.kind) {
    await storage.remove(storageKey);
    throw appError(tap.size === 0 ? ResultCode.FILE_NOT_FOUND : ResultCode.FILE_TYPE_NOT_ACCEPTED);
  }
  return {
    kind: tap.kind,
    sizeBytes: tap.size,
    sha256: tap.hash.digest('hex'),
    encKeyWrapped: wrapContentKey(key, options.masterKey),
    encChunkSize: DEFAULT_CHUNK_SIZE,
  };
}
