import {
  CsvImportKind,
  CsvImportStatus,
  ReaderImportOutcome as Outcome,
  type ReaderImportOutcome,
} from '@hondana/contract';
import { and, asc, count, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type CsvImportError, csvImportRuns, readerImportRows } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type ReaderRunRow = typeof csvImportRuns.$inferSelect;
export type ReaderImportRowRow = typeof readerImportRows.$inferSelect;
export type NewReaderImportRow = Omit<typeof readerImportRows.$inferInsert, 'companyId' | 'runId'>;

/** Rows written per statement: a few hundred kilobytes of cells at most. */
const INSERT_CHUNK = 1000;

const readerRuns = (scope: TenantScope): SQL =>
  and(inCompany(csvImportRuns, scope), eq(csvImportRuns.kind, CsvImportKind.USERS)) as SQL;

const rowsOfRun = (scope: TenantScope, runId: number): SQL =>
  and(inCompany(readerImportRows, scope), eq(readerImportRows.runId, runId)) as SQL;

export async function insertPreviewRun(
  tx: Executor,
  scope: TenantScope,
  values: { fileName: string; startedById: number; totalRows: number; errorRows: number },
): Promise<ReaderRunRow> {
  const [row] = await tx
    .insert(csvImportRuns)
    .values({
      ...values,
      companyId: scope.companyId,
      okRows: values.totalRows - values.errorRows,
      kind: CsvImportKind.USERS,
      status: CsvImportStatus.PREVIEWED,
    })
    .returning();
  if (!row) throw new Error('import run not inserted');
  return row;
}

export async function insertRunRows(
  tx: Executor,
  scope: TenantScope,
  runId: number,
  rows: NewReaderImportRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    await tx
      .insert(readerImportRows)
      .values(chunk.map((row) => ({ ...row, companyId: scope.companyId, runId })));
  }
}

/** Previews never imported are forgotten after a day: their rows (up to the file's whole content) go too. */
export async function deleteStalePreviews(tx: Executor, scope: TenantScope, before: Date): Promise<void> {
  await tx
    .delete(csvImportRuns)
    .where(
      and(
        readerRuns(scope),
        eq(csvImportRuns.status, CsvImportStatus.PREVIEWED),
        lt(csvImportRuns.startedAt, before),
      ),
    );
}

export async function findReaderRun(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(csvImportRuns)
    .where(and(readerRuns(scope), eq(csvImportRuns.id, id)));
  return row;
}

/** For a system administrator, whose scope is the whole platform: the caller checks the run's company. */
export async function findReaderRunAcrossTenants(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(csvImportRuns)
    .where(and(eq(csvImportRuns.kind, CsvImportKind.USERS), eq(csvImportRuns.id, id)));
  return row;
}

export async function outcomeCounts(
  db: Executor,
  scope: TenantScope,
  runId: number,
): Promise<Record<ReaderImportOutcome, number>> {
  const rows = await db
    .select({ outcome: readerImportRows.outcome, total: count() })
    .from(readerImportRows)
    .where(rowsOfRun(scope, runId))
    .groupBy(readerImportRows.outcome);
  const counts = { create: 0, update: 0, refused: 0, created: 0, updated: 0 };
  for (const row of rows) counts[row.outcome] = row.total;
  return counts;
}

export async function rowPage(
  db: Executor,
  scope: TenantScope,
  runId: number,
  query: { page: number; size: number; outcome?: ReaderImportOutcome | undefined },
): Promise<{ rows: ReaderImportRowRow[]; total: number }> {
  const where = and(
    rowsOfRun(scope, runId),
    query.outcome === undefined ? undefined : eq(readerImportRows.outcome, query.outcome),
  );
  const [counted] = await db.select({ total: count() }).from(readerImportRows).where(where);
  const rows = await db
    .select()
    .from(readerImportRows)
    .where(where)
    .orderBy(asc(readerImportRows.row))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows, total: counted?.total ?? 0 };
}

/** The next rows after `afterRow` of the given outcomes, in file order (keyset paging). */
export async function rowsAfter(
  db: Executor,
  scope: TenantScope,
  runId: number,
  outcomes: ReaderImportOutcome[],
  afterRow: number,
  limit: number,
): Promise<ReaderImportRowRow[]> {
  return db
    .select()
    .from(readerImportRows)
    .where(
      and(
        rowsOfRun(scope, runId),
        inArray(readerImportRows.outcome, outcomes),
        gt(readerImportRows.row, afterRow),
      ),
    )
    .orderBy(asc(readerImportRows.row))
    .limit(limit);
}

/** What the import did with each row of a batch. */
export async function markRows(
  tx: Executor,
  scope: TenantScope,
  runId: number,
  done: { row: number; outcome: ReaderImportOutcome; problems: CsvImportError[] }[],
): Promise<void> {
  if (done.length === 0) return;
  const values = sql.join(
    done.map(
      (item) => sql`(${item.row}::int, ${item.outcome}::text, ${JSON.stringify(item.problems)}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${readerImportRows} as r set outcome = d.outcome, problems = d.problems
    from (values ${values}) as d(row, outcome, problems)
    where ${companyIs('r', scope)} and r.run_id = ${runId} and r.row = d.row`);
}

/**
 * Previewed → running, once: a run already started (or another company's) is not touched (undefined).
 * The partial unique index refuses a second running import of the company (746).
 */
export async function startRun(tx: Executor, scope: TenantScope, id: number, refused: number) {
  const [row] = await tx
    .update(csvImportRuns)
    .set({ status: CsvImportStatus.RUNNING, okRows: 0, errorRows: refused })
    .where(
      and(readerRuns(scope), eq(csvImportRuns.id, id), eq(csvImportRuns.status, CsvImportStatus.PREVIEWED)),
    )
    .returning();
  return row;
}

/** Adds a batch's rows to the progress of a running import (false when it no longer runs). */
export async function addProgress(
  tx: Executor,
  scope: TenantScope,
  id: number,
  done: { ok: number; refused: number },
): Promise<boolean> {
  const updated = await tx
    .update(csvImportRuns)
    .set({
      okRows: sql`${csvImportRuns.okRows} + ${done.ok}`,
      errorRows: sql`${csvImportRuns.errorRows} + ${done.refused}`,
    })
    .where(
      and(readerRuns(scope), eq(csvImportRuns.id, id), eq(csvImportRuns.status, CsvImportStatus.RUNNING)),
    )
    .returning({ id: csvImportRuns.id });
  return updated.length > 0;
}

export async function finishReaderRun(
  db: Executor,
  scope: TenantScope,
  id: number,
  status: typeof CsvImportStatus.SUCCEEDED | typeof CsvImportStatus.FAILED,
  errors?: CsvImportError[],
): Promise<void> {
  await db
    .update(csvImportRuns)
    .set({ status, finishedAt: sql`now()`, ...(errors ? { errors } : {}) })
    .where(
      and(readerRuns(scope), eq(csvImportRuns.id, id), eq(csvImportRuns.status, CsvImportStatus.RUNNING)),
    );
}

export const pendingOutcomes: ReaderImportOutcome[] = [Outcome.CREATE, Outcome.UPDATE];
