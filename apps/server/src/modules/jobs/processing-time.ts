import type { ProcessingTimeQuery, TenantProcessingTime } from '@hondana/contract';
import { desc, eq, gte, max, sql, sum } from 'drizzle-orm';
import { companies, contentProcessingRuns } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * GET /jobs/processing-time: each tenant's processing runs of the last `days` days, the costliest
 * first. Across tenants by design: the system admin alone has `jobs.read` (policy table).
 */
export async function processingTimeAcrossTenants(
  db: Database,
  query: ProcessingTimeQuery,
  now = new Date(),
): Promise<TenantProcessingTime[]> {
  const since = new Date(now.getTime() - query.days * DAY_MS);
  const runs = contentProcessingRuns;
  const totalMs = sql<number>`coalesce(${sum(runs.durationMs)}, 0)::bigint`.mapWith(Number);
  const rows = await db
    .select({
      companyId: runs.companyId,
      companyName: companies.name,
      runs: sql<number>`count(*)::int`,
      refused: sql<number>`count(${runs.resultCode})::int`,
      totalMs,
      maxMs: sql<number>`coalesce(max(${runs.durationMs}), 0)::int`,
      textBytes: sql<number>`coalesce(${sum(runs.textBytes)}, 0)::bigint`.mapWith(Number),
      lastRunAt: max(runs.startedAt),
    })
    .from(runs)
    .innerJoin(companies, eq(companies.id, runs.companyId))
    .where(gte(runs.startedAt, since))
    .groupBy(runs.companyId, companies.name)
    .orderBy(desc(totalMs), runs.companyId);
  return rows.map((row) => ({
    ...row,
    lastRunAt: new Date(row.lastRunAt ?? since).toISOString(),
  }));
}
