import {
  AccountStatus,
  type ReaderItem,
  ResultCode,
  RoleLevel,
  type readerFieldsSchema,
  type readerPageQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope } from '../../platform/policy/admin-scope.ts';
import { type CompanyRow, findCompanyById, lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { movePrimaryGroup } from '../user-groups/primary-group.ts';
import type { AccountDeps } from './account-deps.ts';
import { assertNoProblems } from './account-validation.ts';
import {
  assertReaderUnique,
  type ReaderFields,
  readerColumns,
  readerFieldProblems,
} from './reader-admin-fields.ts';
import { presentReader } from './reader-admin-present.ts';
import { findReader, pageReaders, type ReaderRow } from './reader-admin-repository.ts';
import { type AdminCaller, newReaderService, readerInReach } from './reader-admin-scope.ts';
import { readerSnapshot } from './reader-audit.ts';
import { afterReaderEmailChange, readersUsePasswords } from './reader-email-change.ts';
import { queueSetPasswordInvitation } from './set-password-invitation.ts';
import { asDuplicateError } from './unique-violation.ts';
import { countEndUsers, insertUser, updateUser } from './user-repository.ts';

type PageQuery = z.output<typeof readerPageQuerySchema>;
export type ReaderInput = z.output<typeof readerFieldsSchema>;

export async function pageReaderItems(deps: AccountDeps, caller: AdminCaller, query: PageQuery) {
  const scope = await adminScope(deps.db, caller.actor, caller.authorize, query);
  const { rows, total } = await pageReaders(deps.db, scope, query, deps.clock.now());
  return {
    content: rows.map(presentReader),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

export async function readerDetail(deps: AccountDeps, caller: AdminCaller, id: number): Promise<ReaderItem> {
  return presentReader(await readerInReach(deps.db, caller, id, deps.clock.now()));
}

/** The reader as it stands after a write, read through the company's scope. */
export async function reloadReader(
  db: Executor,
  companyId: number,
  id: number,
  now: Date,
): Promise<ReaderRow> {
  const row = await findReader(db, companyScope(companyId), id, now);
  if (!row) throw appError(ResultCode.USER_NOT_FOUND);
  return row;
}

async function companyOf(db: Executor, companyId: number): Promise<CompanyRow> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return company;
}

const rethrowDuplicate = (error: unknown): never => {
  throw asDuplicateError(error);
};

/**
 * POST /reader/add: the registration's rules on the fields, unique e-mail, username and single sign-on id
 * in the company, the company's user limit (417, under the company's row lock), the primary group; no
 * password: a reader allowed to sign in with one is mailed a link to choose it, in the same transaction.
 */
export async function addReader(deps: AccountDeps, caller: AdminCaller, input: ReaderFields) {
  const target = await newReaderService(deps.db, caller, input);
  const company = await companyOf(deps.db, target.companyId);
  assertNoProblems(readerFieldProblems(company, input));
  const columns = readerColumns(input);
  const { id, invitationSent } = await auditedWrite(deps.db, caller.who, async (tx, record) => {
    await lockCompany(tx, target);
    await assertReaderUnique(tx, companyScope(company.id), columns);
    if (company.maxUser !== null && (await countEndUsers(tx, companyScope(company.id))) >= company.maxUser) {
      throw appError(ResultCode.COMPANY_USER_LIMIT_REACHED);
    }
    const user = await insertUser(tx, target, {
      ...columns,
      roleLevel: RoleLevel.USER,
      passwordHash: null,
    });
    await movePrimaryGroup(tx, companyScope(company.id), user, input.userGroupId);
    const invite = readersUsePasswords(company) && user.accountStatus === AccountStatus.ALLOW;
    const invitation = invite
      ? await queueSetPasswordInvitation(deps, tx, { user, company, kind: 'reader' })
      : null;
    const after = await reloadReader(tx, company.id, user.id, deps.clock.now());
    record({
      entity: 'reader',
      entityId: user.id,
      companyId: company.id,
      serviceId: target.serviceId,
      action: 'add',
      before: null,
      after: { ...readerSnapshot(after), invitationSent: invitation !== null },
    });
    return { id: user.id, invitationSent: invitation !== null };
  }).catch(rethrowDuplicate);
  return { ...presentReader(await reloadReader(deps.db, company.id, id, deps.clock.now())), invitationSent };
}

/**
 * PUT /reader/update/{id}: replaces the fields (the add's rules). A suspended reader's sessions end; a
 * new e-mail address is handled by afterReaderEmailChange (old links void, old address told).
 */
export async function updateReader(deps: AccountDeps, caller: AdminCaller, id: number, input: ReaderFields) {
  const now = deps.clock.now();
  const before = await readerInReach(deps.db, caller, id, now);
  const company = await companyOf(deps.db, before.companyId);
  assertNoProblems(readerFieldProblems(company, input));
  const columns = readerColumns(input);
  const scope = companyScope(company.id);
  await auditedWrite(deps.db, caller.who, async (tx, record) => {
    await assertReaderUnique(tx, scope, columns, id);
    const updated = await updateUser(tx, scope, id, { ...columns, updatedAt: now });
    if (!updated) throw appError(ResultCode.USER_NOT_FOUND);
    await movePrimaryGroup(tx, scope, before, input.userGroupId);
    if (before.accountStatus === AccountStatus.ALLOW && updated.accountStatus === AccountStatus.STOP) {
      await revokeUserSessions(tx, scope, id, 'account_stopped', { now });
    }
    if (before.email !== updated.email) {
      await afterReaderEmailChange(deps, tx, scope, company, { before, after: updated });
    }
    const after = await reloadReader(tx, company.id, id, now);
    record({
      entity: 'reader',
      entityId: id,
      companyId: company.id,
      serviceId: before.serviceId,
      action: 'update',
      before: readerSnapshot(before),
      after: readerSnapshot(after),
    });
  }).catch(rethrowDuplicate);
  return presentReader(await reloadReader(deps.db, company.id, id, now));
}
