import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptRange, decryptWhole, encryptedSizeOf, encryptingStream } from './content-cipher.ts';
import {
  CS,
  collect,
  HEADER,
  pdfLike,
  seededRandom,
  TAG,
  useCipherFolder,
} from './content-cipher-test-support.ts';

const { root, storage, key, seal } = useCipherFolder();

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
