import { RoleLevel } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { assertPlaceLeft } from '../users/registration-confirm-service.ts';
import { findUserByEmail, insertUser, type UserRow } from './repository.ts';

export interface NewFederatedAccount {
  /** Taken only when no account of the company has it already. */
  email: string | null;
  fullName: string;
  externalId: string | null;
  isSubscribeMail: boolean;
  termsVersion: number | null;
  now: Date;
}

/**
 * An end user made at login (no password: they sign in through their provider), under the company's
 * lock so the user limit (COMPANY_USER_LIMIT_REACHED, 417) holds against parallel logins.
 */
export async function createAccount(
  db: Database,
  tenant: Tenant,
  account: NewFederatedAccount,
): Promise<UserRow> {
  const { company } = tenant;
  const scope = tenantScopeOf(tenant);
  return db.transaction(async (tx) => {
    await assertPlaceLeft(tx, tenant);
    const email = account.email && !(await findUserByEmail(tx, scope, account.email)) ? account.email : null;
    return insertUser(tx, scope, {
      roleLevel: RoleLevel.USER,
      email,
      externalId: account.externalId,
      fullName: account.fullName,
      lang: company.defaultLanguage,
      isSubscribeMail: account.isSubscribeMail,
      termsAcceptedVersion: account.termsVersion,
      termsAcceptedAt: account.termsVersion === null ? null : account.now,
    });
  });
}
