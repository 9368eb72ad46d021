import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { accountUnlockTokens, loginLocks } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { type AccountScope, companyIdOf, inAccountScope } from '../../platform/tenancy/tenant-scope.ts';

export type LoginLockRow = typeof loginLocks.$inferSelect;
export type UnlockTokenRow = typeof accountUnlockTokens.$inferSelect;

const pairIs = (scope: AccountScope, userId: number, ip: string) =>
  and(
    inAccountScope(loginLocks.companyId, scope),
    eq(loginLocks.userId, userId),
    sql`${loginLocks.ip} = ${ip}::inet`,
  );

/** Ends of the live locks of some accounts from one address, by account id (an admin login's accounts are of any company). */
export async function pairLockEndsAcrossTenants(
  db: Executor,
  userIds: readonly number[],
  ip: string,
  now: Date,
): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: loginLocks.userId, lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(
      and(
        inArray(loginLocks.userId, [...userIds]),
        sql`${loginLocks.ip} = ${ip}::inet`,
        gt(loginLocks.lockedUntil, now),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.lockedUntil as Date]));
}

/** The lock-out state of one account from one address (the caller holds the account's row lock). */
export async function findPairState(tx: Executor, scope: AccountScope, userId: number, ip: string) {
  const [row] = await tx
    .select()
    .from(loginLocks)
    .where(pairIs(scope, userId, ip));
  return row;
}

export async function savePairState(
  tx: Executor,
  scope: AccountScope,
  pair: { userId: number; ip: string },
  state: { failedCount: number; lockedUntil: Date | null },
  now: Date,
) {
  await tx
    .insert(loginLocks)
    .values({ ...pair, ...state, companyId: companyIdOf(scope), updatedAt: now })
    .onConflictDoUpdate({
      target: [loginLocks.userId, loginLocks.ip],
      set: { ...state, updatedAt: now },
    });
}

/** A success or an unlock from an address: the account's count and lock there start afresh. */
export async function clearPairState(tx: Executor, scope: AccountScope, userId: number, ip: string) {
  await tx.delete(loginLocks).where(pairIs(scope, userId, ip));
}

/** Every lock of an account, from every address (the owner proved the mailbox: password reset). */
export async function clearAccountLocks(tx: Executor, scope: AccountScope, userId: number) {
  await tx
    .delete(loginLocks)
    .where(and(inAccountScope(loginLocks.companyId, scope), eq(loginLocks.userId, userId)));
}

export async function insertUnlockToken(
  tx: Executor,
  scope: AccountScope,
  values: Omit<typeof accountUnlockTokens.$inferInsert, 'companyId'>,
) {
  await tx.insert(accountUnlockTokens).values({ ...values, companyId: companyIdOf(scope) });
}

/** The account's used or expired links, removed as a new one is made (they are never read again). */
export async function deleteSpentUnlockTokens(tx: Executor, scope: AccountScope, userId: number, now: Date) {
  await tx
    .delete(accountUnlockTokens)
    .where(
      and(
        inAccountScope(accountUnlockTokens.companyId, scope),
        eq(accountUnlockTokens.userId, userId),
        or(lt(accountUnlockTokens.expiresAt, now), sql`${accountUnlockTokens.usedAt} is not null`),
      ),
    );
}

/**
 * Marks an unused, unexpired link used and returns it. Looked up by the hash alone: the link names no
 * tenant (the admin login has none) and the hash of a 256-bit secret is the key.
 */
export async function consumeUnlockTokenAcrossTenants(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<UnlockTokenRow | undefined> {
  const [row] = await tx
    .update(accountUnlockTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountUnlockTokens.tokenHash, tokenHash),
        isNull(accountUnlockTokens.usedAt),
        gt(accountUnlockTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
