import { AccountStatus, ResultCode, type RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { expiryFrom, sessionIdleMinutes } from '../../platform/auth/session-lifetime.ts';
import { touchSession } from '../../platform/auth/session-repository.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { companyIs, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** The reader behind a reader's viewer token: its session (the token names it) and the session's user. */
export interface ViewerReader {
  sessionId: number;
  userId: number;
  email: string | null;
  username: string | null;
  roleLevel: RoleLevel;
}

type Row = {
  user_id: string;
  email: string | null;
  username: string | null;
  role_level: RoleLevel;
  account_status: number;
  keep_login: boolean;
  last_seen_at: Date | string;
};

/**
 * A reader's viewer token lives only as long as the session that asked for it: revoked (logout, a
 * password or e-mail change, a stopped account) or expired, the token neither renews nor saves a place
 * (603 `SESSION_INVALID`); a suspended account 830.
 */
export async function liveViewerReader(
  db: Executor,
  scope: TenantScope,
  sessionId: number,
  now: Date,
): Promise<ViewerReader & { keepLogin: boolean; lastSeenAt: Date }> {
  const result = await db.execute<Row>(sql`
    select s.user_id::text as user_id, u.email, u.username, u.role_level, u.account_status, s.keep_login,
      s.last_seen_at
    from sessions s join users u on u.id = s.user_id and u.company_id = s.company_id
    where ${companyIs('s', scope)} and s.id = ${sessionId} and s.revoked_at is null
      and s.expires_at > ${now}`);
  const row = result.rows[0];
  if (!row) throw appError(ResultCode.SESSION_INVALID);
  if (row.account_status === AccountStatus.STOP) throw appError(ResultCode.USER_BLOCKED);
  return {
    sessionId,
    userId: Number(row.user_id),
    email: row.email,
    username: row.username,
    roleLevel: row.role_level,
    keepLogin: row.keep_login,
    lastSeenAt: new Date(row.last_seen_at),
  };
}

/** Reading is using the session: a renewal slides its idle expiry as a signed-in call does. */
export async function touchReaderSession(
  db: Executor,
  clock: Clock,
  tenant: Tenant,
  reader: { sessionId: number; keepLogin: boolean },
): Promise<void> {
  const now = clock.now();
  const idle = sessionIdleMinutes(tenant.company.sessionExpiryMinutes, reader.keepLogin);
  await touchSession(db, reader.sessionId, now, expiryFrom(now, idle));
}
