import { PaymentGatewayKind } from '@hondana/contract';
import { and, count, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  companies,
  type SecondFactorChallengePurpose,
  secondFactorChallenges,
  secondFactorRecoveryCodes,
  secondFactors,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { type AccountScope, companyIdOf, inAccountScope } from '../../platform/tenancy/tenant-scope.ts';

export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;

/** An account addressed inside its own account scope (a company's, or the platform's for a system admin). */
export interface AccountKey {
  scope: AccountScope;
  userId: number;
}

/** The key's columns for a new row. */
const rowOf = (account: AccountKey) => ({ companyId: companyIdOf(account.scope), userId: account.userId });

const factorOf = (account: AccountKey) =>
  and(inAccountScope(secondFactors.companyId, account.scope), eq(secondFactors.userId, account.userId));

const codesOf = (account: AccountKey) =>
  and(
    inAccountScope(secondFactorRecoveryCodes.companyId, account.scope),
    eq(secondFactorRecoveryCodes.userId, account.userId),
  );

/**
 * The account a challenge or the system admin's reset names, by id alone: a challenge names no tenant
 * (the admin login has none) and the reset reaches every company.
 */
export async function findAccountByIdAcrossTenants(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The account's factor, confirmed or waiting for its first code. */
export async function findSecondFactor(
  db: Executor,
  account: AccountKey,
): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(factorOf(account));
  return row;
}

/** Whether the account has a confirmed factor. */
export async function hasEnrolledFactor(db: Executor, account: AccountKey): Promise<boolean> {
  const row = await findSecondFactor(db, account);
  return row?.enrolledAt != null;
}

/** A new secret waiting for its first code; replaces one not yet confirmed (never a confirmed one). */
export async function savePendingFactor(tx: Executor, account: AccountKey, secretEnc: string, now: Date) {
  const [row] = await tx
    .insert(secondFactors)
    .values({ ...rowOf(account), secretEnc, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretEnc, lastTimeStep: null, createdAt: now, updatedAt: now },
      setWhere: isNull(secondFactors.enrolledAt),
    })
    .returning();
  return row;
}

/**
 * Takes a code's time step for the factor when it is later than the last one taken: false when another
 * request took that step (or a later one) first, so a code works once even when sent twice at once.
 */
export async function takeTimeStep(
  tx: Executor,
  account: AccountKey,
  timeStep: number,
  enrolNow?: Date,
): Promise<boolean> {
  const rows = await tx
    .update(secondFactors)
    .set({ lastTimeStep: timeStep, ...(enrolNow ? { enrolledAt: enrolNow } : {}) })
    .where(
      and(
        factorOf(account),
        or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, timeStep)),
        enrolNow ? isNull(secondFactors.enrolledAt) : isNotNull(secondFactors.enrolledAt),
      ),
    )
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

/** Removes the factor and its recovery codes; answers whether there was one. */
export async function deleteSecondFactor(tx: Executor, account: AccountKey): Promise<boolean> {
  await tx.delete(secondFactorRecoveryCodes).where(codesOf(account));
  const rows = await tx.delete(secondFactors).where(factorOf(account)).returning({ id: secondFactors.id });
  return rows.length > 0;
}

/** Replaces the account's recovery codes by new ones (their hashes). */
export async function replaceRecoveryCodes(
  tx: Executor,
  account: AccountKey,
  hashes: readonly string[],
  now: Date,
) {
  await tx.delete(secondFactorRecoveryCodes).where(codesOf(account));
  await tx
    .insert(secondFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ ...rowOf(account), codeHash, createdAt: now })));
}

/** Marks an unused recovery code of the account used; false when it is unknown or used. */
export async function consumeRecoveryCode(
  tx: Executor,
  account: AccountKey,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        codesOf(account),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, account: AccountKey): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(secondFactorRecoveryCodes)
    .where(and(codesOf(account), isNull(secondFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  tx: Executor,
  account: AccountKey,
  values: {
    purpose: SecondFactorChallengePurpose;
    tokenHash: string;
    keepLogin: boolean;
    ip: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await tx
    .insert(secondFactorChallenges)
    .values({ companyId: companyIdOf(account.scope), userId: account.userId, ...values });
}

/**
 * A live challenge (unused, unexpired) by its token's hash, locked for the caller's transaction. Looked
 * up by the hash alone: the admin login names no tenant, and the hash of a 256-bit secret is the key.
 */
export async function lockLiveChallengeAcrossTenants(
  tx: Executor,
  tokenHash: string,
  purpose: SecondFactorChallengePurpose,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        eq(secondFactorChallenges.purpose, purpose),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

export async function markChallengeUsed(tx: Executor, scope: AccountScope, id: number, now: Date) {
  await tx
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(inAccountScope(secondFactorChallenges.companyId, scope), eq(secondFactorChallenges.id, id)));
}

/** One more wrong code on a challenge; at `limit` it is spent (marked used). */
export async function countChallengeFailure(
  tx: Executor,
  scope: AccountScope,
  id: number,
  limit: number,
  now: Date,
) {
  await tx
    .update(secondFactorChallenges)
    .set({
      failedCount: sql`${secondFactorChallenges.failedCount} + 1`,
      usedAt: sql`case when ${secondFactorChallenges.failedCount} + 1 >= ${limit} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(inAccountScope(secondFactorChallenges.companyId, scope), eq(secondFactorChallenges.id, id)));
}

/** The account's spent challenges (used or expired), removed as a new one is made. */
export async function deleteSpentChallenges(tx: Executor, scope: AccountScope, userId: number, now: Date) {
  await tx
    .delete(secondFactorChallenges)
    .where(
      and(
        inAccountScope(secondFactorChallenges.companyId, scope),
        eq(secondFactorChallenges.userId, userId),
        or(lt(secondFactorChallenges.expiresAt, now), isNotNull(secondFactorChallenges.usedAt)),
      ),
    );
}

/**
 * Whether any company requires a second factor of its staff (its switch, or card payments): read
 * across tenants on purpose, for the system admins' rule.
 */
export async function anyCompanyRequiresSecondFactorAcrossTenants(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      or(
        eq(companies.staffSecondFactorRequired, true),
        and(isNotNull(companies.paymentGateway), ne(companies.paymentGateway, PaymentGatewayKind.SANDBOX)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
