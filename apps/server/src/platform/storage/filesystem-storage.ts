import { createHash, randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError } from './file-too-large-error.ts';
import {
  assertSafeKey,
  PARTIAL_SUFFIX,
  type Storage,
  type StoredObject,
  type WriteOptions,
  type WriteResult,
} from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Beside its target, so the final rename stays on one file system and is atomic. */
const partialFileOf = (file: string) =>
  `${file}.${process.pid}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;

/** Whether the process that writes the partial file `key` (`<name>.<pid>.<random>.partial`) still runs. */
function writerAlive(key: string): boolean {
  const pid = Number(/\.(\d+)\.[0-9a-f]+\.partial$/.exec(key)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class FilesystemStorage implements Storage {
  constructor(private readonly rootDir: string) {}

  private fileOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = partialFileOf(file);
    try {
      await fsp.writeFile(partial, body, { flag: 'wx' });
      await fsp.rename(partial, file);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  async write(key: string, source: Readable, options: WriteOptions = {}): Promise<WriteResult> {
    const file = this.fileOf(key);
    const { maxBytes, signal } = options;
    signal?.throwIfAborted();
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const partial = partialFileOf(file);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) return done(new FileTooLargeError(maxBytes));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // Opened before streaming starts, so a failure can never race the file's creation.
    const handle = await fsp.open(partial, 'wx');
    const sink = handle.createWriteStream({ flush: true });
    try {
      await pipeline(source, meter, sink, { signal });
      await fsp.rename(partial, file);
    } catch (error) {
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await fsp.rm(partial, { force: true });
      throw error;
    }
    return { size, sha256: hash.digest('hex') };
  }

  async read(key: string): Promise<Readable | undefined> {
    const handle = await this.openForReading(key);
    return handle?.createReadStream();
  }

  async readRange(key: string, start: number, endInclusive: number): Promise<Readable | undefined> {
    if (
      !Number.isSafeInteger(start) ||
      !Number.isSafeInteger(endInclusive) ||
      start < 0 ||
      endInclusive < start
    ) {
      throw new RangeError(`bad byte range ${start}-${endInclusive}`);
    }
    const handle = await this.openForReading(key);
    return handle?.createReadStream({ start, end: endInclusive });
  }

  /** Opening first makes "absent" and "removed while we looked" the same answer. */
  private async openForReading(key: string) {
    const file = this.fileOf(key);
    const handle = await fsp.open(file, 'r').catch((error: unknown) => {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    });
    if (handle && !(await handle.stat()).isFile()) {
      await handle.close();
      return undefined;
    }
    return handle;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stat = await fsp.stat(this.fileOf(key));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    if (prefix !== '') assertSafeKey(prefix);
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    for await (const { key, file } of this.walk(folder)) {
      if (key.endsWith(PARTIAL_SUFFIX) || !key.startsWith(prefix)) continue;
      const stat = await fsp.stat(file).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (stat?.isFile()) yield { key, size: stat.size, modifiedAt: stat.mtime };
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.fileOf(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    if (prefix === '') throw new Error('refusing to remove every stored object');
    assertSafeKey(prefix);
    if (prefix.endsWith('/')) {
      // The whole folder, unfinished writes into it included.
      await fsp.rm(path.join(this.rootDir, ...prefix.split('/')), { recursive: true, force: true });
      return;
    }
    for await (const { key } of this.list(prefix)) await this.remove(key);
  }

  /**
   * Also removes, whatever its age, a partial file whose writer process is gone: its name carries the
   * writer's pid, and a local folder is written by processes of this machine (a folder shared between
   * machines must not use this adapter), so a restart after a kill -9 leaves nothing behind.
   */
  async sweepPartials(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    for await (const { key, file } of this.walk('')) {
      if (!key.endsWith(PARTIAL_SUFFIX)) continue;
      const stat = await fsp.stat(file).catch(() => undefined);
      if (stat?.isFile() && (stat.mtimeMs < cutoff || !writerAlive(key))) {
        await fsp.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  /** Every file under `folder` ('' or a key prefix ending in '/'), depth first, in name order. */
  private async *walk(folder: string): AsyncGenerator<{ key: string; file: string }> {
    const dir = path.join(this.rootDir, ...folder.split('/').filter(Boolean));
    let entries: Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) yield* this.walk(`${key}/`);
      else if (entry.isFile()) yield { key, file: path.join(dir, entry.name) };
    }
  }
}
