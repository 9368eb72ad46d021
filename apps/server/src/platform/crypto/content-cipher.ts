/**
 * Encryption at rest of content files: AES-256-GCM in fixed-size chunks, so any byte range can be
 * decrypted (and authenticated) alone, and memory stays flat whatever the file's size.
 *
 * Layout of a sealed file:
 *
 *   header (20 bytes)
 *     0..3    'HNDC'
 *     4       format version (1)
 *     5..7    zero
 *     8..11   chunk size in plain bytes, uint32 big-endian (default 65,536)
 *     12..19  nonce prefix: 8 random bytes, new for every sealed file
 *   chunk 0 … chunk n-1, each: ciphertext (chunk size bytes; the last may be shorter) ‖ GCM tag (16)
 *
 *   n = max(1, ceil(plain size / chunk size)): an empty file still has one empty, final chunk.
 *   Chunk i starts at 20 + i × (chunk size + 16); sealed size = 20 + plain size + 16 × n.
 *   Nonce of chunk i = nonce prefix ‖ i (uint32 big-endian), 96 bits.
 *   Additional data of chunk i = header ‖ i (uint32 big-endian) ‖ final flag (1 for chunk n-1, else 0).
 *
 * The index in nonce and additional data stops chunks from being swapped or moved; the final flag stops
 * a file from being cut at a chunk border (the new last chunk was sealed as not final); the header in
 * the additional data stops it being edited. The key is per stored file (content-key.ts), the plain
 * size comes from the database (content_files.size_bytes) and must agree with the file's chunks.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { Storage } from '../storage/storage.ts';
import { ByteQueue } from './byte-queue.ts';
import { ContentIntegrityError } from './content-integrity-error.ts';
import { CONTENT_KEY_BYTES } from './content-key.ts';
import {
  additionalDataOf,
  assertChunkIndex,
  assertChunkSize,
  assertHeader,
  assertShape,
  chunkCountOf,
  DEFAULT_CHUNK_SIZE,
  HEADER_BYTES,
  headerFor,
  NONCE_PREFIX_BYTES,
  nonceOf,
  plainLengthOf,
  type SealedShape,
  sealedOffsetOf,
  TAG_BYTES,
} from './sealed-layout.ts';

export { DEFAULT_CHUNK_SIZE, encryptedSizeOf, type SealedShape } from './sealed-layout.ts';

function assertContentKey(key: Buffer): void {
  if (!Buffer.isBuffer(key) || key.length !== CONTENT_KEY_BYTES) {
    throw new TypeError(`a content key must be ${CONTENT_KEY_BYTES} bytes`);
  }
}

function sealChunk(key: Buffer, header: Buffer, index: number, final: boolean, plain: Buffer): Buffer {
  assertChunkIndex(index);
  const cipher = createCipheriv('aes-256-gcm', key, nonceOf(header, index), { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalDataOf(header, index, final));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openChunk(key: Buffer, header: Buffer, index: number, final: boolean, sealed: Buffer): Buffer {
  const tagAt = sealed.length - TAG_BYTES;
  const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(header, index), { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalDataOf(header, index, final));
  decipher.setAuthTag(sealed.subarray(tagAt));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, tagAt)), decipher.final()]);
  } catch {
    throw new ContentIntegrityError('tampered', `chunk ${index} failed authentication`);
  }
}

/** Plain bytes in, a sealed file out (header first); holds at most one chunk plus one incoming piece. */
export function encryptingStream(key: Buffer, chunkSize: number = DEFAULT_CHUNK_SIZE): Transform {
  assertContentKey(key);
  assertChunkSize(chunkSize);
  const header = headerFor(chunkSize, randomBytes(NONCE_PREFIX_BYTES));
  const pending = new ByteQueue();
  let index = 0;
  let headerSent = false;
  const sendHeaderOnce = (stream: Transform) => {
    if (!headerSent) stream.push(header);
    headerSent = true;
  };
  return new Transform({
    transform(piece: Buffer, _encoding, done) {
      try {
        sendHeaderOnce(this);
        pending.append(piece);
        // Strictly more than a chunk: only then is this chunk known not to be the last.
        while (pending.length > chunkSize) {
          this.push(sealChunk(key, header, index, false, pending.take(chunkSize)));
          index += 1;
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        sendHeaderOnce(this);
        done(null, sealChunk(key, header, index, true, pending.take(pending.length)));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

interface ChunkSpan {
  first: number;
  last: number;
  /** Plain bytes wanted, absolute offsets, inclusive. */
  start: number;
  endInclusive: number;
  /** Bytes after the last chunk are an error (reading a whole file); a range read stops at its end. */
  exactEnd: boolean;
}

/** `header` undefined: the stream starts with it. */
async function* openedChunks(
  sealed: Readable,
  knownHeader: Buffer | undefined,
  key: Buffer,
  shape: SealedShape,
  span: ChunkSpan,
): AsyncGenerator<Buffer> {
  const finalIndex = chunkCountOf(shape.plainSize, shape.chunkSize) - 1;
  const queue = new ByteQueue();
  const pieces = sealed[Symbol.asyncIterator]();
  const fill = async (n: number) => {
    while (queue.length < n) {
      const next = await pieces.next();
      if (next.done) return false;
      queue.append(next.value as Buffer);
    }
    return true;
  };
  try {
    let header = knownHeader;
    if (!header) {
      if (!(await fill(HEADER_BYTES))) throw new ContentIntegrityError('truncated', 'header cut short');
      header = queue.take(HEADER_BYTES);
      assertHeader(header, shape.chunkSize);
    }
    for (let index = span.first; index <= span.last; index += 1) {
      const plainLength = plainLengthOf(index, shape);
      if (!(await fill(plainLength + TAG_BYTES))) {
        throw new ContentIntegrityError('truncated', `chunk ${index} cut short`);
      }
      const plain = openChunk(key, header, index, index === finalIndex, queue.take(plainLength + TAG_BYTES));
      const chunkStart = index * shape.chunkSize;
      const from = Math.max(span.start, chunkStart) - chunkStart;
      const to = Math.min(span.endInclusive, chunkStart + plainLength - 1) - chunkStart + 1;
      if (to > from) yield plain.subarray(from, to);
    }
    if (span.exactEnd && (await fill(1))) {
      throw new ContentIntegrityError('format', 'bytes after the final chunk');
    }
  } finally {
    sealed.destroy();
  }
}

async function readExactly(stream: Readable, length: number): Promise<Buffer> {
  const queue = new ByteQueue();
  for await (const piece of stream) {
    queue.append(piece as Buffer);
    if (queue.length >= length) break;
  }
  stream.destroy();
  if (queue.length < length) throw new ContentIntegrityError('truncated', 'header cut short');
  return queue.take(length);
}

function assertRange(shape: SealedShape, start: number, endInclusive: number): void {
  const valid =
    Number.isSafeInteger(start) &&
    Number.isSafeInteger(endInclusive) &&
    start >= 0 &&
    start <= endInclusive &&
    endInclusive < shape.plainSize;
  if (!valid)
    throw new RangeError(`bytes ${start}-${endInclusive} are not inside a file of ${shape.plainSize}`);
}

/**
 * Plain bytes start..endInclusive of a sealed file, reading only the header and the chunks that cover
 * them. A chunk that fails authentication ends the stream with ContentIntegrityError before any of its
 * bytes are given out.
 */
export async function decryptRange(
  storage: Storage,
  storageKey: string,
  key: Buffer,
  shape: SealedShape,
  start: number,
  endInclusive: number,
): Promise<Readable> {
  assertContentKey(key);
  assertShape(shape);
  assertRange(shape, start, endInclusive);
  const headerStream = await storage.readRange(storageKey, 0, HEADER_BYTES - 1);
  if (!headerStream) throw new ContentIntegrityError('missing', storageKey);
  const header = await readExactly(headerStream, HEADER_BYTES);
  assertHeader(header, shape.chunkSize);

  const first = Math.floor(start / shape.chunkSize);
  const last = Math.floor(endInclusive / shape.chunkSize);
  const sealedEnd = sealedOffsetOf(last, shape.chunkSize) + plainLengthOf(last, shape) + TAG_BYTES - 1;
  const sealed = await storage.readRange(storageKey, sealedOffsetOf(first, shape.chunkSize), sealedEnd);
  if (!sealed) throw new ContentIntegrityError('missing', storageKey);
  return Readable.from(
    openedChunks(sealed, header, key, shape, { first, last, start, endInclusive, exactEnd: false }),
    {
      objectMode: false,
    },
  );
}

/**
 * The whole plain file, read in one pass (for processing). Header problems, like chunk problems, end
 * the stream with ContentIntegrityError; the file must end exactly after its final chunk.
 */
export async function decryptWhole(
  storage: Storage,
  storageKey: string,
  key: Buffer,
  shape: SealedShape,
): Promise<Readable> {
  assertContentKey(key);
  assertShape(shape);
  const sealed = await storage.read(storageKey);
  if (!sealed) throw new ContentIntegrityError('missing', storageKey);
  const span = {
    first: 0,
    last: chunkCountOf(shape.plainSize, shape.chunkSize) - 1,
    start: 0,
    endInclusive: shape.plainSize - 1,
    exactEnd: true,
  };
  return Readable.from(openedChunks(sealed, undefined, key, shape, span), { objectMode: false });
}
