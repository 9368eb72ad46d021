import { AccountStatus, type ReaderDeleteImpact, ResultCode } from '@hondana/contract';
import { type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import { cancelActiveSubscriptions } from './cancel-account-hooks.ts';
import { presentReader } from './reader-admin-present.ts';
import { deleteImpactOf, deleteReaderLocks, endSessionsByAdmin } from './reader-admin-repository.ts';
import { type AdminCaller, readerInReach } from './reader-admin-scope.ts';
import { reloadReader } from './reader-admin-service.ts';
import { readerSnapshot } from './reader-audit.ts';
import { queueSetPasswordInvitation } from './set-password-invitation.ts';
import { deleteUser, type UserRow, updateUser } from './user-repository.ts';

type RecordChange = (change: AuditChange) => void;
type Reader = UserRow & { companyId: number };

const change = (reader: Reader, action: string, before: unknown, after: unknown): AuditChange => ({
  entity: 'reader',
  entityId: reader.id,
  companyId: reader.companyId,
  serviceId: reader.serviceId,
  action,
  before: before as AuditChange['before'],
  after: after as AuditChange['after'],
});

/**
 * Sets a reader's status inside `tx` (one reader of a bulk run, or the stop and allow calls). A stopped
 * reader's sessions end at once. No change, no audit row.
 */
export async function setReaderStatusIn(
  tx: Executor,
  reader: Reader,
  status: AccountStatus,
  now: Date,
  record: RecordChange,
): Promise<void> {
  if (reader.accountStatus === status) return;
  const scope = companyScope(reader.companyId);
  await updateUser(tx, scope, reader.id, { accountStatus: status, updatedAt: now });
  if (status === AccountStatus.STOP)
    await revokeUserSessions(tx, scope, reader.id, 'account_stopped', { now });
  const action = status === AccountStatus.STOP ? 'stop' : 'allow';
  record(change(reader, action, { status: reader.accountStatus }, { status }));
}

/**
 * Deletes a reader inside `tx`: its running subscriptions are stopped first, its sessions end, and the
 * row goes with what cascades from it (favourites, reading history, sessions, tokens, subscriptions,
 * group memberships, notification reads). The audit keeps the reader's fields and the counts removed.
 */
export async function deleteReaderIn(
  tx: Executor,
  reader: Reader,
  now: Date,
  record: RecordChange,
): Promise<void> {
  const scope = companyScope(reader.companyId);
  const impact = await deleteImpactOf(tx, scope, reader, now);
  await cancelActiveSubscriptions(tx, reader, now);
  await revokeUserSessions(tx, scope, reader.id, 'account_cancelled', { now });
  await deleteUser(tx, scope, reader.id);
  record(change(reader, 'delete', { ...readerSnapshot(reader), removed: impact }, null));
}

export async function setReaderStatus(
  deps: AccountDeps,
  caller: AdminCaller,
  id: number,
  status: AccountStatus,
) {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  await auditedWrite(deps.db, caller.who, (tx, record) => setReaderStatusIn(tx, reader, status, now, record));
  return presentReader(await reloadReader(deps.db, reader.companyId, id, now));
}

/** PUT /reader/unlock/{id}: the reader's login locks from every address are lifted; answers how many. */
export async function unlockReader(deps: AccountDeps, caller: AdminCaller, id: number) {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  return auditedWrite(deps.db, caller.who, async (tx, record) => {
    const removed = await deleteReaderLocks(tx, companyScope(reader.companyId), reader.id);
    if (removed > 0) record(change(reader, 'unlock', { locks: removed }, { locks: 0 }));
    return { unlocked: removed };
  });
}

/** PUT /reader/end-sessions/{id}: every live session of the reader ends; answers how many. */
export async function endReaderSessions(deps: AccountDeps, caller: AdminCaller, id: number) {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  return auditedWrite(deps.db, caller.who, async (tx, record) => {
    const ended = await endSessionsByAdmin(tx, companyScope(reader.companyId), reader.id, now);
    if (ended > 0) record(change(reader, 'endSessions', null, { sessionsEnded: ended }));
    return { ended };
  });
}

/**
 * PUT /reader/resend-invitation/{id}: a new set-password link (the earlier ones stop working). A reader
 * without an address is 790, a suspended one 830 (its link would refuse it).
 */
export async function resendReaderInvitation(deps: AccountDeps, caller: AdminCaller, id: number) {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  if (!reader.email) throw appError(ResultCode.EMAIL_REQUIRED, { field: 'email' });
  if (reader.accountStatus !== AccountStatus.ALLOW) throw appError(ResultCode.USER_BLOCKED);
  const company = await findCompanyById(deps.db, reader.companyId);
  if (!company) throw appError(ResultCode.USER_NOT_FOUND);
  await auditedWrite(deps.db, caller.who, async (tx, record) => {
    const queued = await queueSetPasswordInvitation(deps, tx, { user: reader, company, kind: 'reader' });
    record(change(reader, 'invite', null, { expiresAt: queued?.expiresAt.toISOString() ?? null }));
  });
  return { accepted: true as const };
}

export async function readerDeleteImpact(
  deps: AccountDeps,
  caller: AdminCaller,
  id: number,
): Promise<ReaderDeleteImpact> {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  return deleteImpactOf(deps.db, companyScope(reader.companyId), reader, now);
}

export async function deleteReader(deps: AccountDeps, caller: AdminCaller, id: number) {
  const now = deps.clock.now();
  const reader = await readerInReach(deps.db, caller, id, now);
  await auditedWrite(deps.db, caller.who, (tx, record) => deleteReaderIn(tx, reader, now, record));
  return { accepted: true as const };
}
