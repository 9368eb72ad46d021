import fs from 'node:fs/promises';
import type { PlatformHealth } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { databaseSizeBytes, queueCounts, workerHeartbeatSummary } from './health-repository.ts';
import { WORKER_DOWN_AFTER_SECONDS } from './worker-heartbeat.ts';

/** Below this much free space the storage still works but needs a look. */
const LOW_FREE_BYTES = 1024 ** 3;
const DAY_MS = 24 * 3600 * 1000;

export interface HealthDeps {
  db: Database;
  storage: Storage;
  /** The configured storage root, for its free space. */
  storageDir: string;
  clock: Clock;
  log: { error(object: unknown, message: string): void };
}

async function checkDatabase(deps: HealthDeps): Promise<PlatformHealth['database']> {
  try {
    const started = performance.now();
    await deps.db.execute(sql`select 1`);
    const roundTripMs = Math.round(performance.now() - started);
    return { status: 'up', roundTripMs, sizeBytes: await databaseSizeBytes(deps.db) };
  } catch (error) {
    deps.log.error({ err: error }, 'platform health: database unreachable');
    return { status: 'down', roundTripMs: null, sizeBytes: null };
  }
}

async function checkStorage(deps: HealthDeps): Promise<PlatformHealth['storage']> {
  const probe = `health/probe-${process.pid}-${deps.clock.now().getTime()}`;
  let writable = false;
  try {
    await deps.storage.put(probe, Buffer.from('ok'));
    await deps.storage.remove(probe);
    writable = true;
  } catch (error) {
    deps.log.error({ err: error }, 'platform health: storage not writable');
  }
  const freeBytes = await fs
    .statfs(deps.storageDir)
    .then((stats) => stats.bavail * stats.bsize)
    .catch(() => null);
  const status = !writable ? 'down' : freeBytes !== null && freeBytes < LOW_FREE_BYTES ? 'degraded' : 'up';
  return { status, writable, freeBytes };
}

/** GET /platform/health: every part checked on its own, a failing part never failing the call. */
export async function checkPlatformHealth(deps: HealthDeps): Promise<PlatformHealth> {
  const now = deps.clock.now();
  const database = await checkDatabase(deps);
  const storage = await checkStorage(deps);
  if (database.status === 'down') {
    // The heartbeats and queues live in the database: nothing can be said of them.
    const worker = {
      status: 'down',
      lastSeenAt: null,
      running: 0,
      downAfterSeconds: WORKER_DOWN_AFTER_SECONDS,
    } as const;
    return { checkedAt: now.toISOString(), database, storage, worker, queues: [] };
  }
  const seenSince = new Date(now.getTime() - WORKER_DOWN_AFTER_SECONDS * 1000);
  const [heartbeats, queues] = await Promise.all([
    workerHeartbeatSummary(deps.db, seenSince),
    queueCounts(deps.db, new Date(now.getTime() - DAY_MS)),
  ]);
  return {
    checkedAt: now.toISOString(),
    database,
    storage,
    worker: {
      status: heartbeats.running > 0 ? 'up' : 'down',
      lastSeenAt: heartbeats.lastSeenAt ? new Date(heartbeats.lastSeenAt).toISOString() : null,
      running: heartbeats.running,
      downAfterSeconds: WORKER_DOWN_AFTER_SECONDS,
    },
    queues: queues.map((row) => ({
      queue: row.queue,
      created: row.created,
      retry: row.retry,
      active: row.active,
      failedLastDay: row.failed_last_day,
      dead: row.dead,
    })),
  };
}
