import { AccountStatus, ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../database/connection.ts';
import { appError } from '../http/app-error.ts';
import { accessPeriodRefusal } from './access-period.ts';
import { hashOpaqueToken } from './opaque-token.ts';
import type { SessionContext } from './session-context.ts';
import { expiryFrom, sessionIdleMinutes } from './session-lifetime.ts';
import { findLiveSession, revokedReasonOf, touchSession } from './session-repository.ts';

export const ACCESS_TOKEN_HEADER = 'x-access-token';

/**
 * Sliding expiry is written at most once a minute per session: a reader's page load makes a handful of
 * calls, and each one an UPDATE would cost more than the read. A session may so end up to a minute
 * earlier than a pure sliding window would say (docs/decisions.md).
 */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * The session of a request's X-Access-Token, or a refusal: no token → ACCESS_TOKEN_NOT_FOUND, unknown,
 * revoked or expired token → ACCESS_TOKEN_INVALID (SESSION_ENDED_BY_LIMIT for a session closed because
 * the account signed in elsewhere past its sessions-per-user limit), suspended account → USER_BLOCKED, a user outside
 * their access period → USER_ACCESS_NOT_STARTED or USER_ACCESS_EXPIRED. Slides the expiry (at most once
 * a minute).
 */
export async function authenticate(
  db: Database,
  clock: Clock,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<SessionContext> {
  const header = request.headers[ACCESS_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw appError(ResultCode.ACCESS_TOKEN_NOT_FOUND);
  const now = clock.now();
  const tokenHash = hashOpaqueToken(token);
  const context = await findLiveSession(db, tokenHash, now);
  if (!context) throw appError(await deadTokenRefusal(db, tokenHash));
  if (context.user.accountStatus === AccountStatus.STOP) throw appError(ResultCode.USER_BLOCKED);
  const outsidePeriod = accessPeriodRefusal(context.user, now);
  if (outsidePeriod !== null) throw appError(outsidePeriod);
  if (now.getTime() - context.session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const idle = sessionIdleMinutes(context.company?.sessionExpiryMinutes, context.session.keepLogin);
    await touchSession(db, context.session.id, now, expiryFrom(now, idle));
  }
  return context;
}

/** The session limit's revocation (open-session.ts) is told apart, so the reader learns why they were signed out. */
async function deadTokenRefusal(db: Database, tokenHash: string): Promise<number> {
  const reason = await revokedReasonOf(db, tokenHash);
  return reason === 'session_limit' ? ResultCode.SESSION_ENDED_BY_LIMIT : ResultCode.ACCESS_TOKEN_INVALID;
}
