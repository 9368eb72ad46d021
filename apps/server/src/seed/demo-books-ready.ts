import { ContentState } from '@hondana/contract';
import { count, eq } from 'drizzle-orm';
import { contents } from '../db/schema/index.ts';
import type { Database } from '../platform/database/connection.ts';

export interface DemoBooksWatch {
  /** Resolves once no book is left in processing. */
  readonly ready: Promise<void>;
  stop(): void;
}

async function processingCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contents)
    .where(eq(contents.state, ContentState.PROCESSING));
  return row?.n ?? 0;
}

/**
 * Watches the books the first start queued until the worker has processed them all, so that the start
 * can say so (and print where to go again: by then the banner has scrolled away under the worker's
 * lines). A lost database connection ends the watch quietly; the books themselves are not affected.
 */
export function watchDemoBooksReady(db: Database, intervalMs = 5000): DemoBooksWatch {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const ready = new Promise<void>((resolve, reject) => {
    const check = async () => {
      if (stopped) return;
      try {
        const left = await processingCount(db);
        if (left === 0) return resolve();
        timer = setTimeout(check, intervalMs);
        timer.unref();
      } catch (error) {
        reject(error);
      }
    };
    void check();
  });
  return {
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
