import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll } from 'vitest';
import { FilesystemStorage } from '../storage/filesystem-storage.ts';
import { DEFAULT_CHUNK_SIZE, encryptingStream } from './content-cipher.ts';
import { newContentKey } from './content-key.ts';
export const CS = DEFAULT_CHUNK_SIZE;
export const HEADER = 20;
export const TAG = 16;

/** Our own storage adapter, counting the bytes each read hands out. */
export class CountingStorage extends FilesystemStorage {
  bytesRead = 0;
  private counted(stream: Readable | undefined): Readable | undefined {
    if (!stream) return stream;
    const counter = new Transform({
      transform: (piece: Buffer, _encoding, done) => {
        this.bytesRead += piece.length;
        done(null, piece);
      },
    });
    stream.on('error', (error) => counter.destroy(error));
    counter.on('close', () => stream.destroy());
    return stream.pipe(counter);
  }
  override async read(key: string) {
    return this.counted(await super.read(key));
  }
  override async readRange(key: string, start: number, endInclusive: number) {
    return this.counted(await super.readRange(key, start, endInclusive));
  }
}

/** Text that looks like a PDF, so a leak of plain bytes into the sealed file would show. */
export function pdfLike(size: number): Buffer {
  const body = Buffer.alloc(size);
  const page =
    '%PDF-1.7\n1 0 obj << /Type /Page >> stream BT /F1 12 Tf (Hondana test page) Tj ET endstream\n';
  for (let at = 0; at < size; at += page.length) body.write(page, at, 'latin1');
  return body;
}

/** Cut in uneven pieces, as a network would deliver them. */
export function unevenPieces(plain: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, step = 1; at < plain.length; at += step, step = ((step * 7 + 13) % 50_000) + 1) {
    pieces.push(plain.subarray(at, at + step));
  }
  return Readable.from(pieces);
}

export async function collect(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** Reads until the stream fails, returning what came before the failure and the failure. */
export async function collectUntilError(stream: Readable): Promise<{ got: Buffer; error: unknown }> {
  const pieces: Buffer[] = [];
  try {
    for await (const piece of stream) pieces.push(piece as Buffer);
  } catch (error) {
    return { got: Buffer.concat(pieces), error };
  }
  return { got: Buffer.concat(pieces), error: undefined };
}

// Deterministic ranges, so a failure can be replayed.
export function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A temporary folder of counting storage, removed when the file's tests end (call once at a test file's
 * top level), a content key, and `seal`, which stores a plain file encrypted with that key.
 */
export function useCipherFolder() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-cipher-'));
  const storage = new CountingStorage(root);
  const key = newContentKey();
  afterAll(async () => {
    await fsp.rm(root, { recursive: true, force: true });
  });
  const seal = (storageKey: string, plain: Buffer, chunkSize = CS) =>
    storage.write(storageKey, unevenPieces(plain).pipe(encryptingStream(key, chunkSize)));
  return { root, storage, key, seal };
}
