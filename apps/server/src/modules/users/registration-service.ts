import {
  AccountType,
  type AuthUser,
  ResultCode,
  RoleLevel,
  type signUpRequestSchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { hashPassword } from '../../platform/crypto/passwords.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { presentAuthUser } from '../auth/present-auth-user.ts';
import type { AccountDeps } from './account-deps.ts';
import { assertNoProblems, newPasswordProblems, usernameProblems } from './account-validation.ts';
import { assertRegistrationOffered, issueConfirmation } from './registration-confirm-service.ts';
import { unconfirmedCutoff } from './registration-policy.ts';
import { deleteExpiredSignUps, deleteUnconfirmedUser, findUnconfirmedByEmail } from './sign-up-repository.ts';
import { admitSignUp } from './sign-up-throttle.ts';
import { asDuplicateError } from './unique-violation.ts';
import { countEndUsers, emailTaken, insertUser, usernameTaken } from './user-repository.ts';

export type SignUpInput = z.infer<typeof signUpRequestSchema>;

const duplicate = (code: number, field: string) =>
  appError(code, { fields: [{ field, rule: 'unique', message: `api.error.${code}` }] });

/**
 * A reader signs up on the portal (POST /auth/register, /auth/sign-up): the company must allow it; the
 * input follows the account rules (packages/contract account-rules) and the company's password policy; e-mail and username are unique in the
 * company. The account starts unconfirmed: it cannot sign in and takes no place under maxUser until the
 * link mailed to the address is opened. Throttled per client address and per company before any work
 * (SIGN_UP_THROTTLED, 777). An unconfirmed registration of the same address is replaced, and the
 * company's expired ones are deleted. The mail is queued in the transaction that inserts the user, so a
 * crash after the answer cannot lose it.
 */
export async function registerUser(
  deps: AccountDeps,
  tenant: Tenant,
  input: SignUpInput,
  ip: string,
): Promise<AuthUser> {
  const { company } = tenant;
  const scope = tenantScopeOf(tenant);
  assertRegistrationOffered(tenant);
  const username = input.username || undefined;
  const usernameRequired =
    company.accountType === AccountType.USERNAME || company.accountType === AccountType.ALL;
  assertNoProblems([
    ...usernameProblems('username', username, usernameRequired),
    ...newPasswordProblems(
      { password: 'password', confirm: 'confirm_password' },
      { password: input.password, confirm: input.confirm_password },
      company.passwordPolicy,
    ),
  ]);
  const email = input.email.toLowerCase();
  const now = deps.clock.now();
  await admitSignUp(deps.db, scope, ip, now);
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db
    .transaction(async (tx) => {
      await lockCompany(tx, scope);
      await deleteExpiredSignUps(tx, scope, unconfirmedCutoff(now));
      const pending = await findUnconfirmedByEmail(tx, scope, email);
      if (pending) await deleteUnconfirmedUser(tx, scope, pending.id);
      if (await emailTaken(tx, scope, email)) throw duplicate(ResultCode.USER_EMAIL_DUPLICATED, 'email');
      if (username && (await usernameTaken(tx, scope, username))) {
        throw duplicate(ResultCode.USERNAME_DUPLICATED, 'username');
      }
      if (company.maxUser !== null && (await countEndUsers(tx, scope)) >= company.maxUser) {
        throw appError(ResultCode.COMPANY_USER_LIMIT_REACHED);
      }
      const created = await insertUser(tx, scope, {
        roleLevel: RoleLevel.USER,
        username: username ?? null,
        email,
        passwordHash,
        fullName: input.full_name,
        firstName: input.first_name || null,
        lastName: input.last_name || null,
        lang: input.lang ?? company.defaultLanguage,
        isSubscribeMail: input.is_subscribe_mail ?? false,
        unconfirmedSince: now,
      });
      await issueConfirmation(deps, tx, tenant, created, now);
      return created;
    })
    .catch((error: unknown) => {
      throw asDuplicateError(error);
    });

  return presentAuthUser(user, tenant.company, tenant.service);
}
