import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { companies, services, sessions, users } from '../../db/schema/index.ts';
import type { Executor } from '../database/connection.ts';
import type { SessionContext } from './session-context.ts';

/**
 * A live session by the hash of its token: not revoked, not expired at `now`. Asked by every signed-in
 * call, so the query is built once per database handle and sent as a named prepared statement: no query
 * building per call in drizzle, no parse and plan per call in PostgreSQL.
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
  return row;
}

const liveSessionQuery = (db: Executor) =>
  db
    .select({ session: sessions, user: users, company: companies, service: services })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(services, eq(services.id, sessions.serviceId))
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

/** Sliding expiry: each use moves the end of the session forward. */
export async function touchSession(
  db: Executor,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
