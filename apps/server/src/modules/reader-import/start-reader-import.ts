import { CsvImportStatus, type ReaderImportRun, ResultCode } from '@hondana/contract';
import type { AuditWho } from '../../platform/audit/audited-write.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { importReadersJob } from './import-readers-job.ts';
import type { ReaderImportDeps } from './preview-reader-csv.ts';
import { type Authorize, presentRunWithCounts, reachableRun } from './reader-import-reads.ts';
import { outcomeCounts, startRun } from './reader-import-run-repository.ts';

/**
 * `POST /reader-import/{id}/import`: a previewed run starts, once (778 for a run already started),
 * and only while no other import of the company runs (746, the partial unique index deciding a race).
 * The run turns running and its job is queued in one transaction.
 */
export async function startReaderImport(
  deps: ReaderImportDeps,
  actor: Actor,
  who: AuditWho,
  authorize: Authorize,
  id: number,
): Promise<ReaderImportRun> {
  const run = await reachableRun(deps.db, actor, authorize, id);
  if (run.status !== CsvImportStatus.PREVIEWED) throw appError(ResultCode.CSV_IMPORT_ALREADY_STARTED);
  const scope = companyScope(run.companyId);
  const started = await deps.db
    .transaction(async (tx) => {
      const { refused } = await outcomeCounts(tx, scope, run.id);
      const row = await startRun(tx, scope, run.id, refused);
      if (!row) throw appError(ResultCode.CSV_IMPORT_ALREADY_STARTED);
      const { clock: _clock, ...recorded } = who;
      await deps.jobs.send(
        importReadersJob,
        { companyId: run.companyId, runId: run.id, who: recorded },
        { tx },
      );
      return row;
    })
    .catch((error: unknown) => {
      throw asRefusal(error);
    });
  return presentRunWithCounts(deps.db, started);
}
