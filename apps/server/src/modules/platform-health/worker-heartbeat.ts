import os from 'node:os';
import { lt } from 'drizzle-orm';
import { workerHeartbeats } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';

/** How often a running worker writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A worker not seen for this long is down: six missed heartbeats (a long GC pause or a busy database is not). */
export const WORKER_DOWN_AFTER_SECONDS = 60;
/** Rows of processes gone for longer than this are removed. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

export interface WorkerHeartbeat {
  /** Stops beating; the row stays, so the health page shows when the worker was last seen. */
  stop(): Promise<void>;
}

/** Writes this process's heartbeat row at once and every `intervalMs`, with the injected clock's time. */
export async function startWorkerHeartbeat(
  db: Database,
  clock: Clock,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<WorkerHeartbeat> {
  const startedAt = clock.now();
  const instance = `${os.hostname()}:${process.pid}:${startedAt.getTime()}`;
  const beat = async () => {
    const now = clock.now();
    await db
      .insert(workerHeartbeats)
      .values({ instance, host: os.hostname(), pid: process.pid, startedAt, seenAt: now })
      .onConflictDoUpdate({ target: workerHeartbeats.instance, set: { seenAt: now } });
    await db
      .delete(workerHeartbeats)
      .where(lt(workerHeartbeats.seenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  };
  // A missed beat is reported, never thrown: the jobs keep running, and the page shows the worker down.
  const safeBeat = () => beat().catch((error) => options.onError?.(error));
  let running = safeBeat();
  await running;
  const timer = setInterval(() => {
    running = safeBeat();
  }, options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
