import { RoleLevel, UserGroupAuthMethod } from '@hondana/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { userGroupIpRanges, userGroupMembers, userGroups, users } from '../../db/schema/index.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type UserGroupRow = typeof userGroups.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/**
 * The IP-login group of a company whose network holds the address, the most specific network first
 * (admins cannot make two groups' networks overlap, code 432, but platform-made ranges could).
 */
export async function findIpLoginGroup(
  db: Executor,
  scope: TenantScope,
  address: string,
): Promise<UserGroupRow | undefined> {
  const [row] = await db
    .select({ group: userGroups })
    .from(userGroupIpRanges)
    .innerJoin(
      userGroups,
      and(
        eq(userGroups.companyId, userGroupIpRanges.companyId),
        eq(userGroups.id, userGroupIpRanges.userGroupId),
      ),
    )
    .where(
      and(
        inCompany(userGroupIpRanges, scope),
        sql`${userGroupIpRanges.network} >>= ${address}::inet`,
        eq(userGroups.authMethod, UserGroupAuthMethod.IP_ADDRESS),
      ),
    )
    .orderBy(sql`masklen(${userGroupIpRanges.network}) desc`, asc(userGroups.id))
    .limit(1);
  return row?.group;
}

/** The group's row, locked for the transaction (one IP account is made per group, never two). */
async function lockGroup(tx: Executor, scope: TenantScope, group: UserGroupRow): Promise<void> {
  await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(inCompany(userGroups, scope), eq(userGroups.id, group.id)))
    .for('update');
}

/** The group's own IP user: role 4, its primary group, and no e-mail, username or external id. */
export const isGroupIpAccount = (group: { companyId: number; id: number }) =>
  and(
    eq(users.companyId, group.companyId),
    eq(users.userGroupId, group.id),
    eq(users.roleLevel, RoleLevel.IP_USER),
    isNull(users.email),
    isNull(users.username),
    isNull(users.externalId),
  );

/**
 * The IP user (role 4) every reader of an IP-login group is signed in as: no e-mail, username or
 * password, named after the group, a member of it. Made on the group's first IP login.
 */
export async function groupIpAccount(
  db: Database,
  scope: TenantScope,
  group: UserGroupRow,
): Promise<UserRow> {
  const account = (tx: Executor) =>
    tx
      .select()
      .from(users)
      .where(isGroupIpAccount({ companyId: scope.companyId, id: group.id }))
      .orderBy(asc(users.id))
      .limit(1)
      .then((rows) => rows[0]);
  const existing = await account(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await lockGroup(tx, scope, group);
    const again = await account(tx);
    if (again) return again;
    const [created] = await tx
      .insert(users)
      .values({
        companyId: scope.companyId,
        roleLevel: RoleLevel.IP_USER,
        fullName: group.name,
        userGroupId: group.id,
      })
      .returning();
    if (!created) throw new Error('IP account not created');
    await tx
      .insert(userGroupMembers)
      .values({ companyId: scope.companyId, userGroupId: group.id, userId: created.id });
    return created;
  });
}
