import { CsvImportStatus, ResultCode } from '@hondana/contract';
import type { CsvImportError } from '../../../db/schema/index.ts';
import { type CsvEncoding, detectEncoding } from '../../../platform/csv/csv-decoding.ts';
import { CsvFileError, csvFileProblem, namesOfHeader } from '../../../platform/csv/csv-header.ts';
import { CsvSyntaxError, csvRecords } from '../../../platform/csv/csv-records.ts';
import type { Database } from '../../../platform/database/connection.ts';
import { handleJob, type PayloadOf } from '../../../platform/jobs/job-kind.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { companyScope } from '../../../platform/tenancy/tenant-scope.ts';
import { exportColumns, type ImportColumn, RULE, readOnlyColumns } from './content-csv-columns.ts';
import {
  type CsvImportRunRow,
  findContentImportRun,
  finishRun,
  MAX_STORED_PROBLEMS,
  recordProgress,
} from './csv-import-run-repository.ts';
import { importContentCsvJob } from './import-content-csv-job.ts';
import { type CsvRecord, type ImportTarget, writeContentRows } from './write-content-rows.ts';

export interface ImportCsvDeps {
  db: Database;
  storage: Storage;
}

/** Rows written per transaction; progress is recorded after each batch. */
const BATCH_ROWS = 200;

const fileProblem = csvFileProblem;

/** Header names → the import column of each position (null for the read-only columns). */
function columnsOfHeader(header: string[]): (ImportColumn | null)[] {
  const names = namesOfHeader(header, exportColumns, RULE);
  if (!names.includes('contentCode')) {
    throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.missingIdColumn`, 'contentCode');
  }
  return names.map((name) =>
    (readOnlyColumns as readonly string[]).includes(name) ? null : (name as ImportColumn),
  );
}

function recordOf(row: number, columns: (ImportColumn | null)[], fields: string[]): CsvRecord {
  if (fields.length !== columns.length)
    return { row, cells: null, cellCount: { count: fields.length, expected: columns.length } };
  const cells = new Map<ImportColumn, string>();
  columns.forEach((column, index) => {
    if (column) cells.set(column, fields[index] ?? '');
  });
  return { row, cells };
}

/** Each record of the file (blank ones skipped but counted); a syntax error is the run's file problem. */
async function* recordsOf(storage: Storage, key: string, encoding: CsvEncoding) {
  try {
    yield* csvRecords(storage, key, encoding);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw fileProblem(error.row, ResultCode.INVALID_FILE, `${RULE}.syntax`);
  }
}

async function countDataRows(storage: Storage, key: string, encoding: CsvEncoding): Promise<number> {
  let records = 0;
  for await (const _record of recordsOf(storage, key, encoding)) records += 1;
  if (records <= 1) throw fileProblem(records + 1, ResultCode.IMPORT_FILE_EMPTY, 'api.error.739');
  return records - 1;
}

class RunStopped extends Error {}

/** Reads the file from its first row and writes every row, recording progress after each batch. */
async function importFile(
  deps: ImportCsvDeps,
  run: CsvImportRunRow & { storageKey: string; serviceId: number },
  target: ImportTarget,
  signal: AbortSignal,
): Promise<CsvImportError[]> {
  const scope = companyScope(run.companyId);
  const encoding = await detectEncoding(deps.storage, run.storageKey);
  if (encoding === 'utf16' || encoding === 'binary')
    throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.${encoding}`);
  const totalRows = await countDataRows(deps.storage, run.storageKey, encoding);
  const progress = { totalRows, okRows: 0, errorRows: 0, errors: [] as CsvImportError[] };
  if (!(await recordProgress(deps.db, scope, run.id, progress))) throw new RunStopped();
  const seen = new Set<string>();
  let columns: (ImportColumn | null)[] | undefined;
  let batch: CsvRecord[] = [];
  const flush = async () => {
    if (signal.aborted) throw new Error('import attempt aborted');
    const outcome = await writeContentRows(deps.db, target, batch, seen);
    batch = [];
    progress.okRows += outcome.okRows;
    progress.errorRows += outcome.errorRows;
    const room = MAX_STORED_PROBLEMS - progress.errors.length;
    if (room > 0) progress.errors = [...progress.errors, ...outcome.problems.slice(0, room)];
    if (!(await recordProgress(deps.db, scope, run.id, progress))) throw new RunStopped();
  };
  for await (const { row, fields } of recordsOf(deps.storage, run.storageKey, encoding)) {
    if (!columns) {
      columns = columnsOfHeader(fields);
      continue;
    }
    batch.push(recordOf(row, columns, fields));
    if (batch.length >= BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  return progress.errors;
}

/** The `content.importCsv` handler: the run ends succeeded (even with refused rows) or failed. */
export const importContentCsvHandler = (deps: ImportCsvDeps) =>
  handleJob(
    importContentCsvJob,
    async (payload, attempt) => {
      const scope = companyScope(payload.companyId);
      const run = await findContentImportRun(deps.db, scope, payload.runId);
      if (!run || run.status !== CsvImportStatus.RUNNING || !run.storageKey || run.serviceId === null) return;
      const target: ImportTarget = {
        service: { companyId: run.companyId, serviceId: run.serviceId },
        serviceOnly: payload.serviceOnly,
      };
      const storageKey = run.storageKey;
      try {
        await importFile(deps, { ...run, storageKey, serviceId: run.serviceId }, target, attempt.signal);
        await finishRun(deps.db, scope, run.id, CsvImportStatus.SUCCEEDED);
      } catch (error) {
        if (error instanceof RunStopped) return;
        if (!(error instanceof CsvFileError)) throw error;
        const current = await findContentImportRun(deps.db, scope, run.id);
        const errors = [...(current?.errors ?? []), error.problem].slice(-MAX_STORED_PROBLEMS);
        await finishRun(deps.db, scope, run.id, CsvImportStatus.FAILED, { errors });
      }
      await deps.storage.remove(storageKey);
    },
    async (payload: PayloadOf<typeof importContentCsvJob>) => {
      const scope = companyScope(payload.companyId);
      const run = await findContentImportRun(deps.db, scope, payload.runId);
      if (!run || run.status !== CsvImportStatus.RUNNING) return;
      const stopped: CsvImportError = {
        row: 0,
        code: ResultCode.INTERNAL_SERVER_ERROR,
        message: 'api.error.500',
      };
      const errors = [...run.errors, stopped].slice(-MAX_STORED_PROBLEMS);
      await finishRun(deps.db, scope, run.id, CsvImportStatus.FAILED, { errors });
      if (run.storageKey) await deps.storage.remove(run.storageKey);
    },
  );
