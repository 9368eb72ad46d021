import { and, eq, gt, isNull } from 'drizzle-orm';
import { companies, services, sessions, users } from '../../db/schema/index.ts';
import type { Executor } from '../database/connection.ts';
import type { SessionContext } from './session-context.ts';

/** A live session by the hash of its token: not revoked, not expired at `now`. */
export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<SessionContext | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users, company: companies, service: services })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(services, eq(services.id, sessions.serviceId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
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
