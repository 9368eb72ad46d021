import { RoleLevel } from '@hondana/contract';
import { and, asc, count, eq, ilike, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { userGroupMembers, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { UserGroupRow } from './repository.ts';

const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  primaryGroupId: users.userGroupId,
};
export type MemberRow = {
  id: number;
  username: string | null;
  email: string | null;
  fullName: string | null;
  primaryGroupId: number | null;
};

/** Name, e-mail or username holding the keyword (LIKE wildcards typed by the admin are literal). */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.username, pattern));
}

const inGroup = (scope: TenantScope, group: UserGroupRow) =>
  and(
    inCompany(userGroupMembers, scope),
    eq(userGroupMembers.userGroupId, group.id),
    eq(userGroupMembers.userId, users.id),
  );

/** These users' memberships of the group. */
const membershipsOf = (scope: TenantScope, group: UserGroupRow, userIds: number[]) =>
  and(
    inCompany(userGroupMembers, scope),
    eq(userGroupMembers.userGroupId, group.id),
    inArray(userGroupMembers.userId, userIds),
  );

/** Readers (end users) of the company. */
const readersOf = (scope: TenantScope) => and(inCompany(users, scope), eq(users.roleLevel, RoleLevel.USER));

/** A page of the group's readers; with a service in the scope, only the readers of that service (a service admin). */
export async function pageMembers(
  db: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  filter: { keyword?: string | undefined; page: number; size: number },
) {
  const ofService = scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId);
  const where = and(readersOf(scope), ofService, keywordFilter(filter.keyword));
  const [total] = await db
    .select({ n: count() })
    .from(userGroupMembers)
    .innerJoin(users, inGroup(scope, group))
    .where(where);
  const rows = await db
    .select(memberColumns)
    .from(userGroupMembers)
    .innerJoin(users, inGroup(scope, group))
    .where(where)
    .orderBy(asc(users.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { rows, total: total?.n ?? 0 };
}

/** Readers of the company not in the group whose name, e-mail or username holds the keyword. */
export function memberCandidates(
  db: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  keyword: string,
  limit: number,
) {
  return db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        readersOf(scope),
        keywordFilter(keyword),
        notExists(db.select({ one: sql`1` }).from(userGroupMembers).where(inGroup(scope, group))),
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Of these ids, the readers of the company. */
export async function readerIds(tx: Executor, scope: TenantScope, ids: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(readersOf(scope), inArray(users.id, ids)));
  return rows.map((r) => r.id);
}

/** Of these ids, the ones already in the group. */
export async function memberIdsAmong(
  tx: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  ids: number[],
): Promise<number[]> {
  const rows = await tx
    .select({ id: userGroupMembers.userId })
    .from(userGroupMembers)
    .where(membershipsOf(scope, group, ids));
  return rows.map((r) => r.id);
}

/** Every member of the group (what its max users counts). */
export async function countMembers(tx: Executor, scope: TenantScope, group: UserGroupRow): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userGroupMembers)
    .where(and(inCompany(userGroupMembers, scope), eq(userGroupMembers.userGroupId, group.id)));
  return row?.n ?? 0;
}

/** Adds the members; the group becomes the primary group of those who had none. */
export async function insertMembers(tx: Executor, scope: TenantScope, group: UserGroupRow, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(userGroupMembers)
    .values(ids.map((userId) => ({ companyId: scope.companyId, userGroupId: group.id, userId })))
    .onConflictDoNothing();
  await tx
    .update(users)
    .set({ userGroupId: group.id, updatedAt: new Date() })
    .where(and(readersOf(scope), inArray(users.id, ids), isNull(users.userGroupId)));
}

/**
 * Takes the members out; those whose primary group it was get their oldest remaining membership, or none.
 */
export async function deleteMembers(tx: Executor, scope: TenantScope, group: UserGroupRow, ids: number[]) {
  const removed = await tx
    .delete(userGroupMembers)
    .where(membershipsOf(scope, group, ids))
    .returning({ id: userGroupMembers.userId });
  if (removed.length === 0) return;
  const next = tx
    .select({ id: userGroupMembers.userGroupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.companyId, users.companyId), eq(userGroupMembers.userId, users.id)))
    .orderBy(asc(userGroupMembers.createdAt), asc(userGroupMembers.userGroupId))
    .limit(1);
  await tx
    .update(users)
    .set({ userGroupId: sql`(${next})`, updatedAt: new Date() })
    .where(
      and(
        readersOf(scope),
        eq(users.userGroupId, group.id),
        inArray(
          users.id,
          removed.map((r) => r.id),
        ),
      ),
    );
}
