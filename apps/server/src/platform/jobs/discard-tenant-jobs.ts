import { sql } from 'drizzle-orm';
import type { Executor } from '../database/connection.ts';
import { JOBS_SCHEMA } from './job-queue.ts';

/**
 * Removes the jobs not yet running whose payload names one of `companyIds` (every kind carries its
 * tenant as `companyId`): used when those companies are deleted, so that their queued work neither
 * runs first nor acts on rows created later. Nothing to do before pg-boss has made its tables.
 */
export async function discardTenantJobs(tx: Executor, companyIds: number[]): Promise<number> {
  if (companyIds.length === 0) return 0;
  const exists = await tx.execute<{ table: string | null }>(
    sql`select to_regclass(${`${JOBS_SCHEMA}.job`})::text as table`,
  );
  if (!exists.rows[0]?.table) return 0;
  const ids = sql.join(
    companyIds.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const removed = await tx.execute(
    sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job
        where state in ('created', 'retry') and data->>'companyId' in (${ids})`,
  );
  return removed.rowCount ?? 0;
}
