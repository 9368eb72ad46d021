import { ResultCode, RoleLevel } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { findUserInScope, type UserRow } from './user-repository.ts';

/**
 * The account a /user call names, when it is the caller's own. An id outside the caller's company is
 * not found (703) even if it exists elsewhere; another user of the same company is refused (614); IP
 * users share one account per group and have no profile (611).
 */
export async function ownAccount(
  db: Executor,
  caller: SessionContext,
  id: number,
  options: { endUserOnly?: boolean } = {},
): Promise<UserRow> {
  const target = await findUserInScope(db, caller.user.companyId, id);
  if (!target) throw appError(ResultCode.USER_NOT_FOUND);
  if (target.id !== caller.user.id) throw appError(ResultCode.NO_PERMISSION);
  const role = target.roleLevel;
  if (role === RoleLevel.IP_USER || (options.endUserOnly && role !== RoleLevel.USER)) {
    throw appError(ResultCode.INVALID_ROLE_ACCESS);
  }
  return target;
}
