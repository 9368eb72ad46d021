import { CsvImportKind, CsvImportStatus } from '@hondana/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type CsvImportError, csvImportRuns } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../../platform/tenancy/tenant-scope.ts';

export type CsvImportRunRow = typeof csvImportRuns.$inferSelect;

/** At most this many row problems are kept with a run; `errorRows` still counts every refused row. */
export const MAX_STORED_PROBLEMS = 1000;

const contentRuns = (scope: TenantScope): SQL =>
  and(
    inCompany(csvImportRuns, scope),
    eq(csvImportRuns.kind, CsvImportKind.CONTENTS),
    scope.serviceId === null ? undefined : eq(csvImportRuns.serviceId, scope.serviceId),
  ) as SQL;

export async function insertContentImportRun(
  db: Executor,
  scope: ServiceScope,
  values: { fileName: string; storageKey: string; startedById: number },
): Promise<CsvImportRunRow> {
  const [row] = await db
    .insert(csvImportRuns)
    .values({
      ...values,
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      kind: CsvImportKind.CONTENTS,
      status: CsvImportStatus.RUNNING,
    })
    .returning();
  if (!row) throw new Error('import run not inserted');
  return row;
}

export async function findContentImportRun(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(csvImportRuns)
    .where(and(contentRuns(scope), eq(csvImportRuns.id, id)));
  return row;
}

/** For a system administrator, whose scope is the whole platform. */
export async function findContentImportRunAcrossTenants(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(csvImportRuns)
    .where(and(eq(csvImportRuns.kind, CsvImportKind.CONTENTS), eq(csvImportRuns.id, id)));
  return row;
}

export async function runningImportOf(db: Executor, scope: TenantScope) {
  const [row] = await db
    .select({ id: csvImportRuns.id })
    .from(csvImportRuns)
    .where(and(inCompany(csvImportRuns, scope), eq(csvImportRuns.status, CsvImportStatus.RUNNING)));
  return row;
}

/** Progress of a running import (only while it still runs: a run marked failed stays as it is). */
export async function recordProgress(
  db: Executor,
  scope: TenantScope,
  id: number,
  progress: { totalRows: number; okRows: number; errorRows: number; errors: CsvImportError[] },
): Promise<boolean> {
  const updated = await db
    .update(csvImportRuns)
    .set(progress)
    .where(
      and(
        inCompany(csvImportRuns, scope),
        eq(csvImportRuns.id, id),
        eq(csvImportRuns.status, CsvImportStatus.RUNNING),
      ),
    )
    .returning({ id: csvImportRuns.id });
  return updated.length > 0;
}

/** Ends a running import; the stored file is forgotten (the caller removes it). */
export async function finishRun(
  db: Executor,
  scope: TenantScope,
  id: number,
  status: typeof CsvImportStatus.SUCCEEDED | typeof CsvImportStatus.FAILED,
  extra: { errors?: CsvImportError[] } = {},
): Promise<CsvImportRunRow | undefined> {
  const [row] = await db
    .update(csvImportRuns)
    .set({
      status,
      finishedAt: sql`now()`,
      storageKey: null,
      ...(extra.errors ? { errors: extra.errors } : {}),
    })
    .where(
      and(
        inCompany(csvImportRuns, scope),
        eq(csvImportRuns.id, id),
        eq(csvImportRuns.status, CsvImportStatus.RUNNING),
      ),
    )
    .returning();
  return row;
}
