import { and, eq, sql } from 'drizzle-orm';
import { type ReaderBulkRefusal, readerBulkRuns } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type ReaderBulkRunRow = typeof readerBulkRuns.$inferSelect;

export async function insertBulkRun(
  tx: Executor,
  scope: TenantScope,
  values: Omit<typeof readerBulkRuns.$inferInsert, 'companyId' | 'serviceId'>,
): Promise<ReaderBulkRunRow> {
  const [row] = await tx
    .insert(readerBulkRuns)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('bulk run not created');
  return row;
}

/** A run of the company, locked for the item being done when `lock` (the worker's resume point). */
export async function findBulkRun(
  db: Executor,
  scope: TenantScope,
  id: number,
  lock = false,
): Promise<ReaderBulkRunRow | undefined> {
  const query = db
    .select()
    .from(readerBulkRuns)
    .where(and(inCompany(readerBulkRuns, scope), eq(readerBulkRuns.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A run of any company: only for the detail call, whose caller the policy checks on the row. */
export async function findBulkRunAcrossTenants(
  db: Executor,
  id: number,
): Promise<ReaderBulkRunRow | undefined> {
  const [row] = await db.select().from(readerBulkRuns).where(eq(readerBulkRuns.id, id)).limit(1);
  return row;
}

/** A batch of readers handled: some done, some refused with their reasons; the last one ends the run. */
export async function recordBulkProgress(
  tx: Executor,
  scope: TenantScope,
  run: ReaderBulkRunRow,
  batch: { done: number; refusals: ReaderBulkRefusal[]; last: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(readerBulkRuns)
    .set({
      status: batch.last ? 'finished' : 'running',
      finishedAt: batch.last ? now : null,
      done: sql`${readerBulkRuns.done} + ${batch.done}`,
      refused: sql`${readerBulkRuns.refused} || ${JSON.stringify(batch.refusals)}::jsonb`,
    })
    .where(and(inCompany(readerBulkRuns, scope), eq(readerBulkRuns.id, run.id)));
}

export async function finishBulkRun(
  db: Executor,
  scope: TenantScope,
  id: number,
  status: 'finished' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .update(readerBulkRuns)
    .set({ status, finishedAt: now })
    .where(and(inCompany(readerBulkRuns, scope), eq(readerBulkRuns.id, id)));
}
