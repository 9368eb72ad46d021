import type { UserDetail, updateUserRequestSchema } from '@hondana/contract';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Authorize } from '../../platform/policy/policy.ts';
import { accountScopeOf, companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import { cancelActiveSubscriptions } from './cancel-account-hooks.ts';
import { presentUserDetail } from './present-user.ts';
import { ownAccount } from './user-access.ts';
import { deleteUser, updateUser } from './user-repository.ts';

export type UpdateUserInput = z.infer<typeof updateUserRequestSchema>;

export async function getUserDetail(
  deps: AccountDeps,
  caller: SessionContext,
  authorize: Authorize,
  id: number,
): Promise<UserDetail> {
  return presentUserDetail(await ownAccount(deps.db, caller, id, authorize));
}

/** PUT /user/update/{id}: the account settings; absent flags keep their value. */
export async function updateAccountSettings(
  deps: AccountDeps,
  caller: SessionContext,
  authorize: Authorize,
  id: number,
  input: UpdateUserInput,
): Promise<UserDetail> {
  const user = await ownAccount(deps.db, caller, id, authorize);
  const updated = await updateUser(deps.db, accountScopeOf(user.companyId), user.id, {
    fullName: input.full_name,
    lang: input.lang,
    ...(input.is_subscribe_mail === undefined ? {} : { isSubscribeMail: input.is_subscribe_mail }),
    ...(input.is_receive_notify === undefined ? {} : { isReceiveNotify: input.is_receive_notify }),
  });
  return presentUserDetail(updated ?? user);
}

/**
 * DELETE /user/cancel/{id}: an end user closes their own account. The row is deleted, so the personal
 * data goes and the address can register again; sessions, tokens, favourites, history and
 * registrations cascade, while the payment ledger keeps its snapshot. Subscriptions are cancelled first.
 */
export async function cancelAccount(
  deps: AccountDeps,
  caller: SessionContext,
  authorize: Authorize,
  id: number,
): Promise<void> {
  const user = await ownAccount(deps.db, caller, id, authorize);
  const companyId = user.companyId;
  if (companyId === null) return;
  await deps.db.transaction(async (tx) => {
    await cancelActiveSubscriptions(tx, user, deps.clock.now());
    await revokeUserSessions(tx, companyScope(companyId), user.id, 'account_cancelled', {
      now: deps.clock.now(),
    });
    await deleteUser(tx, companyScope(companyId), user.id);
  });
}
