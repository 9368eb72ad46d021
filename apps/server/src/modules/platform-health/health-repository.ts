import { count, gte, max, sql } from 'drizzle-orm';
import { workerHeartbeats } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';

/** Bytes the current database takes on disk. */
export async function databaseSizeBytes(db: Database): Promise<number> {
  const result = await db.execute<{ size: string }>(
    sql`select pg_database_size(current_database())::text as size`,
  );
  return Number(result.rows[0]?.size ?? 0);
}

/** The newest heartbeat of any worker, and how many processes beat since `since`. */
export async function workerHeartbeatSummary(db: Database, since: Date) {
  const [newest] = await db.select({ lastSeenAt: max(workerHeartbeats.seenAt) }).from(workerHeartbeats);
  const [recent] = await db
    .select({ running: count() })
    .from(workerHeartbeats)
    .where(gte(workerHeartbeats.seenAt, since));
  return { lastSeenAt: newest?.lastSeenAt ?? null, running: recent?.running ?? 0 };
}

export type QueueCountsRow = {
  queue: string;
  created: number;
  retry: number;
  active: number;
  failed_last_day: number;
  dead: number;
};

/**
 * Every job queue (not the dead-letter ones) with its waiting, retrying and running jobs, the jobs that
 * failed for good since `since`, and the jobs of its dead-letter queue. Reads pg-boss's own tables.
 */
export async function queueCounts(db: Database, since: Date): Promise<QueueCountsRow[]> {
  const schema = sql.identifier(JOBS_SCHEMA);
  const result = await db.execute<QueueCountsRow>(sql`
    with counts as (
      select name,
        count(*) filter (where state = 'created')::int as created,
        count(*) filter (where state = 'retry')::int as retry,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed' and completed_on >= ${since})::int as failed_last_day,
        count(*)::int as total
      from ${schema}.job group by name
    )
    select q.name as queue, coalesce(c.created, 0) as created, coalesce(c.retry, 0) as retry,
      coalesce(c.active, 0) as active, coalesce(c.failed_last_day, 0) as failed_last_day,
      coalesce(d.total, 0) as dead
    from ${schema}.queue q
      left join counts c on c.name = q.name
      left join counts d on d.name = q.name || '.dead'
    where q.name not like '%.dead'
    order by q.name`);
  return result.rows;
}
