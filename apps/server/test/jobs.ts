/** Test helpers for background jobs (imported by *.test.ts and test-app.ts only). */
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { startJobWorker } from '../src/job-registry.ts';
import { processingDirOf } from '../src/modules/content/processing/processing-dir.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { Database } from '../src/platform/database/connection.ts';
import { JOBS_SCHEMA, type JobWorker } from '../src/platform/jobs/job-queue.ts';

/** The real worker of the app (its handlers, mailer and clock), polling every half second. */
export function startTestWorker(app: App): Promise<JobWorker> {
  const { db, jobs, mailer, clock, config, storage, masterKey } = app.deps;
  return startJobWorker(
    {
      db,
      jobs,
      mailer,
      clock: clock ?? systemClock,
      publicUrl: config.publicUrl,
      storage,
      masterKey,
      processingDir: processingDirOf(config.dataDir),
      gatewayConfig: config,
    },
    { pollingIntervalSeconds: 0.5 },
  );
}

/** Jobs not finished yet (queued, waiting for a retry, or running), by queue. */
export async function pendingJobs(db: Database): Promise<Record<string, number>> {
  const result = await db.execute<{ name: string; count: number }>(
    sql`select name, count(*)::int as count from ${sql.identifier(JOBS_SCHEMA)}.job
        where state in ('created', 'retry', 'active') group by name`,
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.count]));
}

/**
 * Resolves once no job is queued, waiting for a retry or running (a worker must be running); rejects
 * with what is still pending after `timeoutMs`.
 */
export async function waitForJobs(db: Database, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await pendingJobs(db);
    if (Object.keys(pending).length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(pending)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
