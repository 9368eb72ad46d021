import { type CsvImportRun, ResultCode } from '@hondana/contract';
import { assertCsvName, csvKey, storeCsv } from '../../../platform/csv/csv-upload.ts';
import type { Database } from '../../../platform/database/connection.ts';
import { asRefusal } from '../../../platform/database/constraint-refusals.ts';
import { appError } from '../../../platform/http/app-error.ts';
import { type StagedUpload, stagedFile } from '../../../platform/http/staged-upload.ts';
import type { UploadedFile } from '../../../platform/http/upload-parts.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { adminScope, type RouteCaller, type ScopeRequest } from '../../../platform/policy/admin-scope.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { findDefaultService } from '../../../platform/tenancy/tenant-repository.ts';
import type { ServiceScope } from '../../../platform/tenancy/tenant-scope.ts';
import { insertContentImportRun, runningImportOf } from './csv-import-run-repository.ts';
import { importContentCsvJob } from './import-content-csv-job.ts';
import { presentImportRun } from './present-import-run.ts';

export interface CsvImportDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
}

/** Where new contents go: the service the scope names, else the company's default service. */
async function targetServiceOf(
  db: Database,
  caller: RouteCaller,
  scope: { companyId: number; serviceId: number | null },
) {
  if (scope.serviceId !== null) return { companyId: scope.companyId, serviceId: scope.serviceId };
  const service = await findDefaultService(db, scope.companyId);
  if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
  const target: ServiceScope = { companyId: scope.companyId, serviceId: service.id };
  caller.authorize(target);
  return target;
}

/**
 * `POST /import-csv-file/upload-csv`: the name, the scope and the one-run-per-company rule are checked
 * before a byte is stored; the file is stored and staged, then, once the whole body is accepted, the run
 * and its job are written in one transaction (the partial unique index answers 746 to a run that won the
 * race). Nothing is left of a refusal.
 */
export async function stageContentCsvImport(
  deps: CsvImportDeps,
  caller: RouteCaller,
  query: ScopeRequest,
  file: UploadedFile,
): Promise<StagedUpload<CsvImportRun>> {
  assertCsvName(file);
  const scope = await adminScope(deps.db, caller.actor, caller.authorize, query);
  const target = await targetServiceOf(deps.db, caller, scope);
  if (await runningImportOf(deps.db, scope)) throw appError(ResultCode.CSV_IMPORT_RUNNING);
  const storageKey = csvKey(scope.companyId);
  await storeCsv(deps.storage, storageKey, file);
  return stagedFile(
    deps.storage,
    storageKey,
    async () => {
      try {
        return await deps.db.transaction(async (tx) => {
          const row = await insertContentImportRun(tx, target, {
            fileName: file.filename.trim().slice(0, 255),
            storageKey,
            startedById: caller.actor.userId,
          });
          await deps.jobs.send(
            importContentCsvJob,
            { companyId: target.companyId, runId: row.id, serviceOnly: scope.serviceId !== null },
            { tx },
          );
          return row;
        });
      } catch (error) {
        throw asRefusal(error);
      }
    },
    presentImportRun,
  );
}
