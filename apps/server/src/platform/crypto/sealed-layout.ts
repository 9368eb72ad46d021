import { ContentIntegrityError } from './content-integrity-error.ts';

/** Where the bytes of a sealed content file sit; the layout itself is described in content-cipher.ts. */

export const DEFAULT_CHUNK_SIZE = 64 * 1024;
export const MAX_CHUNK_SIZE = 16 * 1024 * 1024;
export const MAGIC = Buffer.from('HNDC', 'latin1');
export const FORMAT_VERSION = 1;
export const NONCE_PREFIX_BYTES = 8;
export const HEADER_BYTES = 20;
export const TAG_BYTES = 16;
const MAX_CHUNKS = 2 ** 32 - 1;

export interface SealedShape {
  /** Size of the plain file (content_files.size_bytes). */
  plainSize: number;
  /** content_files.enc_chunk_size */
  chunkSize: number;
}

export function assertChunkSize(chunkSize: number): void {
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE) {
    throw new RangeError(`chunk size must be an integer from 1 to ${MAX_CHUNK_SIZE}`);
  }
}

export function assertShape({ plainSize, chunkSize }: SealedShape): void {
  assertChunkSize(chunkSize);
  if (!Number.isSafeInteger(plainSize) || plainSize < 0) throw new RangeError(`bad plain size ${plainSize}`);
  if (chunkCountOf(plainSize, chunkSize) > MAX_CHUNKS) throw new RangeError('too many chunks');
}

/** Even an empty file has one (empty, final) chunk, so its end is authenticated too. */
export const chunkCountOf = (plainSize: number, chunkSize: number): number =>
  Math.max(1, Math.ceil(plainSize / chunkSize));

export const assertChunkIndex = (index: number): void => {
  if (index > MAX_CHUNKS - 1) throw new RangeError('too many chunks for one sealed file');
};

export function encryptedSizeOf(plainSize: number, chunkSize: number): number {
  assertShape({ plainSize, chunkSize });
  return HEADER_BYTES + plainSize + chunkCountOf(plainSize, chunkSize) * TAG_BYTES;
}

/** Plain length of chunk `index` of a file of `plainSize`. */
export function plainLengthOf(index: number, { plainSize, chunkSize }: SealedShape): number {
  return Math.min(chunkSize, plainSize - index * chunkSize);
}

export const sealedOffsetOf = (index: number, chunkSize: number): number =>
  HEADER_BYTES + index * (chunkSize + TAG_BYTES);

export function headerFor(chunkSize: number, noncePrefix: Buffer): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt8(FORMAT_VERSION, 4);
  header.writeUInt32BE(chunkSize, 8);
  noncePrefix.copy(header, 12);
  return header;
}

/** Checks what can be checked before decrypting; the rest of the header is authenticated by every chunk. */
export function assertHeader(header: Buffer, chunkSize: number): void {
  if (header.length < HEADER_BYTES) throw new ContentIntegrityError('truncated', 'header cut short');
  if (!header.subarray(0, 4).equals(MAGIC) || header.readUInt8(4) !== FORMAT_VERSION) {
    throw new ContentIntegrityError('format', 'not a sealed content file of a known version');
  }
  if (header.readUInt32BE(8) !== chunkSize) {
    throw new ContentIntegrityError('format', `chunk size ${header.readUInt32BE(8)}, expected ${chunkSize}`);
  }
}

export function nonceOf(header: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  header.copy(nonce, 0, 12, 12 + NONCE_PREFIX_BYTES);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}

/** header ‖ chunk index ‖ final flag: a chunk moved, dropped or made last fails its tag. */
export function additionalDataOf(header: Buffer, index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(HEADER_BYTES + 5);
  header.copy(aad, 0, 0, HEADER_BYTES);
  aad.writeUInt32BE(index, HEADER_BYTES);
  aad.writeUInt8(final ? 1 : 0, HEADER_BYTES + 4);
  return aad;
}
