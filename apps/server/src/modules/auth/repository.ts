import { AccountType, type LoginMethod, ResultCode, RoleLevel } from '@hondana/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type companies, loginAttempts, type services, sessions, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  type AccountScope,
  companyIdOf,
  inAccountScope,
  inCompany,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** Why a session ended (sessions.revoked_reason). */
export type SessionRevokeReason =
  | 'logout'
  | 'session_limit'
  | 'password_changed'
  | 'password_reset'
  | 'email_changed'
  | 'account_cancelled'
  | 'account_stopped'
  | 'second_factor_reset';

const emailIs = (identifier: string) => sql`lower(${users.email}) = ${identifier}`;
const usernameIs = (identifier: string) => sql`lower(${users.username}) = ${identifier}`;

/**
 * The account a (lowercased) identifier names in one company, by the company's account type: USERNAME
 * by username, EMAIL by e-mail, ALL by either (an e-mail match first).
 */
export async function findUserByIdentifier(
  db: Executor,
  scope: TenantScope,
  accountType: string,
  identifier: string,
): Promise<UserRow | undefined> {
  const match =
    accountType === AccountType.USERNAME
      ? usernameIs(identifier)
      : accountType === AccountType.EMAIL
        ? emailIs(identifier)
        : sql`(${emailIs(identifier)} or ${usernameIs(identifier)})`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(inCompany(users, scope), match))
    .orderBy(sql`${emailIs(identifier)} desc nulls last`, asc(users.id))
    .limit(1);
  return row;
}

/**
 * Every account of an e-mail address across the platform, staff first (system admin, company admin,
 * service admin, then the others), at most `limit`.
 */
export async function findAccountsByEmailAcrossTenants(
  db: Executor,
  email: string,
  limit: number,
): Promise<UserRow[]> {
  const rank = sql`case ${users.roleLevel} when ${RoleLevel.SYSTEM_ADMIN} then 0
    when ${RoleLevel.COMPANY_ADMIN} then 1 when ${RoleLevel.SERVICE_ADMIN} then 2 else 3 end`;
  return db.select().from(users).where(emailIs(email)).orderBy(rank, asc(users.id)).limit(limit);
}

export async function lockUser(
  tx: Executor,
  scope: AccountScope,
  userId: number,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(inAccountScope(users.companyId, scope), eq(users.id, userId)))
    .for('update');
  return row;
}

/** A transaction lock on an identifier that names no account, from one address (cf. lockUser). */
export async function lockIdentifier(tx: Executor, companyId: number | null, identifier: string, ip: string) {
  const key = `login:${companyId ?? ''}:${identifier}:${ip}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export interface LoginAttemptRecord {
  companyId: number | null;
  userId: number | null;
  identifier: string;
  loginMethod: LoginMethod;
  ip: string;
  resultCode: number;
  at: Date;
}

/** Each record is written in its own tenant (an admin login's has none). */
export async function insertLoginAttemptsAcrossTenants(db: Executor, records: readonly LoginAttemptRecord[]) {
  if (records.length === 0) return;
  await db.insert(loginAttempts).values(
    records.map(({ at, resultCode, ...record }) => ({
      ...record,
      succeeded: resultCode === ResultCode.OK,
      resultCode: resultCode === ResultCode.OK ? null : resultCode,
      createdAt: at,
    })),
  );
}

// A wrong second-factor code counts like a wrong password (both guess at the account's secrets).
const failedPassword = inArray(loginAttempts.resultCode, [
  ResultCode.WRONG_PASSWORD,
  ResultCode.SECOND_FACTOR_WRONG_CODE,
]);

/** Failed password checks from an IP address since a time (any tenant). */
export async function countIpFailuresAcrossTenants(db: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), failedPassword, gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/** Failed password checks of one account from one address since a time. */
export async function countPairFailures(
  db: Executor,
  scope: AccountScope,
  userId: number,
  ip: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        inAccountScope(loginAttempts.companyId, scope),
        eq(loginAttempts.userId, userId),
        sql`${loginAttempts.ip} = ${ip}::inet`,
        failedPassword,
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Times of the latest failed password checks of an identifier in a company (NULL: admin login) from
 * one address.
 */
export async function latestIdentifierFailures(
  db: Executor,
  scope: AccountScope,
  typed: { identifier: string; ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        inAccountScope(loginAttempts.companyId, scope),
        eq(loginAttempts.identifier, typed.identifier),
        sql`${loginAttempts.ip} = ${typed.ip}::inet`,
        failedPassword,
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function markLoginSucceeded(tx: Executor, scope: AccountScope, userId: number, now: Date) {
  await tx
    .update(users)
    .set({ lastLoginAt: now })
    .where(and(inAccountScope(users.companyId, scope), eq(users.id, userId)));
}

/** Ids of a user's live sessions, oldest first. */
export async function listLiveSessionIds(
  tx: Executor,
  scope: AccountScope,
  userId: number,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inAccountScope(sessions.companyId, scope),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
  return rows.map((r) => r.id);
}

export async function insertSession(
  tx: Executor,
  scope: AccountScope,
  values: Omit<typeof sessions.$inferInsert, 'companyId'>,
) {
  const [row] = await tx
    .insert(sessions)
    .values({ ...values, companyId: companyIdOf(scope) })
    .returning();
  if (!row) throw new Error('session not inserted');
  return row;
}

export async function revokeSessionsById(
  tx: Executor,
  scope: AccountScope,
  ids: readonly number[],
  reason: SessionRevokeReason,
  now: Date,
) {
  if (ids.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        inAccountScope(sessions.companyId, scope),
        inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * Ends every live session of a user (password changed or reset, account cancelled or stopped). The
 * user is addressed within its account scope (a company, or the platform's), so a wrong id never touches another
 * tenant. `exceptSessionId` keeps the caller's own session. Returns how many sessions were ended.
 */
export async function revokeUserSessions(
  db: Executor,
  scope: AccountScope,
  userId: number,
  reason: SessionRevokeReason,
  options: { now?: Date; exceptSessionId?: number } = {},
): Promise<number> {
  const filters = [
    inAccountScope(sessions.companyId, scope),
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
  ];
  if (options.exceptSessionId !== undefined) filters.push(ne(sessions.id, options.exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: options.now ?? sql`now()`, revokedReason: reason })
    .where(and(...filters))
    .returning({ id: sessions.id });
  return rows.length;
}
