import type { IdentityProvider } from '@hondana/contract';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { companyIdentityProviders, federatedLoginRequests, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type UserRow = typeof users.$inferSelect;
export type LoginRequestRow = typeof federatedLoginRequests.$inferSelect;

/** A company's own registration at a provider, if it has one. */
export async function findCompanyProvider(db: Executor, scope: TenantScope, provider: IdentityProvider) {
  const [row] = await db
    .select()
    .from(companyIdentityProviders)
    .where(and(inCompany(companyIdentityProviders, scope), eq(companyIdentityProviders.provider, provider)));
  return row;
}

export async function insertLoginRequest(
  db: Executor,
  scope: ServiceScope,
  values: Omit<typeof federatedLoginRequests.$inferInsert, 'companyId' | 'serviceId'>,
) {
  await db
    .insert(federatedLoginRequests)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId });
}

/**
 * Expired requests of every tenant, removed as new ones are made (they are never read again), so the
 * table holds only the requests of the last LOGIN_REQUEST_MINUTES whichever tenants stop asking.
 */
export async function deleteExpiredLoginRequestsAcrossTenants(db: Executor, now: Date) {
  await db.delete(federatedLoginRequests).where(lt(federatedLoginRequests.expiresAt, now));
}

/** Login requests one address started since a time, in every tenant (the per-address throttle). */
export async function countLoginRequestsFromAcrossTenants(
  db: Executor,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(federatedLoginRequests)
    .where(and(sql`${federatedLoginRequests.ip} = ${ip}::inet`, gt(federatedLoginRequests.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Marks the login request of a state used and returns it, only when it is the tenant's, for this
 * provider, unused and unexpired: a state is good for one login call, whatever that call's outcome.
 */
export async function consumeLoginRequest(
  db: Executor,
  scope: TenantScope,
  provider: IdentityProvider,
  stateHash: string,
  now: Date,
): Promise<LoginRequestRow | undefined> {
  const [row] = await db
    .update(federatedLoginRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(federatedLoginRequests.stateHash, stateHash),
        inCompany(federatedLoginRequests, scope),
        eq(federatedLoginRequests.provider, provider),
        isNull(federatedLoginRequests.usedAt),
        gt(federatedLoginRequests.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** The company's account of an e-mail address (case-insensitive). */
export async function findUserByEmail(db: Executor, scope: TenantScope, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(inCompany(users, scope), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return row;
}

export async function findUserByExternalId(db: Executor, scope: TenantScope, externalId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(inCompany(users, scope), eq(users.externalId, externalId)))
    .limit(1);
  return row;
}

export async function insertUser(
  tx: Executor,
  scope: ServiceScope,
  values: Omit<typeof users.$inferInsert, 'companyId' | 'serviceId'>,
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function recordTermsAccepted(
  db: Executor,
  scope: TenantScope,
  userId: number,
  version: number,
  now: Date,
) {
  await db
    .update(users)
    .set({ termsAcceptedVersion: version, termsAcceptedAt: now })
    .where(and(inCompany(users, scope), eq(users.id, userId)));
}
