import { type changeEmailRequestSchema, PolicyScope, ResultCode, type UserDetail } from '@hondana/contract';
import type { z } from 'zod';
import { emailChangeTokens, emailUndoTokens, passwordResetTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Authorize } from '../../platform/policy/policy.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import { portalOfAccount } from '../../platform/tenancy/portal-of-account.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { accountScopeOf, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { assertCurrentPassword } from '../auth/current-password.ts';
import { revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import {
  EMAIL_CHANGE_HOURS,
  EMAIL_UNDO_DAYS,
  queueEmailChangedNotice,
  queueEmailChangeMail,
} from './account-mail.ts';
import { presentUserDetail } from './present-user.ts';
import { tenantOfSession } from './session-tenant.ts';
import {
  consumeToken,
  findLiveEmailChangeToken,
  findLiveEmailUndoToken,
  insertEmailChangeToken,
  insertEmailUndoToken,
  retireLaterUndoTokens,
  retireTokens,
} from './token-repository.ts';
import { asDuplicateError } from './unique-violation.ts';
import { ownAccount } from './user-access.ts';
import {
  emailTaken,
  findUserAcrossTenants,
  findUserInScope,
  type UserRow,
  updateUser,
} from './user-repository.ts';

const emailExists = () => appError(ResultCode.USER_EMAIL_DUPLICATED);

export type ChangeEmailInput = z.infer<typeof changeEmailRequestSchema>;

const DAY_MS = 86_400_000;

/** The caller's current password, as change-password checks it (under the login's lock-out). */
async function assertCallerPassword(deps: AccountDeps, caller: SessionContext, password: string, ip: string) {
  const me = await findUserAcrossTenants(deps.db, caller.user.id);
  if (!me) throw appError(ResultCode.PASSWORD_INCORRECT);
  await assertCurrentPassword(deps, caller, me, password, ip);
}

/** A system admin's correction: applied at once, the old address told (without an undo link). */
async function applyEmailAsAdmin(deps: AccountDeps, target: UserRow, email: string) {
  const tenant = (await portalOfAccount(deps.db, target.companyId, target.serviceId)) ?? null;
  return deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, accountScopeOf(target.companyId), email, target.id)) throw emailExists();
      const updated = await updateUser(tx, accountScopeOf(target.companyId), target.id, { email });
      if (updated && tenant && target.email && target.email !== email) {
        await queueEmailChangedNotice(
          deps,
          tx,
          tenant,
          updated,
          { oldEmail: target.email, newEmail: email },
          null,
        );
      }
      return updated;
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });
}

/**
 * PUT /user/change-email/{id}. Needs the caller's current password. A user changes their own address in
 * two steps: the new address must be free in the company, then a single-use link (valid 24 hours) goes
 * to it, and nothing changes until it is opened. A system admin changes anyone's address at once, the
 * old address is told, and the admin gets the updated user back.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: SessionContext,
  authorize: Authorize,
  id: number,
  input: ChangeEmailInput,
  ip: string,
): Promise<{ accepted: true } | UserDetail> {
  const email = input.new_email.toLowerCase();
  if (scopeOf(caller.user.roleLevel, 'account.changeEmail') === PolicyScope.ALL) {
    await assertCallerPassword(deps, caller, input.password, ip);
    const target = await findUserAcrossTenants(deps.db, id);
    if (!target) throw appError(ResultCode.USER_NOT_FOUND);
    const updated = await applyEmailAsAdmin(deps, target, email);
    if (!updated) throw appError(ResultCode.USER_NOT_FOUND);
    return presentUserDetail(updated);
  }
  const user = await ownAccount(deps.db, caller, id, authorize);
  await assertCallerPassword(deps, caller, input.password, ip);
  if (await emailTaken(deps.db, accountScopeOf(user.companyId), email)) throw emailExists();
  const tenant = await tenantOfSession(deps.db, caller);
  const now = deps.clock.now();
  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await retireTokens(tx, tenantScopeOf(tenant), emailChangeTokens, user.id, now);
    await insertEmailChangeToken(tx, tenantScopeOf(tenant), {
      userId: user.id,
      newEmail: email,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
    });
    await queueEmailChangeMail(deps, tx, tenant, user, email, token);
  });
  return { accepted: true };
}

/**
 * PUT /user/confirm-email/{token}: the link of that mail, opened on the tenant's portal (no login
 * needed: the link proves the mailbox). The address is checked again, since someone may have taken it
 * meanwhile. Every session of the account ends (the link carries none, so none is kept), and the old
 * address gets a notice with a link that undoes the change for 7 days.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  tenant: Tenant,
  token: string,
): Promise<{ email: string }> {
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  const row = await findLiveEmailChangeToken(deps.db, scope, hashOpaqueToken(token), now);
  const user = row && (await findUserInScope(deps.db, scope, row.userId));
  if (!row || !user) throw appError(ResultCode.INVALID_KEY);
  await deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, scope, row.newEmail, user.id)) throw emailExists();
      if (!(await consumeToken(tx, scope, emailChangeTokens, row.id, now)))
        throw appError(ResultCode.INVALID_KEY);
      const updated = await updateUser(tx, scope, user.id, { email: row.newEmail });
      await revokeUserSessions(tx, scope, user.id, 'email_changed', { now });
      if (!updated || !user.email || user.email === row.newEmail) return;
      const undoToken = newOpaqueToken();
      await insertEmailUndoToken(tx, scope, {
        userId: user.id,
        oldEmail: user.email,
        newEmail: row.newEmail,
        tokenHash: hashOpaqueToken(undoToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_UNDO_DAYS * DAY_MS),
      });
      const change = { oldEmail: user.email, newEmail: row.newEmail };
      await queueEmailChangedNotice(deps, tx, tenant, updated, change, undoToken);
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });
  return { email: row.newEmail };
}

/**
 * PUT /user/undo-email-change/{token}: the link of the notice sent to the old address (7 days, single
 * use, no login needed: the link proves the old mailbox). The old address comes back, every session of
 * the account ends, and what the new mailbox could still use goes: pending e-mail changes, reset links,
 * and the undo links of later changes. The old address must still be free in the company (707).
 */
export async function undoEmailChange(
  deps: AccountDeps,
  tenant: Tenant,
  token: string,
): Promise<{ email: string }> {
  const _companyId = tenant.company.id;
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  const row = await findLiveEmailUndoToken(deps.db, scope, hashOpaqueToken(token), now);
  const user = row && (await findUserInScope(deps.db, scope, row.userId));
  if (!row || !user) throw appError(ResultCode.INVALID_KEY);
  await deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, scope, row.oldEmail, user.id)) throw emailExists();
      if (!(await consumeToken(tx, scope, emailUndoTokens, row.id, now)))
        throw appError(ResultCode.INVALID_KEY);
      await retireLaterUndoTokens(tx, scope, row, now);
      await retireTokens(tx, scope, emailChangeTokens, user.id, now);
      await retireTokens(tx, scope, passwordResetTokens, user.id, now);
      await updateUser(tx, scope, user.id, { email: row.oldEmail });
      await revokeUserSessions(tx, scope, user.id, 'email_changed', { now });
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });
  return { email: row.oldEmail };
}
