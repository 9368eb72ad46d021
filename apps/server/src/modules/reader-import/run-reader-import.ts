import {
  AccountStatus,
  AccountType,
  CsvImportStatus,
  type ReaderCsvColumn,
  ReaderImportOutcome,
  ResultCode,
  RoleLevel,
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
import { queueSetPasswordInvitation } from '../users/set-password-invitation.ts';
import { decideReaderRows, type RowDecision } from './decide-reader-rows.ts';
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
import { insertReaders, retireResetLinks, updateReader } from './reader-import-user-repository.ts';
import { RULE } from './reader-row-rules.ts';

export interface ReaderImportWorkerDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  /** PUBLIC_URL, for the invitations' links. */
  publicUrl: string;
}

/** Rows written per transaction (with their invitations and audit rows); progress is recorded after each. */
export const READER_BATCH_ROWS = 200;

/** Readers of a company with passwords get the set-password mail; single sign-on and open ones have none. */
const invites = (company: CompanyRow) =>
  company.accountType !== AccountType.EXTERNAL_ID && company.accountType !== AccountType.OPEN;

type Done = { row: number; outcome: ReaderImportOutcome; problems: CsvImportError[] };

const refusedNow = (decision: RowDecision): Done => ({
  row: decision.row,
  outcome: ReaderImportOutcome.REFUSED,
  problems: decision.problems.map((problem) => ({ row: decision.row, ...problem })),
});

/**
 * One batch in one transaction, under the company's row lock: the rows are decided again against the
 * readers as they are now (another admin may have added one since the preview), then new readers are
 * inserted and invited, others updated, every reader audited, the rows marked and the progress added.
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
    const done: Done[] = decisions.filter((d) => d.outcome === ReaderImportOutcome.REFUSED).map(refusedNow);
    const creates = decisions.filter((d) => d.outcome === ReaderImportOutcome.CREATE);
    const inserted = await insertReaders(
      tx,
      scope,
      creates.map(({ fields }) => ({
        ...readerColumns(fields as NonNullable<typeof fields>),
        serviceId: null,
        roleLevel: RoleLevel.USER,
        passwordHash: null,
      })),
    );
    for (const [index, user] of inserted.entries()) {
      const decision = creates[index] as RowDecision;
      await movePrimaryGroup(tx, scope, user, decision.fields?.userGroupId ?? null);
      const invited =
        invites(company) && user.accountStatus === AccountStatus.ALLOW
          ? await queueSetPasswordInvitation(deps, tx, { user, company, kind: 'reader' })
          : null;
      record({
        entity: 'user',
        entityId: user.id,
        companyId: company.id,
        action: 'reader.import.add',
        before: null,
        after: {
          ...readerSnapshot(user),
          userGroupId: decision.fields?.userGroupId ?? null,
          invitationSent: invited !== null,
          importRunId: runId,
          row: decision.row,
        },
      });
      done.push({ row: decision.row, outcome: ReaderImportOutcome.CREATED, problems: [] });
    }
    for (const decision of decisions.filter((d) => d.outcome === ReaderImportOutcome.UPDATE)) {
      const before = decision.existing;
      if (!before || !decision.fields) continue;
      const after = await updateReader(tx, scope, before.id, {
        ...readerColumns(decision.fields),
        updatedAt: now,
      });
      if (!after) {
        done.push({
          row: decision.row,
          outcome: ReaderImportOutcome.REFUSED,
          problems: [{ row: decision.row, code: ResultCode.USER_NOT_FOUND, message: 'api.error.703' }],
        });
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

/** A batch whose transaction failed is written as refused, whole: none of its rows was written. */
async function refuseBatch(db: Database, scope: TenantScope, runId: number, rows: ReaderImportRowRow[]) {
  await db.transaction(async (tx) => {
    const problem = (row: number): CsvImportError => ({
      row,
      code: ResultCode.INTERNAL_SERVER_ERROR,
      message: `${RULE}.batchFailed`,
    });
    await markRows(
      tx,
      scope,
      runId,
      rows.map((row) => ({
        row: row.row,
        outcome: ReaderImportOutcome.REFUSED,
        problems: [problem(row.row)],
      })),
    );
    await addProgress(tx, scope, runId, { ok: 0, refused: rows.length });
  });
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
      await refuseBatch(deps.db, scope, run.id, rows);
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
