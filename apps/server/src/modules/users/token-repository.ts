import { and, desc, eq, gt, gte, isNull, ne } from 'drizzle-orm';
import {
  emailChangeTokens,
  emailUndoTokens,
  passwordResetTokens,
  registrationTokens,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  type AccountScope,
  companyIdOf,
  inAccountScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

/** The kinds of one-time token a user receives by mail; only their hashes are stored. */
type TokenTable =
  | typeof passwordResetTokens
  | typeof emailChangeTokens
  | typeof emailUndoTokens
  | typeof registrationTokens;

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;
export type EmailUndoTokenRow = typeof emailUndoTokens.$inferSelect;

/** Marks the user's unused tokens of a kind as used: a new token replaces them. */
export async function retireTokens(
  tx: Executor,
  scope: AccountScope,
  table: TokenTable,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(inAccountScope(table.companyId, scope), eq(table.userId, userId), isNull(table.usedAt)));
}

/** When the user's latest token of a kind was issued (the forgot-password throttle). */
export async function latestTokenIssuedAt(
  db: Executor,
  scope: AccountScope,
  table: TokenTable,
  userId: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(and(inAccountScope(table.companyId, scope), eq(table.userId, userId)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function insertPasswordResetToken(
  tx: Executor,
  scope: AccountScope,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResetTokens).values({ ...values, companyId: companyIdOf(scope) });
}

export async function insertRegistrationToken(
  tx: Executor,
  scope: TenantScope,
  values: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(registrationTokens).values({ ...values, companyId: scope.companyId });
}

export async function insertEmailChangeToken(
  tx: Executor,
  scope: TenantScope,
  values: {
    userId: number;
    newEmail: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(emailChangeTokens).values({ ...values, companyId: scope.companyId });
}

/**
 * Uses a token once: true only for the one transaction that marks it, so two simultaneous requests with
 * the same link cannot both succeed.
 */
export async function consumeToken(
  tx: Executor,
  scope: AccountScope,
  table: TokenTable,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(inAccountScope(table.companyId, scope), eq(table.id, id), isNull(table.usedAt)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export async function insertEmailUndoToken(
  tx: Executor,
  scope: TenantScope,
  values: {
    userId: number;
    oldEmail: string;
    newEmail: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(emailUndoTokens).values({ ...values, companyId: scope.companyId });
}

/**
 * Undoing a change also cancels the undo links of the changes made after it (they would move the
 * account back to an address the undo just took away); the links of earlier changes stay usable.
 */
export async function retireLaterUndoTokens(
  tx: Executor,
  scope: AccountScope,
  used: EmailUndoTokenRow,
  now: Date,
): Promise<void> {
  await tx
    .update(emailUndoTokens)
    .set({ usedAt: now })
    .where(
      and(
        inAccountScope(emailUndoTokens.companyId, scope),
        eq(emailUndoTokens.userId, used.userId),
        ne(emailUndoTokens.id, used.id),
        gte(emailUndoTokens.createdAt, used.createdAt),
        isNull(emailUndoTokens.usedAt),
      ),
    );
}

/** A token of the scope's accounts (a company's, or the platform's) that is neither used nor expired at `now`. */
async function findLiveToken<T extends TokenTable>(
  db: Executor,
  scope: AccountScope,
  table: T,
  tokenHash: string,
  now: Date,
): Promise<T['$inferSelect'] | undefined> {
  const tokens = table as TokenTable;
  const [row] = await db
    .select()
    .from(tokens)
    .where(
      and(
        inAccountScope(tokens.companyId, scope),
        eq(tokens.tokenHash, tokenHash),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

export const findLivePasswordResetToken = (db: Executor, scope: AccountScope, tokenHash: string, now: Date) =>
  findLiveToken(db, scope, passwordResetTokens, tokenHash, now);

export const findLiveEmailChangeToken = (db: Executor, scope: AccountScope, tokenHash: string, now: Date) =>
  findLiveToken(db, scope, emailChangeTokens, tokenHash, now);

export const findLiveEmailUndoToken = (db: Executor, scope: AccountScope, tokenHash: string, now: Date) =>
  findLiveToken(db, scope, emailUndoTokens, tokenHash, now);

export const findLiveRegistrationToken = (db: Executor, scope: AccountScope, tokenHash: string, now: Date) =>
  findLiveToken(db, scope, registrationTokens, tokenHash, now);

/**
 * A live reset token by its hash alone, for the administration site's link, which names no tenant (a
 * system admin has none); the caller then works in the account scope of the row.
 */
export async function findLivePasswordResetTokenAcrossTenants(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}
