import { AccountType, ResultCode } from '@hondana/contract';
import { registrationTokens } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import type { AccountDeps } from './account-deps.ts';
import { queueWelcomeMail } from './account-mail.ts';
import {
  confirmationExpiry,
  minutesBefore,
  RESEND_MINUTES,
  unconfirmedCutoff,
} from './registration-policy.ts';
import { findUnconfirmedByEmail } from './sign-up-repository.ts';
import { admitSignUp } from './sign-up-throttle.ts';
import {
  consumeToken,
  findLiveRegistrationToken,
  insertRegistrationToken,
  latestTokenIssuedAt,
  retireTokens,
} from './token-repository.ts';
import { countEndUsers, findUserInScope, type UserRow, updateUser } from './user-repository.ts';

/** A new confirmation link for an unconfirmed account, its mail queued through the same transaction. */
export async function issueConfirmation(
  deps: AccountDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  now: Date,
): Promise<void> {
  const token = newOpaqueToken();
  await retireTokens(tx, tenantScopeOf(tenant), registrationTokens, user.id, now);
  await insertRegistrationToken(tx, tenantScopeOf(tenant), {
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    createdAt: now,
    expiresAt: confirmationExpiry(now),
  });
  await queueWelcomeMail(deps, tx, tenant, user, token);
}

/** Sign-up needs the company's allowRegistration and an account type with passwords, else NO_PERMISSION. */
export function assertRegistrationOffered({ company }: Tenant): void {
  const closedTypes: string[] = [AccountType.OPEN, AccountType.EXTERNAL_ID];
  if (!company.allowRegistration || closedTypes.includes(company.accountType)) {
    throw appError(ResultCode.NO_PERMISSION);
  }
}

/**
 * Under the company's lock: a confirmed end user more stays within maxUser, else
 * COMPANY_USER_LIMIT_REACHED (417). Confirming an unconfirmed sign-up takes its place.
 */
export async function assertPlaceLeft(tx: Executor, tenant: Tenant): Promise<void> {
  const scope = tenantScopeOf(tenant);
  const { maxUser } = tenant.company;
  await lockCompany(tx, scope);
  if (maxUser !== null && (await countEndUsers(tx, scope)) >= maxUser) {
    throw appError(ResultCode.COMPANY_USER_LIMIT_REACHED);
  }
}

const stillPending = (user: UserRow | undefined, now: Date): user is UserRow =>
  !!user && user.unconfirmedSince !== null && user.unconfirmedSince > unconfirmedCutoff(now);

/**
 * PUT /auth/confirm-registration/{token}: the link of the registration mail (single use, valid
 * CONFIRMATION_HOURS, no login needed: it proves the mailbox). The account may sign in from now on and
 * takes its place under maxUser (COMPANY_USER_LIMIT_REACHED, 417, when none is left; the link stays
 * usable). Unknown, used, expired and other tenants' links answer INVALID_KEY (410) alike.
 */
export async function confirmRegistration(deps: AccountDeps, tenant: Tenant, token: string): Promise<void> {
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  const row = await findLiveRegistrationToken(deps.db, scope, hashOpaqueToken(token), now);
  const user = row && (await findUserInScope(deps.db, scope, row.userId));
  if (!row || !stillPending(user, now)) throw appError(ResultCode.INVALID_KEY);
  await deps.db.transaction(async (tx) => {
    await assertPlaceLeft(tx, tenant);
    if (!(await consumeToken(tx, scope, registrationTokens, row.id, now))) {
      throw appError(ResultCode.INVALID_KEY);
    }
    await updateUser(tx, scope, user.id, { unconfirmedSince: null });
  });
}

/**
 * PUT /auth/resend-confirmation?email=: a new link for an unconfirmed registration of the address. The
 * answer is `{accepted: true}` whether or not there is one; each call counts toward the sign-up throttle
 * (777), and an account gets at most one mail per RESEND_MINUTES.
 */
export async function resendConfirmation(
  deps: AccountDeps,
  tenant: Tenant,
  email: string,
  ip: string,
): Promise<void> {
  assertRegistrationOffered(tenant);
  const scope = tenantScopeOf(tenant);
  const now = deps.clock.now();
  await admitSignUp(deps.db, scope, ip, now);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, scope);
    const user = await findUnconfirmedByEmail(tx, scope, email.trim().toLowerCase());
    if (!stillPending(user, now)) return;
    const last = await latestTokenIssuedAt(tx, scope, registrationTokens, user.id);
    if (last && last > minutesBefore(now, RESEND_MINUTES)) return;
    await issueConfirmation(deps, tx, tenant, user, now);
  });
}
