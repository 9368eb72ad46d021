import { PolicyScope, ResultCode, type UserDetail } from '@hondana/contract';
import { emailChangeTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import { appError } from '../../platform/http/app-error.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import type { AccountDeps } from './account-deps.ts';
import { EMAIL_CHANGE_HOURS, queueEmailChangeMail } from './account-mail.ts';
import { presentUserDetail } from './present-user.ts';
import { tenantOfSession } from './session-tenant.ts';
import {
  consumeToken,
  findLiveEmailChangeToken,
  insertEmailChangeToken,
  retireTokens,
} from './token-repository.ts';
import { asDuplicateError } from './unique-violation.ts';
import { ownAccount } from './user-access.ts';
import {
  emailTaken,
  findUserAnywhere,
  findUserInScope,
  type UserScope,
  updateUser,
} from './user-repository.ts';

const emailExists = () => appError(ResultCode.USER_EMAIL_DUPLICATED);

async function applyEmail(deps: AccountDeps, scope: UserScope, userId: number, email: string) {
  return deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, scope, email, userId)) throw emailExists();
      return updateUser(tx, scope, userId, { email });
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });
}

/**
 * PUT /user/change-email/{id}. A user changes their own address in two steps: the new address must be
 * free in the company, then a single-use link (valid 24 hours) goes to it, and nothing changes until
 * it is opened. A system admin changes anyone's address at once and gets the updated user back.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: SessionContext,
  id: number,
  newEmail: string,
): Promise<{ accepted: true } | UserDetail> {
  const email = newEmail.toLowerCase();
  if (scopeOf(caller.user.roleLevel, 'account.changeEmail') === PolicyScope.ALL) {
    const target = await findUserAnywhere(deps.db, id);
    if (!target) throw appError(ResultCode.USER_NOT_FOUND);
    const updated = await applyEmail(deps, target.companyId, target.id, email);
    if (!updated) throw appError(ResultCode.USER_NOT_FOUND);
    return presentUserDetail(updated);
  }
  const user = await ownAccount(deps.db, caller, id, 'account.changeEmail');
  if (await emailTaken(deps.db, user.companyId, email)) throw emailExists();
  const tenant = await tenantOfSession(deps.db, caller);
  const now = deps.clock.now();
  const token = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await retireTokens(tx, emailChangeTokens, tenant.company.id, user.id, now);
    await insertEmailChangeToken(tx, {
      companyId: tenant.company.id,
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
 * meanwhile.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  tenant: Tenant,
  token: string,
): Promise<{ email: string }> {
  const companyId = tenant.company.id;
  const now = deps.clock.now();
  const row = await findLiveEmailChangeToken(deps.db, companyId, hashOpaqueToken(token), now);
  const user = row && (await findUserInScope(deps.db, companyId, row.userId));
  if (!row || !user) throw appError(ResultCode.INVALID_KEY);
  await deps.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, companyId, row.newEmail, user.id)) throw emailExists();
      if (!(await consumeToken(tx, emailChangeTokens, row.id, now))) throw appError(ResultCode.INVALID_KEY);
      await updateUser(tx, companyId, user.id, { email: row.newEmail });
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });
  return { email: row.newEmail };
}
