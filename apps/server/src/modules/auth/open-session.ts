import { type LoginMethod, ResultCode } from '@hondana/contract';
import { accessPeriodRefusal } from '../../platform/auth/access-period.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { expiryFrom, sessionIdleMinutes } from '../../platform/auth/session-lifetime.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type Attempt, attemptRecord } from './credentials.ts';
import { clearPairState } from './lock-repository.ts';
import {
  type CompanyRow,
  insertLoginAttemptsAcrossTenants,
  insertSession,
  listLiveSessionIds,
  lockUser,
  markLoginSucceeded,
  revokeSessionsById,
  type UserRow,
} from './repository.ts';

/** System admins belong to no company, so no company setting limits their sessions: this does. */
export const SYSTEM_ADMIN_SESSIONS_PER_USER = 3;

/** Message key the client shows when older sessions were closed (packages/i18n). */
export const SESSIONS_CLOSED_MESSAGE_KEY = 'toast.error.concurrentSession';

export interface SessionRequest {
  user: UserRow;
  /** The user's company (NULL for a system admin): session expiry and sessions-per-user limit. */
  company: CompanyRow | null;
  serviceId: number | null;
  loginMethod: LoginMethod;
  keepLogin: boolean;
  isMobileApp: boolean;
  userAgent: string | null;
  /**
   * A shared account whose live sessions are seats (an IP-login group's IP user): at most `max` at
   * once, and a login over that is refused with `refusal`; nobody already reading is signed out.
   */
  seats?: { max: number; refusal: number };
}

export interface OpenedSession {
  accessToken: string;
  expiresAt: Date;
  /** Older sessions closed because of the sessions-per-user limit. */
  closedSessions: number;
}

/**
 * Opens a session with a new token, for every login family; a user outside their access period is
 * refused first (USER_ACCESS_NOT_STARTED, USER_ACCESS_EXPIRED). In one transaction holding the user's
 * row lock so parallel logins cannot both pass the sessions-per-user limit. Over the limit: refused
 * with SESSION_MAXIMUM_REACHED when the company says so, otherwise the oldest live sessions are revoked
 * ('session_limit').
 */
export async function openSession(
  db: Database,
  attempt: Attempt,
  request: SessionRequest,
): Promise<OpenedSession> {
  const { now } = attempt;
  const { user, company } = request;
  const { seats } = request;
  const outsidePeriod = accessPeriodRefusal(user, now);
  if (outsidePeriod !== null) {
    await insertLoginAttemptsAcrossTenants(db, [attemptRecord(attempt, outsidePeriod, user)]);
    throw appError(outsidePeriod);
  }
  const limit = seats?.max ?? company?.sessionsPerUser ?? SYSTEM_ADMIN_SESSIONS_PER_USER;
  const accessToken = newOpaqueToken();
  const expiresAt = expiryFrom(now, sessionIdleMinutes(company?.sessionExpiryMinutes, request.keepLogin));

  const scope = accountScopeOf(user.companyId);
  const opened = await db.transaction(async (tx) => {
    await lockUser(tx, scope, user.id);
    const live = await listLiveSessionIds(tx, scope, user.id, now);
    const excess = live.length - limit + 1;
    if (excess > 0 && (seats || company?.refuseOverSessionLimit)) return undefined;
    const closed = excess > 0 ? live.slice(0, excess) : [];
    await revokeSessionsById(tx, scope, closed, 'session_limit', now);
    await insertSession(tx, scope, {
      userId: user.id,
      serviceId: request.serviceId,
      tokenHash: hashOpaqueToken(accessToken),
      loginMethod: request.loginMethod,
      keepLogin: request.keepLogin,
      isMobileApp: request.isMobileApp,
      userAgent: request.userAgent,
      ip: attempt.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    await markLoginSucceeded(tx, scope, user.id, now);
    await clearPairState(tx, scope, user.id, attempt.ip);
    await insertLoginAttemptsAcrossTenants(tx, [attemptRecord(attempt, ResultCode.OK, user)]);
    return { accessToken, expiresAt, closedSessions: closed.length };
  });
  if (opened) return opened;
  const refusal = seats?.refusal ?? ResultCode.SESSION_MAXIMUM_REACHED;
  await insertLoginAttemptsAcrossTenants(db, [attemptRecord(attempt, refusal, user)]);
  throw appError(refusal);
}
