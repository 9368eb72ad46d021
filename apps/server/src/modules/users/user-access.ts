import { type Action, ResultCode } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { actorOf, assertPermits } from '../../platform/policy/policy.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findUserInScope, type UserRow } from './user-repository.ts';

/**
 * The account a /user call names, when the policy lets the caller do `action` on it (their own account
 * for every role but the system admin's e-mail correction). An id outside the caller's company is not
 * found (703) even if it exists elsewhere; another user of the same company is refused (614).
 */
export async function ownAccount(
  db: Executor,
  caller: SessionContext,
  id: number,
  action: Action,
): Promise<UserRow> {
  const target = await findUserInScope(db, accountScopeOf(caller.user.companyId), id);
  if (!target) throw appError(ResultCode.USER_NOT_FOUND);
  assertPermits(actorOf(caller), action, { companyId: target.companyId, userId: target.id });
  return target;
}
