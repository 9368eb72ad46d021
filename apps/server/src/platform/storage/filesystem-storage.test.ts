import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileTooLargeError } from './file-too-large-error.ts';
import { FilesystemStorage } from './filesystem-storage.ts';

const MiB = 1024 * 1024;

// A collection before each sample, so the figure is what the write holds, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const memoryInUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** `total` random bytes made as they are read, with the SHA-256 of what was made and the peak memory seen. */
function generatedStream(total: number, options: { sampleEvery?: number } = {}) {
  const hash = createHash('sha256');
  const probe = { sha256: '', produced: 0, peakDelta: 0 };
  if (options.sampleEvery) collectGarbage();
  const baseline = memoryInUse();
  async function* chunks() {
    while (probe.produced < total) {
      const chunk = randomBytes(Math.min(64 * 1024, total - probe.produced));
      hash.update(chunk);
      probe.produced += chunk.length;
      if (options.sampleEvery && probe.produced % options.sampleEvery < chunk.length) {
        collectGarbage();
        probe.peakDelta = Math.max(probe.peakDelta, memoryInUse() - baseline);
      }
      yield chunk;
    }
    probe.sha256 = hash.digest('hex');
  }
  return { stream: Readable.from(chunks()), probe };
}

/** Never ends by itself: for aborts. */
function endlessStream(onBytes: (total: number) => void) {
  let total = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        total += 16 * 1024;
        this.push(Buffer.alloc(16 * 1024, 7));
        onBytes(total);
      });
    },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

let root: string;
let storage: FilesystemStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-storage-test-'));
  storage = new FilesystemStorage(root);
});

afterEach(async () => {
  await fsp.rm(root, { recursive: true, force: true });
});

