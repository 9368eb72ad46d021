import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';
import { isDeadLetterQueue, type JobRow } from './repository.ts';

const jobColumns = sql`id::text, name, state::text, retry_count, retry_limit, created_on, started_on,
  completed_on, output->>'message' as last_error`;

/** The job a retry of `id` runs again: itself, or for a dead-letter copy the failed original. */
export async function retryTargetAcrossTenants(
  tx: Executor,
  id: string,
): Promise<{ name: string; id: string } | null> {
  const table = sql`${sql.identifier(JOBS_SCHEMA)}.job`;
  const found = await tx.execute<{ name: string; source_name: string | null; source_id: string | null }>(
    sql`select name, source_name, source_id::text from ${table} where id = ${id}::uuid limit 1`,
  );
  const row = found.rows[0];
  if (!row) return null;
  if (!isDeadLetterQueue(row.name)) return { name: row.name, id };
  return row.source_name && row.source_id ? { name: row.source_name, id: row.source_id } : null;
}

/** The current row of a job, whatever its state. */
export async function jobRowAcrossTenants(tx: Executor, target: { name: string; id: string }) {
  const table = sql`${sql.identifier(JOBS_SCHEMA)}.job`;
  const found = await tx.execute<JobRow>(
    sql`select ${jobColumns} from ${table} where name = ${target.name} and id = ${target.id}::uuid`,
  );
  return found.rows[0] ?? null;
}

/**
 * Gives a failed job one more attempt, as pg-boss's own retry does (state `retry`, one more attempt
 * allowed, due now), inside the caller's transaction so the audit row goes with it. Answers the row as
 * changed, or null when the job is not failed (so a second retry of the same failure changes nothing).
 */
export async function retryFailedJobAcrossTenants(
  tx: Executor,
  target: { name: string; id: string },
): Promise<JobRow | null> {
  const schema = sql.identifier(JOBS_SCHEMA);
  const changed = await tx.execute<JobRow>(sql`update ${schema}.job
      set state = 'retry', retry_limit = retry_limit + 1, completed_on = null,
        start_after = greatest(start_after, ${schema}.job_now())
      where name = ${target.name} and id = ${target.id}::uuid and state = 'failed'
      returning ${jobColumns}`);
  return changed.rows[0] ?? null;
}
