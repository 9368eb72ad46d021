import type { JobState } from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';

export type JobRow = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  last_error: string | null;
};

const DEAD_LETTER_SUFFIX = '.dead';

/** Jobs live in pg-boss's own table; this only reads it. `dead` is a job of a dead-letter queue. */
function jobFilter(filter: { state?: JobState | undefined; queue?: string | undefined }): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.state === 'dead') parts.push(sql`name like ${`%${DEAD_LETTER_SUFFIX}`}`);
  else if (filter.state) {
    parts.push(sql`state::text = ${filter.state}`, sql`name not like ${`%${DEAD_LETTER_SUFFIX}`}`);
  }
  if (filter.queue) parts.push(sql`(name = ${filter.queue} or name = ${filter.queue + DEAD_LETTER_SUFFIX})`);
  return sql.join(parts, sql` and `);
}

/** Background jobs have no tenant: the system admin's view of every one of them, newest first. */
export async function pageJobsAcrossTenants(
  db: Database,
  filter: { state?: JobState | undefined; queue?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const table = sql`${sql.identifier(JOBS_SCHEMA)}.job`;
  const where = jobFilter(filter);
  const [totals, rows] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${table} where ${where}`),
    db.execute<JobRow>(sql`select id::text, name, state::text, retry_count, retry_limit, created_on, started_on,
        completed_on, output->>'message' as last_error
      from ${table} where ${where}
      order by created_on desc, id limit ${page.limit} offset ${page.offset}`),
  ]);
  return { rows: rows.rows, total: totals.rows[0]?.total ?? 0 };
}

export const isDeadLetterQueue = (name: string) => name.endsWith(DEAD_LETTER_SUFFIX);
