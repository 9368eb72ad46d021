import { type ReaderBulkRun, ResultCode, type readerBulkRequestSchema } from '@hondana/contract';
import type { z } from 'zod';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope } from '../../platform/policy/admin-scope.ts';
import { readerGroupOf } from '../user-groups/primary-group.ts';
import type { AccountDeps } from './account-deps.ts';
import { type AdminCaller, reaches } from './reader-admin-scope.ts';
import { readerBulkJob } from './reader-bulk-job.ts';
import { findBulkRunAcrossTenants, insertBulkRun, type ReaderBulkRunRow } from './reader-bulk-repository.ts';

type BulkRequest = z.output<typeof readerBulkRequestSchema>;

export const presentBulkRun = (row: ReaderBulkRunRow): ReaderBulkRun => ({
  id: row.id,
  action: row.action,
  status: row.status,
  total: row.userIds.length,
  done: row.done,
  refused: row.refused,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * POST /reader/bulk: records the run (the caller's scope: a service admin's service, else the company)
 * and queues its job in the same transaction. The target group of a move is checked now (705, 423), the
 * readers one by one when the job reaches them: one outside the scope is refused (703), the others done.
 */
export async function startReaderBulkRun(deps: AccountDeps, caller: AdminCaller, body: BulkRequest) {
  const { actor, who } = caller;
  const scope = await adminScope(deps.db, actor, caller.authorize, { companyId: body.companyId });
  const userGroupId = body.action === 'move-group' ? (body.userGroupId ?? null) : null;
  if (userGroupId !== null) await readerGroupOf(deps.db, scope, userGroupId);
  const userIds = [...new Set(body.userIds)];
  const run = await auditedWrite(deps.db, who, async (tx, record) => {
    const row = await insertBulkRun(tx, scope, {
      action: body.action,
      userGroupId,
      userIds,
      startedById: actor.userId,
      startedAt: deps.clock.now(),
    });
    const { clock: _clock, ...caller } = who;
    await deps.jobs.send(readerBulkJob, { runId: row.id, companyId: scope.companyId, who: caller }, { tx });
    record({
      entity: 'readerBulkRun',
      entityId: row.id,
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      action: 'add',
      before: null,
      after: { action: body.action, userGroupId, userIds },
    });
    return row;
  });
  return presentBulkRun(run);
}

/** GET /reader/bulk/{id}: a run the caller may manage readers of (its service's, its company's). */
export async function readerBulkRunDetail(deps: AccountDeps, caller: AdminCaller, id: number) {
  const run = await findBulkRunAcrossTenants(deps.db, id);
  if (!run || !reaches(caller, { companyId: run.companyId, serviceId: run.serviceId })) {
    throw appError(ResultCode.NOT_FOUND);
  }
  return presentBulkRun(run);
}
