import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptRange, decryptWhole } from './content-cipher.ts';
import {
  CS,
  collect,
  collectUntilError,
  HEADER,
  TAG,
  useCipherFolder,
} from './content-cipher-test-support.ts';
import { ContentIntegrityError } from './content-integrity-error.ts';
import { newContentKey } from './content-key.ts';

const { root, storage, key, seal } = useCipherFolder();

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
