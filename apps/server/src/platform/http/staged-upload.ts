import type { Storage } from '../storage/storage.ts';

/**
 * What the receiver of an upload made of its file part while the rest of the body is still unread: the
 * file is stored, nothing else is written. `commit` writes the rows and jobs once the whole body has been
 * read and accepted; `discard` removes the stored file when it was not.
 */
export interface StagedUpload<T> {
  commit: () => Promise<T>;
  discard: () => Promise<void>;
}

/**
 * The file stored at `key`, staged: `commit` runs `write` (one transaction) and removes the file when
 * that fails, then turns what was written into the answer; `discard` removes the file.
 */
export function stagedFile<W, T>(
  storage: Storage,
  key: string,
  write: () => Promise<W>,
  answer: (written: W) => Promise<T> | T,
): StagedUpload<T> {
  return {
    commit: async () => {
      let written: W;
      try {
        written = await write();
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return answer(written);
    },
    discard: () => storage.remove(key),
  };
}
