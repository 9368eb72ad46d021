import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A new folder in the system's temp folder for this test file, removed after all of its tests. Call it
 * at the top of the file, before the harness: after-all hooks run last-registered first, so the folder
 * goes after the app that writes into it has closed.
 */
export function tempFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}
