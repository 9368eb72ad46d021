import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilesystemStorage } from '../storage/filesystem-storage.ts';
import {
  DEFAULT_CHUNK_SIZE,
  decryptRange,
  decryptWhole,
  encryptedSizeOf,
  encryptingStream,
} from './content-cipher.ts';
import { ContentIntegrityError } from './content-integrity-error.ts';
import { newContentKey } from './content-key.ts';

const CS = DEFAULT_CHUNK_SIZE;
const HEADER = 20;
const TAG = 16;

/** Our own storage adapter, counting the bytes each read hands out. */
class CountingStorage extends FilesystemStorage {
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
function pdfLike(size: number): Buffer {
  const body = Buffer.alloc(size);
  const page =
    '%PDF-1.7\n1 0 obj << /Type /Page >> stream BT /F1 12 Tf (Hondana test page) Tj ET endstream\n';
  for (let at = 0; at < size; at += page.length) body.write(page, at, 'latin1');
  return body;
}

/** Cut in uneven pieces, as a network would deliver them. */
function unevenPieces(plain: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, step = 1; at < plain.length; at += step, step = ((step * 7 + 13) % 50_000) + 1) {
    pieces.push(plain.subarray(at, at + step));
  }
  return Readable.from(pieces);
}

async function collect(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** Reads until the stream fails, returning what came before the failure and the failure. */
async function collectUntilError(stream: Readable): Promise<{ got: Buffer; error: unknown }> {
  const pieces: Buffer[] = [];
  try {
    for await (const piece of stream) pieces.push(piece as Buffer);
  } catch (error) {
    return { got: Buffer.concat(pieces), error };
  }
  return { got: Buffer.concat(pieces), error: undefined };
}

// Deterministic ranges, so a failure can be replayed.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

let root: string;
let storage: CountingStorage;
const key = newContentKey();

async function seal(storageKey: string, plain: Buffer, chunkSize = CS) {
  return storage.write(storageKey, unevenPieces(plain).pipe(encryptingStream(key, chunkSize)));
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-cipher-'));
  storage = new CountingStorage(root);
});

