import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROCESSING_TEMP_PREFIX } from './process-document.ts';

const FOLDER = new RegExp(`^${PROCESSING_TEMP_PREFIX}(\\d+)-`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the processing folders in `dir` whose process is gone (a server or worker killed with -9
 * while a child was reading); folders of running processes stay. Returns how many it removed.
 */
export async function sweepProcessingFolders(dir = os.tmpdir()): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    const pid = Number(FOLDER.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
