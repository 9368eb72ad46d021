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

/** One more reader handled: done, or refused with its reason; the run is running until the last one. */
export async function recordBulkItem(
  tx: Executor,
  scope: TenantScope,
  run: ReaderBulkRunRow,
  refusal: ReaderBulkRefusal | null,
  now: Date,
): Promise<void> {
  const handled = run.done + run.refused.length + 1;
  const last = handled >= run.userIds.length;
  await tx
    .update(readerBulkRuns)
    .set({
      status: last ? 'finished' : 'running',
      finishedAt: last ? now : null,
      ...(refusal
        ? { refused: sql`${readerBulkRuns.refused} || ${JSON.stringify([refusal])}::jsonb` }
        : { done: sql`${readerBulkRuns.done} + 1` }),
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
