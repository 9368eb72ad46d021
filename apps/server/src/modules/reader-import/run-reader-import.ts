import {
  AccountStatus,
  CsvImportStatus,
  type ReaderCsvColumn,
  ReaderImportOutcome,
  ResultCode,
} from '@hondana/contract';
import type { CsvImportError } from '../../db/schema/index.ts';
import { type AuditWho, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { handleJob, type PayloadOf } from '../../platform/jobs/job-kind.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type CompanyRow, findCompanyById, lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { movePrimaryGroup } from '../user-groups/primary-group.ts';
import { readerColumns } from '../users/reader-admin-fields.ts';
import { readerSnapshot } from '../users/reader-audit.ts';
import { decideReaderRows } from './decide-reader-rows.ts';
import { importReadersJob } from './import-readers-job.ts';
import {
  addProgress,
  findReaderRun,
  finishReaderRun,
  markRows,
  pendingOutcomes,
  type ReaderImportRowRow,
  rowsAfter,
} from './reader-import-run-repository.ts';
import { retireResetLinks, updateReader } from './reader-import-user-repository.ts';
import { RULE } from './reader-row-rules.ts';
import { type RowDone, refusedRow, writeNewReaders } from './write-new-readers.ts';

export interface ReaderImportWorkerDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  /** PUBLIC_URL, for the invitations' links. */
  publicUrl: string;
}

/** Rows written per transaction (with their invitations and audit rows); progress is recorded after each. */
export const READER_BATCH_ROWS = 200;

/**
 * One batch in one transaction, under the company's row lock: the rows are decided again against the
 * readers as they are now (another admin may have added one since the preview), then new readers are
 * inserted and invited together, others updated, every reader audited, the rows marked and the
 * progress added.
 */
async function writeBatch(
  deps: ReaderImportWorkerDeps,
  company: CompanyRow,
  runId: number,
  rows: ReaderImportRowRow[],
  who: AuditWho,
): Promise<void> {
  const scope: TenantScope = companyScope(company.id);
  const now = deps.clock.now();
  await auditedWrite(deps.db, { ...who, clock: deps.clock }, async (tx, record) => {
    await lockCompany(tx, scope);
    const toDecide = rows.map((row) => ({
      row: row.row,
      cells: new Map(Object.entries(row.cells)) as Map<ReaderCsvColumn, string>,
    }));
    const decisions = await decideReaderRows(tx, company, toDecide, { lockGroups: true });
    const done: RowDone[] = decisions
      .filter((d) => d.outcome === ReaderImportOutcome.REFUSED)
      .map((d) => refusedRow(d.row, d.problems));
    const creates = decisions.filter((d) => d.outcome === ReaderImportOutcome.CREATE);
    const batch = { company, runId, creates, rows: new Map(toDecide.map((row) => [row.row, row])) };
    done.push(...(await writeNewReaders(deps, tx, batch, record)));
    for (const decision of decisions.filter((d) => d.outcome === ReaderImportOutcome.UPDATE)) {
      const before = decision.existing;
      if (!before || !decision.fields) continue;
      const after = await updateReader(tx, scope, before.id, {
        ...readerColumns(decision.fields),
        updatedAt: now,
      });
      if (!after) {
        done.push(refusedRow(decision.row, [{ code: ResultCode.USER_NOT_FOUND, message: 'api.error.703' }]));
        continue;
      }
      await movePrimaryGroup(tx, scope, before, decision.fields.userGroupId);
      if (before.accountStatus === AccountStatus.ALLOW && after.accountStatus === AccountStatus.STOP)
        await revokeUserSessions(tx, scope, before.id, 'account_stopped', { now });
      if (before.email !== after.email) await retireResetLinks(tx, scope, before.id, now);
      record({
        entity: 'user',
        entityId: before.id,
        companyId: company.id,
        serviceId: before.serviceId,
        action: 'reader.import.update',
        before: readerSnapshot(before),
        after: {
          ...readerSnapshot(after),
          userGroupId: decision.fields.userGroupId,
          importRunId: runId,
          row: decision.row,
        },
      });
      done.push({ row: decision.row, outcome: ReaderImportOutcome.UPDATED, problems: [] });
    }
    await markRows(tx, scope, runId, done);
    const ok = done.filter((d) => d.outcome !== ReaderImportOutcome.REFUSED).length;
    await addProgress(tx, scope, runId, { ok, refused: done.length - ok });
  });
}

/** A row whose own transaction failed is written as refused: nothing of it was written. */
async function refuseRow(db: Database, scope: TenantScope, runId: number, row: ReaderImportRowRow) {
  await db.transaction(async (tx) => {
    const problem = { code: ResultCode.INTERNAL_SERVER_ERROR, message: `${RULE}.batchFailed` };
    await markRows(tx, scope, runId, [refusedRow(row.row, [problem])]);
    await addProgress(tx, scope, runId, { ok: 0, refused: 1 });
  });
}

/**
 * A batch whose transaction failed (a database refusal no rule foresaw) is written again a row per
 * transaction, so only the rows that fail on their own are refused and the others are written.
 */
async function writeRowByRow(
  deps: ReaderImportWorkerDeps,
  company: CompanyRow,
  runId: number,
  rows: ReaderImportRowRow[],
  who: AuditWho,
  signal: AbortSignal,
) {
  for (const row of rows) {
    try {
      await writeBatch(deps, company, runId, [row], who);
    } catch (error) {
      if (signal.aborted) throw error;
      await refuseRow(deps.db, companyScope(company.id), runId, row);
    }
  }
}

/** Writes the run's pending rows batch after batch; rows already written (an earlier attempt's) are skipped. */
async function importRun(
  deps: ReaderImportWorkerDeps,
  payload: PayloadOf<typeof importReadersJob>,
  signal: AbortSignal,
) {
  const scope = companyScope(payload.companyId);
  const company = await findCompanyById(deps.db, payload.companyId);
  if (!company) return;
  let after = 0;
  for (;;) {
    if (signal.aborted) throw new Error('import attempt aborted');
    const run = await findReaderRun(deps.db, scope, payload.runId);
    if (!run || run.status !== CsvImportStatus.RUNNING) return;
    const rows = await rowsAfter(deps.db, scope, run.id, pendingOutcomes, after, READER_BATCH_ROWS);
    if (rows.length === 0) break;
    try {
      await writeBatch(deps, company, run.id, rows, payload.who);
    } catch (error) {
      if (signal.aborted) throw error;
      await writeRowByRow(deps, company, run.id, rows, payload.who, signal);
    }
    after = rows[rows.length - 1]?.row ?? after;
  }
  await finishReaderRun(deps.db, scope, payload.runId, CsvImportStatus.SUCCEEDED);
}

/** The `reader.importCsv` handler: the run ends succeeded (even with refused rows), or failed once the attempts are spent. */
export const importReadersHandler = (deps: ReaderImportWorkerDeps) =>
  handleJob(
    importReadersJob,
    (payload, attempt) => importRun(deps, payload, attempt.signal),
    async (payload) => {
      const stopped: CsvImportError = {
        row: 0,
        code: ResultCode.INTERNAL_SERVER_ERROR,
        message: 'api.error.500',
      };
      await finishReaderRun(deps.db, companyScope(payload.companyId), payload.runId, CsvImportStatus.FAILED, [
        stopped,
      ]);
    },
  );