afterAll(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

describe('content cipher round trip', () => {
  for (const size of [0, 1, CS - 1, CS, CS + 1, 10 * CS + 7]) {
    it(`gives back ${size} bytes exactly, whole and as one range`, async () => {
      const plain = randomBytes(size);
      const storageKey = `c1/contents/${size}/sealed`;
      const written = await seal(storageKey, plain);
      expect(written.size).toBe(encryptedSizeOf(size, CS));
      expect(written.size).toBe(HEADER + size + Math.max(1, Math.ceil(size / CS)) * TAG);
      const shape = { plainSize: size, chunkSize: CS };
      expect((await collect(await decryptWhole(storage, storageKey, key, shape))).equals(plain)).toBe(true);
      if (size > 0) {
        const all = await decryptRange(storage, storageKey, key, shape, 0, size - 1);
        expect((await collect(all)).equals(plain)).toBe(true);
      }
    });
  }

  it('leaves no run of the plain bytes in the sealed file', async () => {
    const plain = pdfLike(3 * CS + 500);
    await seal('c1/contents/pdf/sealed', plain);
    const sealed = await fsp.readFile(path.join(root, 'c1/contents/pdf/sealed'));
    expect(sealed.includes('%PDF-')).toBe(false);
    expect(sealed.includes('Hondana test page')).toBe(false);
    for (let at = 0; at + 16 <= plain.length; at += 997) {
      expect(sealed.includes(plain.subarray(at, at + 16))).toBe(false);
    }
  });

  it('seals the same file differently each time (new nonce prefix)', async () => {
    const plain = pdfLike(1000);
    await seal('c1/contents/twice/a', plain);
    await seal('c1/contents/twice/b', plain);
    const a = await fsp.readFile(path.join(root, 'c1/contents/twice/a'));
    const b = await fsp.readFile(path.join(root, 'c1/contents/twice/b'));
    expect(a.subarray(HEADER).equals(b.subarray(HEADER))).toBe(false);
  });
});

describe('decryptRange', () => {
  const size = 10 * CS + 7;
  const plain = randomBytes(size);
  const shape = { plainSize: size, chunkSize: CS };
  const storageKey = 'c1/contents/ranges/sealed';
  const sealedLength = (index: number) => Math.min(CS, size - index * CS) + TAG;

  beforeAll(async () => {
    await seal(storageKey, plain);
  });

  async function expectRange(start: number, end: number) {
    storage.bytesRead = 0;
    const got = await collect(await decryptRange(storage, storageKey, key, shape, start, end));
    expect(got.equals(plain.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true);
    let needed = HEADER;
    for (let i = Math.floor(start / CS); i <= Math.floor(end / CS); i += 1) needed += sealedLength(i);
    expect(storage.bytesRead, `bytes read for ${start}-${end}`).toBe(needed);
  }

  it('gives the first byte, the last byte and ranges across chunk borders, reading only their chunks', async () => {
    await expectRange(0, 0);
    await expectRange(size - 1, size - 1);
    await expectRange(size - 7, size - 1);
    await expectRange(CS - 1, CS);
    await expectRange(CS - 3, 3 * CS + 2);
    await expectRange(CS, 2 * CS - 1);
    await expectRange(5 * CS + 10, 5 * CS + 20);
    await expectRange(0, size - 1);
  });

  it('gives any random range exactly', async () => {
    const random = seededRandom(20261123);
    for (let n = 0; n < 150; n += 1) {
      const a = Math.floor(random() * size);
      const b =
        n % 3 === 0 ? Math.min(size - 1, a + Math.floor(random() * 300)) : Math.floor(random() * size);
      await expectRange(Math.min(a, b), Math.max(a, b));
    }
  });

  it('works with any chunk size', async () => {
    const small = randomBytes(5003);
    await seal('c1/contents/small-chunks/sealed', small, 100);
    const smallShape = { plainSize: small.length, chunkSize: 100 };
    const random = seededRandom(7);
    for (let n = 0; n < 60; n += 1) {
      const a = Math.floor(random() * small.length);
      const b = Math.floor(random() * small.length);
      const [start, end] = [Math.min(a, b), Math.max(a, b)];
      const got = await collect(
        await decryptRange(storage, 'c1/contents/small-chunks/sealed', key, smallShape, start, end),
      );
      expect(got.equals(small.subarray(start, end + 1))).toBe(true);
    }
  });

  it('refuses ranges outside the file, and a chunk size that disagrees with the file', async () => {
    await expect(decryptRange(storage, storageKey, key, shape, 0, size)).rejects.toBeInstanceOf(RangeError);
    await expect(decryptRange(storage, storageKey, key, shape, 5, 4)).rejects.toBeInstanceOf(RangeError);
    await expect(decryptRange(storage, storageKey, key, shape, -1, 4)).rejects.toBeInstanceOf(RangeError);
    await expect(
      decryptRange(storage, storageKey, key, { plainSize: size, chunkSize: 4096 }, 0, 1),
    ).rejects.toMatchObject({ problem: 'format' });
    await expect(decryptRange(storage, 'c1/contents/absent', key, shape, 0, 1)).rejects.toMatchObject({
      problem: 'missing',
    });
  });
});

describe('a sealed file that was changed', () => {
  const size = 10 * CS + 7;
  const plain = randomBytes(size);
  const shape = { plainSize: size, chunkSize: CS };
  const offsetOf = (index: number) => HEADER + index * (CS + TAG);
  let original: Buffer;

  beforeAll(async () => {
    await seal('c1/contents/tamper/original', plain);
    original = await fsp.readFile(path.join(root, 'c1/contents/tamper/original'));
  });

  async function storeChanged(name: string, change: (sealed: Buffer) => Buffer): Promise<string> {
    const storageKey = `c1/contents/tamper/${name}`;
    await storage.put(storageKey, change(Buffer.from(original)));
    return storageKey;
  }

  const flipBit = (at: number) => (sealed: Buffer) => {
    sealed[at] = (sealed[at] as number) ^ 0x10;
    return sealed;
  };

  it('fails on a flipped bit in a chunk, after the chunks before it and never with its bytes', async () => {
    const storageKey = await storeChanged('flipped', flipBit(offsetOf(3) + 100));
    const whole = await collectUntilError(await decryptWhole(storage, storageKey, key, shape));
    expect(whole.error).toBeInstanceOf(ContentIntegrityError);
    expect(whole.error).toMatchObject({ problem: 'tampered' });
    expect(whole.got.equals(plain.subarray(0, 3 * CS))).toBe(true);

    const inside = await collectUntilError(
      await decryptRange(storage, storageKey, key, shape, 3 * CS + 5, 3 * CS + 9),
    );
    expect(inside.error).toMatchObject({ problem: 'tampered' });
    expect(inside.got).toHaveLength(0);
    // Other chunks stay readable: each is authenticated alone.
    const before = await collect(await decryptRange(storage, storageKey, key, shape, 0, 3 * CS - 1));
    expect(before.equals(plain.subarray(0, 3 * CS))).toBe(true);
  });

  it('fails on a flipped bit in a tag or in the header', async () => {
    const inTag = await storeChanged('tag', flipBit(offsetOf(1) - 1));
    expect(
      (await collectUntilError(await decryptRange(storage, inTag, key, shape, 10, 20))).error,
    ).toMatchObject({
      problem: 'tampered',
    });
    const inNonce = await storeChanged('nonce', flipBit(15));
    expect(
      (await collectUntilError(await decryptRange(storage, inNonce, key, shape, 10, 20))).error,
    ).toMatchObject({
      problem: 'tampered',
    });
    const inMagic = await storeChanged('magic', flipBit(0));
    await expect(decryptRange(storage, inMagic, key, shape, 10, 20)).rejects.toMatchObject({
      problem: 'format',
    });
    expect((await collectUntilError(await decryptWhole(storage, inMagic, key, shape))).error).toMatchObject({
      problem: 'format',
    });
  });

  it('fails when two chunks are swapped', async () => {
    const storageKey = await storeChanged('swapped', (sealed) => {
      const one = Buffer.from(sealed.subarray(offsetOf(1), offsetOf(2)));
      sealed.copy(sealed, offsetOf(1), offsetOf(2), offsetOf(3));
      one.copy(sealed, offsetOf(2));
      return sealed;
    });
    const { got, error } = await collectUntilError(await decryptWhole(storage, storageKey, key, shape));
    expect(error).toMatchObject({ problem: 'tampered' });
    expect(got).toHaveLength(CS);
    const range = await collectUntilError(
      await decryptRange(storage, storageKey, key, shape, 2 * CS, 2 * CS),
    );
    expect(range.error).toMatchObject({ problem: 'tampered' });
  });

  it('fails when the file is cut short, at a chunk border or inside a chunk', async () => {
    const atBorder = await storeChanged('cut-border', (sealed) => sealed.subarray(0, offsetOf(6)));
    const whole = await collectUntilError(await decryptWhole(storage, atBorder, key, shape));
    expect(whole.error).toMatchObject({ problem: 'truncated' });
    expect(whole.got.equals(plain.subarray(0, 6 * CS))).toBe(true);
    const tail = await collectUntilError(
      await decryptRange(storage, atBorder, key, shape, size - 1, size - 1),
    );
    expect(tail.error).toMatchObject({ problem: 'truncated' });
    // Cut and the size in the database lowered to match: the new last chunk was not sealed as final.
    const shorter = { plainSize: 6 * CS, chunkSize: CS };
    const lied = await collectUntilError(
      await decryptRange(storage, atBorder, key, shorter, 5 * CS, 6 * CS - 1),
    );
    expect(lied.error).toMatchObject({ problem: 'tampered' });
    expect(lied.got).toHaveLength(0);

    const inside = await storeChanged('cut-inside', (sealed) => sealed.subarray(0, sealed.length - 3));
    expect((await collectUntilError(await decryptWhole(storage, inside, key, shape))).error).toBeInstanceOf(
      ContentIntegrityError,
    );
    const headerOnly = await storeChanged('cut-header', (sealed) => sealed.subarray(0, 10));
    await expect(decryptRange(storage, headerOnly, key, shape, 0, 0)).rejects.toMatchObject({
      problem: 'truncated',
    });
    expect(
      (await collectUntilError(await decryptWhole(storage, headerOnly, key, shape))).error,
    ).toMatchObject({
      problem: 'truncated',
    });
  });

  it('fails when bytes are added after the final chunk', async () => {
    const storageKey = await storeChanged('appended', (sealed) =>
      Buffer.concat([sealed, Buffer.from('more')]),
    );
    expect(
      (await collectUntilError(await decryptWhole(storage, storageKey, key, shape))).error,
    ).toMatchObject({
      problem: 'format',
    });
  });

  it('fails with another key, and with a plain size that disagrees with the chunks', async () => {
    const storageKey = 'c1/contents/tamper/original';
    const otherKey = await collectUntilError(await decryptWhole(storage, storageKey, newContentKey(), shape));
    expect(otherKey.error).toMatchObject({ problem: 'tampered' });
    expect(otherKey.got).toHaveLength(0);
    const larger = await collectUntilError(
      await decryptWhole(storage, storageKey, key, { plainSize: size + 1, chunkSize: CS }),
    );
    expect(larger.error).toBeInstanceOf(ContentIntegrityError);
  });

  it('fails on an empty file cut to its header', async () => {
    await seal('c1/contents/tamper/empty', Buffer.alloc(0));
    const emptyShape = { plainSize: 0, chunkSize: CS };
    expect(
      await collect(await decryptWhole(storage, 'c1/contents/tamper/empty', key, emptyShape)),
    ).toHaveLength(0);
    const sealed = await fsp.readFile(path.join(root, 'c1/contents/tamper/empty'));
    await storage.put('c1/contents/tamper/empty-cut', sealed.subarray(0, HEADER));
    const cut = await collectUntilError(
      await decryptWhole(storage, 'c1/contents/tamper/empty-cut', key, emptyShape),
    );
    expect(cut.error).toMatchObject({ problem: 'truncated' });
  });
});

describe('encryptingStream', () => {
  it('refuses keys and chunk sizes it cannot use', () => {
    expect(() => encryptingStream(randomBytes(16))).toThrow(TypeError);
    expect(() => encryptingStream(key, 0)).toThrow(RangeError);
    expect(() => encryptingStream(key, 1.5)).toThrow(RangeError);
    expect(() => encryptedSizeOf(-1, CS)).toThrow(RangeError);
  });

  it('gives sealed chunks as plain bytes arrive, holding at most about one chunk', async () => {
    const sealing = encryptingStream(key, CS);
    const out: Buffer[] = [];
    sealing.on('data', (piece: Buffer) => out.push(piece));
    for (let i = 0; i < 5; i += 1) sealing.write(randomBytes(CS));
    await new Promise((resolve) => setImmediate(resolve));
    // Header and four chunks out; the fifth is held until it is known whether it is the last.
    expect(Buffer.concat(out).length).toBe(HEADER + 4 * (CS + TAG));
    sealing.end();
    await new Promise((resolve) => sealing.once('end', resolve));
    expect(Buffer.concat(out).length).toBe(encryptedSizeOf(5 * CS, CS));
  });
});

describe('memory while sealing and opening', () => {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc') as () => void;
  const inUse = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

  it('stays flat for a 40 MB file, both ways', async () => {
    const total = 40 * 1024 * 1024;
    collectGarbage();
    const baseline = inUse();
    let peak = 0;
    let sampled = 0;
    const sample = (seen: number) => {
      if (seen - sampled < 1024 * 1024) return;
      sampled = seen;
      collectGarbage();
      peak = Math.max(peak, inUse() - baseline);
    };
    async function* generated() {
      for (let made = 0; made < total; made += CS) {
        sample(made);
        yield randomBytes(CS);
      }
    }
    const written = await storage.write(
      'c1/contents/memory/sealed',
      Readable.from(generated()).pipe(encryptingStream(key)),
    );
    expect(written.size).toBe(encryptedSizeOf(total, CS));
    let opened = 0;
    sampled = 0;
    await pipeline(
      await decryptWhole(storage, 'c1/contents/memory/sealed', key, { plainSize: total, chunkSize: CS }),
      new Writable({
        write(piece: Buffer, _encoding, done) {
          opened += piece.length;
          sample(opened);
          done();
        },
      }),
    );
    expect(opened).toBe(total);
    // Holding the file would take 40 MB.
    expect(peak).toBeLessThan(12 * 1024 * 1024);
    await storage.remove('c1/contents/memory/sealed');
  });
});
