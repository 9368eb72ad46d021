import { RoleLevel } from '@hondana/contract';
import { and, count, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import { signUpAttempts, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** Serialises the sign-ups of one client address (across tenants) for the length of a transaction. */
export async function lockSignUpAddress(tx: Executor, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-up:${ip}`}, 0))`);
}

/** Sign-ups and resends from one address, in any tenant, since a time. */
export async function countAddressSignUpsAcrossTenants(
  db: Executor,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signUpAttempts)
    .where(and(eq(signUpAttempts.ip, ip), gt(signUpAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Sign-ups and resends of one company, from any address, since a time. */
export async function countCompanySignUps(db: Executor, scope: TenantScope, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signUpAttempts)
    .where(and(inCompany(signUpAttempts, scope), gt(signUpAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertSignUpAttempt(
  tx: Executor,
  scope: TenantScope,
  values: { ip: string; createdAt: Date },
): Promise<void> {
  await tx.insert(signUpAttempts).values({ ...values, companyId: scope.companyId });
}

/** Forgets the company's sign-ups older than the throttle's window: nothing counts them any more. */
export async function deleteOldSignUpAttempts(tx: Executor, scope: TenantScope, before: Date): Promise<void> {
  await tx
    .delete(signUpAttempts)
    .where(and(inCompany(signUpAttempts, scope), lt(signUpAttempts.createdAt, before)));
}

/** The company's end user of an e-mail whose registration is still unconfirmed. */
export async function findUnconfirmedByEmail(db: Executor, scope: TenantScope, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        inCompany(users, scope),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNotNull(users.unconfirmedSince),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Deletes the company's unconfirmed registrations made before `registeredBefore` (their tokens cascade);
 * they never signed in, so nothing else refers to them.
 */
export async function deleteExpiredSignUps(
  tx: Executor,
  scope: TenantScope,
  registeredBefore: Date,
): Promise<void> {
  await tx
    .delete(users)
    .where(
      and(
        inCompany(users, scope),
        eq(users.roleLevel, RoleLevel.USER),
        lt(users.unconfirmedSince, registeredBefore),
      ),
    );
}

/** Deletes one unconfirmed registration (a newer sign-up of the same address replaces it). */
export async function deleteUnconfirmedUser(tx: Executor, scope: TenantScope, id: number): Promise<void> {
  await tx
    .delete(users)
    .where(and(inCompany(users, scope), eq(users.id, id), isNotNull(users.unconfirmedSince)));
}
