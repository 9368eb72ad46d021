import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Executor } from '../database/connection.ts';
import { sessionTenantRows } from '../tenancy/tenant-cache-plugin.ts';
import { type SessionContext, sessionColumns, sessionUserColumns } from './session-context.ts';

/**
 * A live session by the hash of its token: not revoked, not expired at `now`. Asked by every signed-in
 * call, so the query is built once per database handle and sent as a named prepared statement (no query
 * building per call in drizzle, no parse and plan per call in PostgreSQL), and it reads the columns of
 * the session and user rows a request uses: the company and service rows, wide and the same for every reader of a tenant, come
 * from the tenant cache (platform/tenancy), which PostgreSQL notifications keep current.
 */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionContext | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  if (!row) return undefined;
  const tenant = await sessionTenantRows(db, row.session.companyId, row.session.serviceId);
  return { ...row, ...tenant };
}

const liveSessionQuery = (db: Executor) =>
  db
    .select({ session: sessionColumns, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');

const liveSessionQueries = new WeakMap<Executor, ReturnType<typeof liveSessionQuery>>();

/**
 * Why the session of a token that is no longer live was revoked (sessions.revoked_reason), or
 * undefined for an unknown, expired or still live token. Asked only on the refusal path.
 */
export async function revokedReasonOf(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: sessions.revokedReason })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.reason ?? undefined;
}

/** Sliding expiry: each use moves the end of the session forward. */
export async function touchSession(
  db: Executor,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
