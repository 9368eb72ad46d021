import { ResultCode } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Authorize } from '../../platform/policy/policy.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findUserInScope, type UserRow } from './user-repository.ts';

/**
 * The account a /user call names, when the route's `authorize` lets the caller act on it (their own account
 * for every role but the system admin's e-mail correction). An id outside the caller's company is not
 * found (703) even if it exists elsewhere; another user of the same company is refused (614).
 */
export async function ownAccount(
  db: Executor,
  caller: SessionContext,
  id: number,
  authorize: Authorize,
): Promise<UserRow> {
  const target = await findUserInScope(db, accountScopeOf(caller.user.companyId), id);
  if (!target) throw appError(ResultCode.USER_NOT_FOUND);
  authorize({ companyId: target.companyId, userId: target.id });
  return target;
}
