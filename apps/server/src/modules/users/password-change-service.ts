import { type changePasswordRequestSchema, PasswordPolicy, ResultCode } from '@hondana/contract';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Authorize } from '../../platform/policy/policy.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { assertCurrentPassword } from '../auth/current-password.ts';
import { revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import { assertNoProblems, newPasswordProblems } from './account-validation.ts';
import { ownAccount } from './user-access.ts';
import { updateUser } from './user-repository.ts';

export type ChangePasswordInput = z.infer<typeof changePasswordRequestSchema>;

/**
 * PUT /user/change-password: the caller's own account only. A wrong current password answers 702, not
 * the login's 609, so the web app does not take it for an expired session, and counts toward the login's
 * lock-out from the caller's address (425 while locked); the new password follows the
 * company's policy and differs from the current one (610). The caller's other sessions end; this one
 * stays.
 */
export async function changePassword(
  deps: AccountDeps,
  caller: SessionContext,
  authorize: Authorize,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  const user = await ownAccount(deps.db, caller, input.user_id, authorize);
  // Platform accounts (system admins) belong to no company: they get the strict policy.
  const policy = caller.company?.passwordPolicy ?? PasswordPolicy.STRICT;
  assertNoProblems(
    newPasswordProblems(
      { password: 'new_pass', confirm: 'confirm_pass' },
      { password: input.new_pass, confirm: input.confirm_pass },
      policy,
    ),
  );
  await assertCurrentPassword(deps, caller, user, input.old_pass, ip);
  if (input.new_pass === input.old_pass) throw appError(ResultCode.PASSWORD_IN_USE);
  const passwordHash = await hashPassword(input.new_pass);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, accountScopeOf(user.companyId), user.id, { passwordHash });
    await revokeUserSessions(tx, accountScopeOf(user.companyId), user.id, 'password_changed', {
      now: deps.clock.now(),
      exceptSessionId: caller.session.id,
    });
  });
}