describe('FilesystemStorage.write', () => {
  it('streams 50 MB to its key with the right size and SHA-256, holding little memory', async () => {
    const total = 50 * MiB;
    const { stream, probe } = generatedStream(total, { sampleEvery: MiB });
    const result = await storage.write('c1/contents/big/original', stream, { maxBytes: total });
    expect(probe.produced).toBe(total);
    expect(result).toEqual({ size: total, sha256: probe.sha256 });
    expect(await storage.size('c1/contents/big/original')).toBe(total);
    const onDisk = createHash('sha256');
    for await (const chunk of fs.createReadStream(path.join(root, 'c1/contents/big/original')))
      onDisk.update(chunk);
    expect(onDisk.digest('hex')).toBe(probe.sha256);
    // Holding the file would take 50 MB; a streaming write holds a few buffers.
    expect(probe.peakDelta).toBeLessThan(12 * MiB);
    expect(await filesUnder(root)).toEqual(['c1/contents/big/original']);
  });

  it('refuses more than maxBytes with FileTooLargeError and keeps nothing, not even a partial file', async () => {
    const { stream } = generatedStream(3 * MiB);
    const write = storage.write('c1/contents/x/original', stream, { maxBytes: MiB });
    await expect(write).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(write).rejects.toMatchObject({ maxBytes: MiB });
    expect(await storage.size('c1/contents/x/original')).toBeUndefined();
    expect(await filesUnder(root)).toEqual([]);
  });

  it('accepts exactly maxBytes', async () => {
    const { stream, probe } = generatedStream(MiB);
    const result = await storage.write('k/exact', stream, { maxBytes: MiB });
    expect(result).toEqual({ size: MiB, sha256: probe.sha256 });
  });

  it('keeps nothing when aborted mid-stream, and the old object of the key stays as it was', async () => {
    await storage.put('c1/contents/y/original', Buffer.from('old'));
    const controller = new AbortController();
    const source = endlessStream((total) => {
      if (total >= MiB) controller.abort();
    });
    await expect(
      storage.write('c1/contents/y/original', source, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await filesUnder(root)).toEqual(['c1/contents/y/original']);
    expect(await text((await storage.read('c1/contents/y/original')) as Readable)).toBe('old');
  });

  it('keeps nothing when the source fails', async () => {
    async function* failing() {
      yield Buffer.alloc(100_000);
      throw new Error('client went away');
    }
    await expect(storage.write('k/broken', Readable.from(failing()))).rejects.toThrow('client went away');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses an already aborted signal before creating anything', async () => {
    const { stream } = generatedStream(10);
    await expect(storage.write('k/never', stream, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('FilesystemStorage.sweepPartials', () => {
  it('removes partial files older than the limit, and only those', async () => {
    await storage.put('c1/contents/a/original', Buffer.from('kept'));
    const old = [
      path.join(root, 'c1/contents/a/original.4242.abcdef.partial'),
      path.join(root, 'c2/contents/b/original.17.0123ab.partial'),
    ];
    // Written by this very process just now: a live upload, kept.
    const recent = path.join(root, `c1/contents/a/cover.${process.pid}.fedcba.partial`);
    for (const file of [...old, recent]) {
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, 'half');
    }
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const file of old) await fsp.utimes(file, anHourAgo, anHourAgo);

    expect(await storage.sweepPartials(600_000)).toBe(2);
    expect(await filesUnder(root)).toEqual([
      `c1/contents/a/cover.${process.pid}.fedcba.partial`,
      'c1/contents/a/original',
    ]);
    expect(await storage.sweepPartials(600_000)).toBe(0);
  });

  it('removes a recent partial file whose writer process is gone (a kill -9 mid-upload)', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const orphan = path.join(root, `c3/contents/x/abc.bin.${gone}.a1b2c3.partial`);
    await fsp.mkdir(path.dirname(orphan), { recursive: true });
    await fsp.writeFile(orphan, 'half');
    expect(await storage.sweepPartials(600_000)).toBe(1);
    expect(await filesUnder(path.join(root, 'c3'))).toEqual([]);
  });

  it('answers 0 when the storage folder does not exist yet', async () => {
    expect(await new FilesystemStorage(path.join(root, 'absent')).sweepPartials(0)).toBe(0);
  });
});

describe('FilesystemStorage reading, listing and removing', () => {
  it('reads a byte range, inclusive at both ends', async () => {
    await storage.put('k/abc', Buffer.from('0123456789'));
    expect(await text((await storage.readRange('k/abc', 0, 0)) as Readable)).toBe('0');
    expect(await text((await storage.readRange('k/abc', 3, 6)) as Readable)).toBe('3456');
    expect(await text((await storage.readRange('k/abc', 8, 20)) as Readable)).toBe('89');
    expect(await storage.readRange('k/absent', 0, 1)).toBeUndefined();
    expect(await storage.readRange('k', 0, 1)).toBeUndefined();
    await expect(storage.readRange('k/abc', 5, 4)).rejects.toBeInstanceOf(RangeError);
    await expect(storage.readRange('k/abc', -1, 4)).rejects.toBeInstanceOf(RangeError);
  });

  it('lists keys under a prefix with size and time, never partial files', async () => {
    await storage.put('c1/contents/4/original', Buffer.from('aaaa'));
    await storage.put('c1/contents/42/sealed', Buffer.from('bb'));
    await storage.put('c1/contents/42/cover/small.webp', Buffer.from('c'));
    await storage.put('c2/contents/42/sealed', Buffer.from('other tenant'));
    await fsp.writeFile(path.join(root, 'c1/contents/42/sealed.1.aa.partial'), 'half');

    const listed = [];
    for await (const object of storage.list('c1/contents/42/')) listed.push(object);
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'c1/contents/42/cover/small.webp', size: 1 },
      { key: 'c1/contents/42/sealed', size: 2 },
    ]);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);

    const byStringPrefix = [];
    for await (const { key } of storage.list('c1/contents/4')) byStringPrefix.push(key);
    expect(byStringPrefix).toEqual([
      'c1/contents/4/original',
      'c1/contents/42/cover/small.webp',
      'c1/contents/42/sealed',
    ]);
    const all = [];
    for await (const { key } of storage.list('')) all.push(key);
    expect(all).toHaveLength(4);
    const none = [];
    for await (const object of storage.list('c9/')) none.push(object);
    expect(none).toEqual([]);
  });

  it('removes a whole folder of keys, partial files in it included, and nothing beside it', async () => {
    await storage.put('c1/contents/4/original', Buffer.from('a'));
    await storage.put('c1/contents/42/sealed', Buffer.from('b'));
    await storage.put('c1/contents/42/cover/small.webp', Buffer.from('c'));
    await fsp.writeFile(path.join(root, 'c1/contents/42/sealed.1.aa.partial'), 'half');

    await storage.removePrefix('c1/contents/42/');
    expect(await filesUnder(root)).toEqual(['c1/contents/4/original']);
    await storage.removePrefix('c1/contents/42/');
    await storage.removePrefix('c1/contents/4');
    expect(await filesUnder(root)).toEqual([]);
    await expect(storage.removePrefix('')).rejects.toThrow();
  });

  it('keeps put, read, size and remove working', async () => {
    await storage.put('c1/assets/logo.png', Buffer.from('png'));
    expect(await storage.size('c1/assets/logo.png')).toBe(3);
    expect(await text((await storage.read('c1/assets/logo.png')) as Readable)).toBe('png');
    await storage.remove('c1/assets/logo.png');
    expect(await storage.read('c1/assets/logo.png')).toBeUndefined();
    expect(await storage.size('c1/assets/logo.png')).toBeUndefined();
  });

  it('refuses unsafe keys and prefixes, and keys that look like unfinished writes', async () => {
    for (const key of ['../x', 'a/../../x', '/abs', 'a//b', '.hidden', 'a/b.partial']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    }
    await expect(storage.removePrefix('../')).rejects.toThrow('unsafe storage key');
    await expect(async () => {
      for await (const _ of storage.list('a/../../')) break;
    }).rejects.toThrow('unsafe storage key');
    const { stream } = generatedStream(10);
    await expect(storage.write('../escape', stream)).rejects.toThrow('unsafe storage key');
  });
});
