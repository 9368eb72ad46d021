/** Helpers for the race tests (imported by *.test.ts only). */
import pg from 'pg';

export interface HeldLock {
  /**
   * Resolves once `count` backends of the database wait for a lock (the racers queued behind this one),
   * or as soon as `settled` settles (the racers never needed the lock).
   */
  waitForWaiters(count: number, settled: Promise<unknown>): Promise<void>;
  /** Commits the holding transaction: the waiting racers go on, all at once. */
  release(): Promise<void>;
}

/**
 * Runs `statement` (a `select … for update`) in a transaction of its own connection and keeps it open, so
 * every request that touches the row queues behind it. Releasing the queue lets the racers go together:
 * a race the code does not guard against then shows every time, not only when the timing happens to be bad.
 */
export async function holdRowLock(url: string, statement: string, params: unknown[]): Promise<HeldLock> {
  const client = new pg.Client(url);
  // pg_stat_activity is read once per transaction: the waiters are counted from a second connection.
  const watcher = new pg.Client(url);
  await Promise.all([client.connect(), watcher.connect()]);
  await client.query('begin');
  await client.query(statement, params);
  return {
    async waitForWaiters(count, settled) {
      let done = false;
      void settled.then(
        () => {
          done = true;
        },
        () => {
          done = true;
        },
      );
      while (!done) {
        const { rows } = await watcher.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      try {
        await client.query('commit');
      } finally {
        await Promise.all([client.end(), watcher.end()]);
      }
    },
  };
}
