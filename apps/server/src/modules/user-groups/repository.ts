import { and, asc, count, eq, ilike, inArray, ne, not, sql } from 'drizzle-orm';
import {
  contentGroups,
  userGroupContentGroups,
  userGroupIpRanges,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { isGroupIpAccount } from '../ip-login/service.ts';

export type UserGroupRow = typeof userGroups.$inferSelect;
export type UserGroupInsert = typeof userGroups.$inferInsert;

const ofCompany = (scope: TenantScope, id: number) =>
  and(inCompany(userGroups, scope), eq(userGroups.id, id));

/**
 * A service's user groups: groups are the company's, and a service admin reaches those that hold a
 * member of their service (users.service_id). No service: every group of the company.
 */
const ofService = (serviceId: number | null) =>
  serviceId === null
    ? undefined
    : sql`exists (select 1 from ${userGroupMembers} join ${users} on ${users.id} = ${userGroupMembers.userId}
        where ${userGroupMembers.companyId} = ${userGroups.companyId}
          and ${userGroupMembers.userGroupId} = ${userGroups.id}
          and ${users.companyId} = ${userGroups.companyId} and ${users.serviceId} = ${serviceId})`;

export async function findGroup(db: Executor, scope: TenantScope, id: number, lock = false) {
  const query = db.select().from(userGroups).where(ofCompany(scope, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A group of a service (see ofService): a service admin's look-up. */
export async function findServiceGroup(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .select()
    .from(userGroups)
    .where(and(ofCompany(scope, id), ofService(scope.serviceId)));
  return row;
}

/** A system admin's lookup: any company's group. */
export async function findGroupAcrossTenants(db: Executor, id: number, lock = false) {
  const query = db.select().from(userGroups).where(eq(userGroups.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const nameFilter = (name: string | undefined) =>
  name ? ilike(userGroups.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`) : undefined;

export async function pageGroups(
  db: Executor,
  scope: TenantScope,
  filter: { name?: string | undefined; page: number; size: number },
) {
  const where = and(inCompany(userGroups, scope), ofService(scope.serviceId), nameFilter(filter.name));
  const [total] = await db.select({ n: count() }).from(userGroups).where(where);
  const rows = await db
    .select()
    .from(userGroups)
    .where(where)
    .orderBy(asc(userGroups.name), asc(userGroups.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Networks, content groups and member counts of some groups of one company, by group id; with a
 * service, only the members of that service are counted.
 */
export async function groupExtras(db: Executor, scope: TenantScope, ids: number[]) {
  const networks = new Map<number, string[]>();
  const groups = new Map<number, number[]>();
  const members = new Map<number, number>();
  if (ids.length === 0) return { networks, groups, members };
  const ranges = await db
    .select({
      groupId: userGroupIpRanges.userGroupId,
      network: sql<string>`${userGroupIpRanges.network}::text`,
    })
    .from(userGroupIpRanges)
    .where(and(inCompany(userGroupIpRanges, scope), inArray(userGroupIpRanges.userGroupId, ids)))
    .orderBy(asc(userGroupIpRanges.id));
  for (const r of ranges) networks.set(r.groupId, [...(networks.get(r.groupId) ?? []), r.network]);
  const links = await db
    .select({ groupId: userGroupContentGroups.userGroupId, id: userGroupContentGroups.contentGroupId })
    .from(userGroupContentGroups)
    .where(and(inCompany(userGroupContentGroups, scope), inArray(userGroupContentGroups.userGroupId, ids)))
    .orderBy(asc(userGroupContentGroups.contentGroupId));
  for (const l of links) groups.set(l.groupId, [...(groups.get(l.groupId) ?? []), l.id]);
  const counts = await db
    .select({ groupId: userGroupMembers.userGroupId, n: count() })
    .from(userGroupMembers)
    .innerJoin(
      users,
      and(eq(users.companyId, userGroupMembers.companyId), eq(users.id, userGroupMembers.userId)),
    )
    .where(
      and(
        inCompany(userGroupMembers, scope),
        inArray(userGroupMembers.userGroupId, ids),
        scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId),
      ),
    )
    .groupBy(userGroupMembers.userGroupId);
  for (const c of counts) members.set(c.groupId, c.n);
  return { networks, groups, members };
}

export async function insertGroup(
  tx: Executor,
  scope: TenantScope,
  values: Omit<UserGroupInsert, 'companyId'>,
): Promise<UserGroupRow> {
  const [row] = await tx
    .insert(userGroups)
    .values({ ...values, companyId: scope.companyId })
    .returning();
  if (!row) throw new Error('user group not inserted');
  return row;
}

export async function updateGroupRow(
  tx: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  values: Partial<UserGroupInsert>,
) {
  await tx
    .update(userGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCompany(scope, group.id));
}

/** A typed network that overlaps one of another group of the company (either holds the other). */
export async function overlappingNetwork(
  tx: Executor,
  scope: TenantScope,
  groupId: number | null,
  networks: string[],
): Promise<string | undefined> {
  if (networks.length === 0) return undefined;
  const candidates = sql.join(
    networks.map((n) => sql`(network(${n}::inet)::cidr)`),
    sql`, `,
  );
  const [row] = await tx
    .select({ network: sql<string>`${userGroupIpRanges.network}::text` })
    .from(userGroupIpRanges)
    .where(
      and(
        inCompany(userGroupIpRanges, scope),
        groupId === null ? undefined : ne(userGroupIpRanges.userGroupId, groupId),
        sql`${userGroupIpRanges.network} && any(array[${candidates}])`,
      ),
    )
    .limit(1);
  return row?.network;
}

/** Replaces the group's networks (canonical: host bits cleared); answers false when two typed ones collide. */
export async function replaceNetworks(
  tx: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  networks: string[],
): Promise<boolean> {
  await tx
    .delete(userGroupIpRanges)
    .where(and(inCompany(userGroupIpRanges, scope), eq(userGroupIpRanges.userGroupId, group.id)));
  for (const network of networks) {
    const inserted = await tx
      .insert(userGroupIpRanges)
      .values({ companyId: scope.companyId, userGroupId: group.id, network: sql`network(${network}::inet)` })
      .onConflictDoNothing()
      .returning({ id: userGroupIpRanges.id });
    if (inserted.length === 0) return false;
  }
  return true;
}

/** Content group ids of the company among `ids`. */
export async function companyContentGroupIds(tx: Executor, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(and(inCompany(contentGroups, scope), inArray(contentGroups.id, ids)));
  return rows.map((r) => r.id);
}

export async function replaceContentGroups(
  tx: Executor,
  scope: TenantScope,
  group: UserGroupRow,
  ids: number[],
) {
  await tx
    .delete(userGroupContentGroups)
    .where(and(inCompany(userGroupContentGroups, scope), eq(userGroupContentGroups.userGroupId, group.id)));
  if (ids.length === 0) return;
  await tx
    .insert(userGroupContentGroups)
    .values(
      ids.map((contentGroupId) => ({ companyId: scope.companyId, userGroupId: group.id, contentGroupId })),
    );
}

/** The group's own IP user, looked for in the scope's company. */
const ipAccountOf = (scope: TenantScope, group: UserGroupRow) => ({
  companyId: scope.companyId,
  id: group.id,
});

/** Members other than the group's own IP user (readers an admin put in it). */
export async function countAccountMembers(
  tx: Executor,
  scope: TenantScope,
  group: UserGroupRow,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userGroupMembers)
    .innerJoin(
      users,
      and(eq(users.companyId, userGroupMembers.companyId), eq(users.id, userGroupMembers.userId)),
    )
    .where(
      and(
        inCompany(userGroupMembers, scope),
        eq(userGroupMembers.userGroupId, group.id),
        not(isGroupIpAccount(ipAccountOf(scope, group)) ?? sql`false`),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the group with its IP user (sessions go with the account); networks and links cascade. */
export async function deleteGroupAndIpUser(tx: Executor, scope: TenantScope, group: UserGroupRow) {
  await tx.delete(users).where(isGroupIpAccount(ipAccountOf(scope, group)));
  await tx
    .delete(userGroupMembers)
    .where(and(inCompany(userGroupMembers, scope), eq(userGroupMembers.userGroupId, group.id)));
  await tx
    .delete(userGroupIpRanges)
    .where(and(inCompany(userGroupIpRanges, scope), eq(userGroupIpRanges.userGroupId, group.id)));
  await tx
    .delete(userGroupContentGroups)
    .where(and(inCompany(userGroupContentGroups, scope), eq(userGroupContentGroups.userGroupId, group.id)));
  await tx.delete(userGroups).where(ofCompany(scope, group.id));
}
