import { AccountStatus, AccountType, ResultCode, type resetPasswordRequestSchema } from '@hondana/contract';
import type { z } from 'zod';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import {
  clientPasswordHash,
  hashPassword,
  verifyClientPasswordHash,
} from '../../platform/crypto/passwords.ts';
import { appError } from '../../platform/http/app-error.ts';
import { rolesGranted } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { clearAccountLocks, revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import { PASSWORD_RESET_MINUTES, queuePasswordResetMail } from './account-mail.ts';
import { assertNoProblems, newPasswordProblems } from './account-validation.ts';
import { assertPlaceLeft } from './registration-confirm-service.ts';
import {
  consumeToken,
  findLivePasswordResetToken,
  insertPasswordResetToken,
  latestTokenIssuedAt,
  retireTokens,
} from './token-repository.ts';
import { findUserByIdentifier, findUserInScope, updateUser } from './user-repository.ts';

/** One reset mail per account per minute at most: the form cannot be used to flood a mailbox. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

/**
 * The login page offers "forgot password" when the company allows it or logs in by e-mail;
 * open and external-ID companies have no passwords to reset.
 */
export function assertForgotPasswordOffered(tenant: Tenant): void {
  const { allowForgotPassword, accountType } = tenant.company;
  const byEmail = accountType === AccountType.ALL || accountType === AccountType.EMAIL;
  const withoutPasswords = accountType === AccountType.OPEN || accountType === AccountType.EXTERNAL_ID;
  if (withoutPasswords || (!allowForgotPassword && !byEmail)) throw appError(ResultCode.NO_PERMISSION);
}

/**
 * The `password-reset.issue` job that PUT /auth/forgot-password queues (so the answer and its timing
 * never depend on the address). When the identifier names a usable account with an e-mail address, a
 * new single-use token (only its hash stored, valid 60 minutes) replaces any earlier one and its link
 * is queued for mailing in the same transaction; otherwise nothing happens, and the caller cannot tell
 * the difference.
 */
export async function issuePasswordReset(
  deps: AccountDeps,
  tenant: Tenant,
  identifier: string,
): Promise<void> {
  const { company } = tenant;
  const scope = tenantScopeOf(tenant);
  const byUsername = company.accountType !== AccountType.EMAIL;
  const roles = rolesGranted('account.resetPassword');
  const user = await findUserByIdentifier(deps.db, scope, identifier, { byUsername, roles });
  if (!user?.email || user.accountStatus !== AccountStatus.ALLOW) return;
  const now = deps.clock.now();
  const last = await latestTokenIssuedAt(deps.db, scope, passwordResetTokens, user.id);
  if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return;

  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await retireTokens(tx, scope, passwordResetTokens, user.id, now);
    await insertPasswordResetToken(tx, scope, {
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await queuePasswordResetMail(deps, tx, tenant, user, token);
  });
}

export type ResetPasswordInput = z.infer<typeof resetPasswordRequestSchema>;

/** The live token's account, or the refusal the reset itself would give (INVALID_KEY, USER_BLOCKED). */
async function liveResetAccount(deps: AccountDeps, tenant: Tenant, token: string, now: Date) {
  const scope = tenantScopeOf(tenant);
  const row = await findLivePasswordResetToken(deps.db, scope, hashOpaqueToken(token), now);
  const user = row && (await findUserInScope(deps.db, scope, row.userId));
  if (!row || !user) throw appError(ResultCode.INVALID_KEY);
  if (user.accountStatus !== AccountStatus.ALLOW) throw appError(ResultCode.USER_BLOCKED);
  return { row, user };
}

/**
 * GET /user/reset-password/{token}: whether the link still works, without using it, so the page can
 * say so before the form is filled in. Same answers as the reset for a token it would refuse.
 */
export async function checkPasswordResetToken(
  deps: AccountDeps,
  tenant: Tenant,
  token: string,
): Promise<void> {
  await liveResetAccount(deps, tenant, token, deps.clock.now());
}

/**
 * PUT /user/reset-password/{token}: a live token of this tenant sets a new password (company policy,
 * confirmation, not the current one), is used up, and every session of the account ends. A reset also
 * lifts a login lockout and confirms an unconfirmed sign-up: the owner of the mailbox has just proved
 * who they are.
 */
export async function resetPassword(
  deps: AccountDeps,
  tenant: Tenant,
  token: string,
  input: ResetPasswordInput,
): Promise<void> {
  const { company } = tenant;
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  const { row, user } = await liveResetAccount(deps, tenant, token, now);
  assertNoProblems(
    newPasswordProblems(
      { password: 'new_password', confirm: 'confirm_password' },
      { password: input.new_password, confirm: input.confirm_password },
      company.passwordPolicy,
    ),
  );
  const newHash = clientPasswordHash(input.new_password);
  if (user.passwordHash && (await verifyClientPasswordHash(user.passwordHash, newHash))) {
    throw appError(ResultCode.PASSWORD_IN_USE);
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    // The reset link proves the mailbox, as the confirmation link does: an unconfirmed sign-up is
    // confirmed by it, and takes its place under the user limit.
    if (user.unconfirmedSince !== null) await assertPlaceLeft(tx, tenant);
    if (!(await consumeToken(tx, scope, passwordResetTokens, row.id, now)))
      throw appError(ResultCode.INVALID_KEY);
    await retireTokens(tx, scope, passwordResetTokens, user.id, now);
    await updateUser(tx, scope, user.id, { passwordHash, unconfirmedSince: null });
    await clearAccountLocks(tx, scope, user.id);
    await revokeUserSessions(tx, scope, user.id, 'password_reset', { now });
  });
}
