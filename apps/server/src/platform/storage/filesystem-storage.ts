import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.ts';

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
    const partial = `${file}.${process.pid}.partial`;
    await fsp.writeFile(partial, body);
    await fsp.rename(partial, file);
  }

  async read(key: string): Promise<Readable | undefined> {
    const file = this.fileOf(key);
    if ((await this.size(key)) === undefined) return undefined;
    return fs.createReadStream(file);
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stat = await fsp.stat(this.fileOf(key));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.fileOf(key), { force: true });
  }
}
