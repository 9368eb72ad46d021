import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The worker's private folder for decrypted uploads and the text read from them while a file is
 * processed: under the data folder (beside the database and master key), never the shared system tmp.
 */
export const processingDirOf = (dataDir: string) => path.join(dataDir, 'processing');

/** Creates the folder when missing, readable by the worker's user alone; answers its path. */
export async function ensureProcessingDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}
