import { AccountStatus, ResultCode, type RoleLevel } from '@hondana/contract';
import { z } from 'zod';
import type { ReaderBulkRefusal } from '../../db/schema/index.ts';
import { type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError, isAppError } from '../../platform/http/app-error.ts';
import { defineJobKind, handleJob } from '../../platform/jobs/job-kind.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { movePrimaryGroup } from '../user-groups/primary-group.ts';
import type { AccountDeps } from './account-deps.ts';
import { deleteReaderIn, setReaderStatusIn } from './reader-admin-actions.ts';
import { lockReaders } from './reader-admin-repository.ts';
import {
  findBulkRun,
  finishBulkRun,
  type ReaderBulkRunRow,
  recordBulkProgress,
} from './reader-bulk-repository.ts';

/**
 * `reader.bulk`: one bulk action on a selection of readers (POST /reader/bulk), a batch of readers per
 * transaction that also moves the run's progress on, so a retry resumes where the last attempt stopped
 * and never does a reader twice. The caller's identity rides along for the audit trail.
 */
export const readerBulkJob = defineJobKind({
  name: 'reader.bulk',
  payload: z.object({
    runId: z.number().int().positive(),
    companyId: z.number().int().positive(),
    who: z.object({
      userId: z.number().int().positive(),
      role: z.number().int(),
      companyId: z.number().int().positive().nullable(),
      ip: z.string().max(64),
      userAgent: z.string().max(512).nullable(),
    }),
  }),
  attempts: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 900,
  fairShare: (payload) => `company:${payload.companyId}`,
});

type Payload = z.output<typeof readerBulkJob.payload>;

/** The action on one reader of the run's scope, in a savepoint: a refusal leaves nothing half done. */
async function applyToReader(
  tx: Executor,
  scope: TenantScope,
  run: ReaderBulkRunRow,
  userId: number,
  now: Date,
  record: (change: AuditChange) => void,
): Promise<ReaderBulkRefusal | null> {
  const pending: AuditChange[] = [];
  const keep = (change: AuditChange) => pending.push(change);
  try {
    await tx.transaction(async (savepoint) => {
      const [row] = await lockReaders(savepoint, scope, [userId]);
      if (!row || row.companyId === null) throw appError(ResultCode.USER_NOT_FOUND);
      const reader = { ...row, companyId: row.companyId };
      if (run.action === 'stop') await setReaderStatusIn(savepoint, reader, AccountStatus.STOP, now, keep);
      else if (run.action === 'allow')
        await setReaderStatusIn(savepoint, reader, AccountStatus.ALLOW, now, keep);
      else if (run.action === 'delete') await deleteReaderIn(savepoint, reader, now, keep);
      else if (reader.userGroupId !== run.userGroupId) {
        await movePrimaryGroup(savepoint, companyScope(reader.companyId), reader, run.userGroupId);
        keep({
          entity: 'reader',
          entityId: reader.id,
          companyId: reader.companyId,
          serviceId: reader.serviceId,
          action: 'moveGroup',
          before: { userGroupId: reader.userGroupId },
          after: { userGroupId: run.userGroupId },
        });
      }
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { userId, code: error.code };
  }
  for (const change of pending) record(change);
  return null;
}

/**
 * Readers done per transaction: each in its own savepoint, the run's progress written once at the end
 * of the batch (one commit per reader made a run of 1,000 take 19 s on the test machine).
 */
export const READER_BULK_BATCH = 50;

/** Does the run's remaining readers, a batch per transaction; a finished or unknown run is left alone. */
export async function runReaderBulk(deps: AccountDeps, payload: Payload): Promise<void> {
  const company = companyScope(payload.companyId);
  const first = await findBulkRun(deps.db, company, payload.runId);
  if (!first || first.status === 'finished' || first.status === 'failed') return;
  const scope: TenantScope = { companyId: payload.companyId, serviceId: first.serviceId };
  const who = { ...payload.who, role: payload.who.role as RoleLevel, clock: deps.clock };
  for (;;) {
    const finished = await auditedWrite(deps.db, who, async (tx, record) => {
      const run = await findBulkRun(tx, company, payload.runId, true);
      if (!run) return true;
      const start = run.done + run.refused.length;
      const batch = run.userIds.slice(start, start + READER_BULK_BATCH);
      const now = deps.clock.now();
      const refusals: ReaderBulkRefusal[] = [];
      for (const userId of batch) {
        const refusal = await applyToReader(tx, scope, run, userId, now, record);
        if (refusal) refusals.push(refusal);
      }
      const last = start + batch.length >= run.userIds.length;
      await recordBulkProgress(
        tx,
        company,
        run,
        { done: batch.length - refusals.length, refusals, last },
        now,
      );
      return last;
    });
    if (finished) return;
  }
}

export const readerBulkHandler = (deps: AccountDeps) =>
  handleJob(
    readerBulkJob,
    (payload) => runReaderBulk(deps, payload),
    async (payload) => {
      await finishBulkRun(
        deps.db,
        companyScope(payload.companyId),
        payload.runId,
        'failed',
        deps.clock.now(),
      );
    },
  );
