import { type ReaderImportPreview, ResultCode } from '@hondana/contract';
import type { Clock } from '../../platform/clock.ts';
import { CsvFileError } from '../../platform/csv/csv-header.ts';
import { assertCsvName, csvKey, storeCsv } from '../../platform/csv/csv-upload.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { StagedUpload } from '../../platform/http/staged-upload.ts';
import type { UploadedFile } from '../../platform/http/upload-parts.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { adminScope, type RouteCaller, type ScopeRequest } from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type CompanyRow, findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { decideReaderRows } from './decide-reader-rows.ts';
import { presentRowPage, presentRun } from './present-reader-import.ts';
import { readReaderCsv } from './reader-csv-file.ts';
import { deleteStalePreviews, insertPreviewRun, insertRunRows } from './reader-import-run-repository.ts';
import { readerKeyOf } from './reader-row-rules.ts';

export interface ReaderImportDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  clock: Clock;
}

/** A preview that was not imported within this time is deleted by the company's next preview. */
export const PREVIEW_HOURS = 24;
/** Rows of the dry run's answer; the rest are paged (`GET /reader-import/{id}/rows`). */
export const PREVIEW_FIRST_PAGE = 50;

/** The company the caller imports into (a system admin names it). */
export async function importCompanyOf(db: Database, { actor, authorize }: RouteCaller, query: ScopeRequest) {
  const scope: TenantScope = await adminScope(db, actor, authorize, { companyId: query.companyId });
  const company = await findCompanyById(db, scope.companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return { scope, company };
}

/** Reads, checks and decides every row, and keeps them with a new previewed run. Nothing else is written. */
async function previewFile(
  deps: ReaderImportDeps,
  actor: Actor,
  company: CompanyRow,
  scope: TenantScope,
  storageKey: string,
  fileName: string,
): Promise<ReaderImportPreview> {
  const key = readerKeyOf(company.accountType);
  let file: Awaited<ReturnType<typeof readReaderCsv>>;
  try {
    file = await readReaderCsv(deps.storage, storageKey, key);
  } catch (error) {
    if (error instanceof CsvFileError) throw appError(error.problem.code, { problem: error.problem });
    throw error;
  }
  const decisions = await decideReaderRows(deps.db, company, file.records);
  const cellsOf = new Map(file.records.map((record) => [record.row, record.cells]));
  const refused = decisions.filter((decision) => decision.outcome === 'refused').length;
  const now = deps.clock.now();
  const run = await deps.db.transaction(async (tx) => {
    await deleteStalePreviews(tx, scope, new Date(now.getTime() - PREVIEW_HOURS * 3_600_000));
    const inserted = await insertPreviewRun(tx, scope, {
      fileName,
      startedById: actor.userId,
      totalRows: decisions.length,
      errorRows: refused,
    });
    await insertRunRows(
      tx,
      scope,
      inserted.id,
      decisions.map((decision) => ({
        row: decision.row,
        outcome: decision.outcome,
        cells: Object.fromEntries(cellsOf.get(decision.row) ?? []),
        problems: decision.problems.map((found) => ({ row: decision.row, ...found })),
      })),
    );
    return inserted;
  });
  const counts = { create: 0, update: 0, refused: 0, created: 0, updated: 0 };
  for (const decision of decisions) counts[decision.outcome] += 1;
  const firstRows = decisions.slice(0, PREVIEW_FIRST_PAGE).map((decision) => ({
    row: decision.row,
    outcome: decision.outcome,
    cells: Object.fromEntries(cellsOf.get(decision.row) ?? []),
    problems: decision.problems.map((found) => ({ row: decision.row, ...found })),
  }));
  return {
    run: presentRun(run, counts),
    rows: presentRowPage(firstRows, key, { total: decisions.length, page: 1, size: PREVIEW_FIRST_PAGE }),
  };
}

/**
 * `POST /reader-import/preview`: the name and the caller's reach are checked before a byte is stored;
 * the file is stored while it is read, then removed whatever happens. The answer is the dry run: counts
 * and the first rows, with the run's id to page through the rest and to import it.
 */
export async function stageReaderPreview(
  deps: ReaderImportDeps,
  caller: RouteCaller,
  query: ScopeRequest,
  file: UploadedFile,
): Promise<StagedUpload<ReaderImportPreview>> {
  assertCsvName(file);
  const { scope, company } = await importCompanyOf(deps.db, caller, query);
  const storageKey = csvKey(scope.companyId);
  await storeCsv(deps.storage, storageKey, file);
  const fileName = file.filename.trim().slice(0, 255);
  return {
    commit: async () => {
      try {
        return await previewFile(deps, caller.actor, company, scope, storageKey, fileName);
      } finally {
        await deps.storage.remove(storageKey);
      }
    },
    discard: () => deps.storage.remove(storageKey),
  };
}
