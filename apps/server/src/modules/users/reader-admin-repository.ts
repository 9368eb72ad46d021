import { RoleLevel, type readerFilterQuerySchema, SubscriptionStatus } from '@hondana/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import {
  favourites,
  loginLocks,
  notificationReads,
  readingHistory,
  sessions,
  userGroupMembers,
  userGroups,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { dayStart } from './reader-days.ts';
import type { UserRow } from './user-repository.ts';

export type ReaderFilter = z.output<typeof readerFilterQuerySchema>;

/** A reader with what its item shows besides its own columns. */
export type ReaderRow = UserRow & { userGroupName: string | null; locked: boolean };

/** Readers (end users, role 3) of the scope: the company's, or one service's. */
export const readersIn = (scope: TenantScope): SQL =>
  and(
    inCompany(users, scope),
    eq(users.roleLevel, RoleLevel.USER),
    scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId),
  ) as SQL;

/** Username, e-mail or a name holding the keyword (LIKE wildcards typed by the admin are literal). */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.fullName, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
  );
}

const DAY_MS = 86_400_000;

/** The list's and the export's filters, within the scope. */
export function readerFilter(scope: TenantScope, filter: ReaderFilter): SQL {
  const to = filter.lastLoginTo === undefined ? undefined : dayStart(filter.lastLoginTo).getTime() + DAY_MS;
  return and(
    readersIn(scope),
    keywordFilter(filter.keyword),
    filter.status === undefined ? undefined : eq(users.accountStatus, filter.status),
    filter.userGroupId === undefined ? undefined : eq(users.userGroupId, filter.userGroupId),
    filter.subscriptionType === undefined ? undefined : eq(users.subscriptionType, filter.subscriptionType),
    filter.lastLoginFrom === undefined ? undefined : gte(users.lastLoginAt, dayStart(filter.lastLoginFrom)),
    to === undefined ? undefined : lt(users.lastLoginAt, new Date(to)),
  ) as SQL;
}

/** The reader's columns, its primary group's name and whether a login lock holds now. */
async function selectReaders(
  db: Executor,
  where: SQL,
  now: Date,
  page: { orderBy: SQL[]; limit: number; offset?: number },
): Promise<ReaderRow[]> {
  const lock = db
    .select({ one: loginLocks.userId })
    .from(loginLocks)
    .where(
      and(
        eq(loginLocks.companyId, users.companyId),
        eq(loginLocks.userId, users.id),
        gt(loginLocks.lockedUntil, now),
      ),
    );
  const rows = await db
    .select({ user: users, userGroupName: userGroups.name, locked: exists(lock) })
    .from(users)
    .leftJoin(
      userGroups,
      and(eq(userGroups.companyId, users.companyId), eq(userGroups.id, users.userGroupId)),
    )
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((row) => ({ ...row.user, userGroupName: row.userGroupName, locked: Boolean(row.locked) }));
}

const sortColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
} as const;

export async function pageReaders(
  db: Executor,
  scope: TenantScope,
  query: ReaderFilter & { sort: keyof typeof sortColumns; order: 'asc' | 'desc'; page: number; size: number },
  now: Date,
): Promise<{ rows: ReaderRow[]; total: number }> {
  const where = readerFilter(scope, query);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await selectReaders(db, where, now, {
    // Ties (and empty values) are ordered by id, so pages never repeat or skip a reader.
    orderBy: [direction(sortColumns[query.sort]), direction(users.id)],
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return { rows, total: total?.n ?? 0 };
}

/** Readers of the filter after `afterId`, in id order (keyset paging, for the export). */
export const readersAfter = (
  db: Executor,
  scope: TenantScope,
  filter: ReaderFilter,
  afterId: number,
  limit: number,
  now: Date,
) =>
  selectReaders(db, and(readerFilter(scope, filter), gt(users.id, afterId)) as SQL, now, {
    orderBy: [asc(users.id)],
    limit,
  });

/** One reader of the scope. */
export async function findReader(
  db: Executor,
  scope: TenantScope,
  id: number,
  now: Date,
): Promise<ReaderRow | undefined> {
  const [row] = await selectReaders(db, and(readersIn(scope), eq(users.id, id)) as SQL, now, {
    orderBy: [],
    limit: 1,
  });
  return row;
}

/** One reader of any company: only for a system admin, whose reach the policy checks on the row. */
export async function findReaderAcrossTenants(
  db: Executor,
  id: number,
  now: Date,
): Promise<ReaderRow | undefined> {
  const where = and(eq(users.roleLevel, RoleLevel.USER), eq(users.id, id)) as SQL;
  const [row] = await selectReaders(db, where, now, { orderBy: [], limit: 1 });
  return row;
}

/** Of these ids, the readers of the scope, locked for the change (a bulk run's batch). */
export async function lockReaders(tx: Executor, scope: TenantScope, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(and(readersIn(scope), inArray(users.id, ids)))
    .orderBy(asc(users.id))
    .for('update');
}

type UserTable =
  | typeof favourites
  | typeof readingHistory
  | typeof userGroupMembers
  | typeof notificationReads;

async function countOf(db: Executor, scope: TenantScope, table: UserTable, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(inCompany(table, scope), eq(table.userId, userId)));
  return row?.n ?? 0;
}

/** What deleting the reader takes with it (the rows that cascade), counted. */
export async function deleteImpactOf(db: Executor, scope: TenantScope, user: UserRow, now: Date) {
  const { companyId } = scope;
  const [liveSessions] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.companyId, companyId),
        eq(sessions.userId, user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  const subscriptions = await db
    .select({ status: userSubscriptions.status, n: count() })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.companyId, companyId), eq(userSubscriptions.userId, user.id)))
    .groupBy(userSubscriptions.status);
  return {
    favourites: await countOf(db, scope, favourites, user.id),
    readingHistory: await countOf(db, scope, readingHistory, user.id),
    sessions: liveSessions?.n ?? 0,
    subscriptions: subscriptions.reduce((sum, row) => sum + row.n, 0),
    activeSubscriptions: subscriptions.find((row) => row.status === SubscriptionStatus.ACTIVE)?.n ?? 0,
    userGroupMemberships: await countOf(db, scope, userGroupMembers, user.id),
    notificationReads: await countOf(db, scope, notificationReads, user.id),
  };
}

/**
 * Ends every live session of the reader, recorded as ended by an administrator (a reason of its own,
 * so a later look at the session tells it from a logout or a suspension); answers how many.
 */
export async function endSessionsByAdmin(
  tx: Executor,
  scope: TenantScope,
  userId: number,
  now: Date,
): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'ended_by_admin' })
    .where(and(inCompany(sessions, scope), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Lifts the reader's login locks from every address; answers how many there were. */
export async function deleteReaderLocks(tx: Executor, scope: TenantScope, userId: number): Promise<number> {
  const removed = await tx
    .delete(loginLocks)
    .where(and(inCompany(loginLocks, scope), eq(loginLocks.userId, userId)))
    .returning({ ip: loginLocks.ip });
  return removed.length;
}
