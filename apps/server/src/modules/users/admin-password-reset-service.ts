import { AccountStatus, PasswordPolicy, ResultCode } from '@hondana/contract';
import { translate } from '@hondana/i18n';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import {
  clientPasswordHash,
  hashPassword,
  verifyClientPasswordHash,
} from '../../platform/crypto/passwords.ts';
import { appError } from '../../platform/http/app-error.ts';
import { queueMail } from '../../platform/mail/mail-jobs.ts';
import { rolesGranted } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { clearAccountLocks, revokeUserSessions } from '../auth/service.ts';
import { adminSiteUrl, PLATFORM_NAME } from '../auth/unlock-link.ts';
import { mailLanguage } from '../mail/compose-mail.ts';
import type { AccountDeps } from './account-deps.ts';
import { PASSWORD_RESET_MINUTES } from './account-mail.ts';
import { assertNoProblems, newPasswordProblems } from './account-validation.ts';
import { RESET_MAIL_INTERVAL_MS, type ResetPasswordInput } from './password-reset-service.ts';
import {
  consumeToken,
  findLivePasswordResetTokenAcrossTenants,
  insertPasswordResetToken,
  latestTokenIssuedAt,
  retireTokens,
} from './token-repository.ts';
import { findAccountsByEmailWithRolesAcrossTenants, findUserInScope, updateUser } from './user-repository.ts';

/** Staff: the roles that may open the administration site, the only accounts its reset serves. */
const staffRoles = rolesGranted('adminSite.open');

/**
 * The `admin-password-reset.issue` job behind PUT /auth/admin/forgot-password: the first usable staff
 * account of the address (in the admin login's order) gets a new single-use token, replacing its earlier
 * ones, and the mail with the admin site's link, in one transaction. A reader's address, an unknown one,
 * a suspended account or a second request within a minute changes nothing.
 */
export async function issueAdminPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const accounts = await findAccountsByEmailWithRolesAcrossTenants(deps.db, email, staffRoles);
  const user = accounts.find((a) => a.email && a.accountStatus === AccountStatus.ALLOW);
  if (!user?.email) return;
  const scope = accountScopeOf(user.companyId);
  const now = deps.clock.now();
  const last = await latestTokenIssuedAt(deps.db, scope, passwordResetTokens, user.id);
  if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) return;

  const company = user.companyId === null ? undefined : await findCompanyById(deps.db, user.companyId);
  const token = newOpaqueToken();
  const lang = mailLanguage(user.lang, company?.defaultLanguage);
  // The built-in text, never a company's template: those are written for its readers and its portal.
  const values = {
    fullName: user.fullName ?? user.email,
    username: user.email,
    companyName: company ? company.customName || company.name : PLATFORM_NAME,
    minutes: PASSWORD_RESET_MINUTES,
    link: adminSiteUrl(deps.publicUrl, 'reset-password', { token }),
  };
  await deps.db.transaction(async (tx) => {
    await retireTokens(tx, scope, passwordResetTokens, user.id, now);
    await insertPasswordResetToken(tx, scope, {
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await queueMail(deps.jobs, tx, {
      companyId: user.companyId,
      to: user.email ?? '',
      subject: translate(lang, 'mail.resetPassword.subject', values),
      text: translate(lang, 'mail.resetPassword.body', values),
      secrets: [token],
    });
  });
}

/**
 * The live token's staff account, or the refusal the reset would give. A token of a reader's account
 * (issued by a portal's form) is INVALID_KEY here, as an unknown one: the admin site resets staff only.
 */
async function liveStaffResetAccount(deps: AccountDeps, token: string, now: Date) {
  const row = await findLivePasswordResetTokenAcrossTenants(deps.db, hashOpaqueToken(token), now);
  const scope = row && accountScopeOf(row.companyId);
  const user = row && scope && (await findUserInScope(deps.db, scope, row.userId));
  if (!row || !scope || !user || !staffRoles.includes(user.roleLevel)) throw appError(ResultCode.INVALID_KEY);
  if (user.accountStatus !== AccountStatus.ALLOW) throw appError(ResultCode.USER_BLOCKED);
  return { row, user, scope };
}

/** GET /auth/admin/reset-password/{token}: whether the link still works, without using it. */
export async function checkAdminPasswordResetToken(deps: AccountDeps, token: string): Promise<void> {
  await liveStaffResetAccount(deps, token, deps.clock.now());
}

/**
 * PUT /auth/admin/reset-password/{token}: the staff account's new password (its company's policy, the
 * strict one for a system admin; confirmed; not the current one); the token is used up, the account's
 * login locks are lifted and every session ends, as the portal's reset does.
 */
export async function resetAdminPassword(
  deps: AccountDeps,
  token: string,
  input: ResetPasswordInput,
): Promise<void> {
  const now = deps.clock.now();
  const { row, user, scope } = await liveStaffResetAccount(deps, token, now);
  const company = user.companyId === null ? undefined : await findCompanyById(deps.db, user.companyId);
  assertNoProblems(
    newPasswordProblems(
      { password: 'new_password', confirm: 'confirm_password' },
      { password: input.new_password, confirm: input.confirm_password },
      company?.passwordPolicy ?? PasswordPolicy.STRICT,
    ),
  );
  const newHash = clientPasswordHash(input.new_password);
  if (user.passwordHash && (await verifyClientPasswordHash(user.passwordHash, newHash))) {
    throw appError(ResultCode.PASSWORD_IN_USE);
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, scope, passwordResetTokens, row.id, now)))
      throw appError(ResultCode.INVALID_KEY);
    await retireTokens(tx, scope, passwordResetTokens, user.id, now);
    await updateUser(tx, scope, user.id, { passwordHash });
    await clearAccountLocks(tx, scope, user.id);
    await revokeUserSessions(tx, scope, user.id, 'password_reset', { now });
  });
}
