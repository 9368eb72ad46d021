import { ContentGroupType } from '@hondana/contract';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  contentGroupContents,
  contentGroups,
  contents,
  searchBoxContentGroups,
  subscriptionPlanContentGroups,
  userGroupContentGroups,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

/** Personal groups (favourites, recently read) only make sense for a signed-in reader. */
const PERSONAL_TYPES = [ContentGroupType.FAVORITE, ContentGroupType.RECENTLY];

/** Groups whose contents an administrator chooses: normal groups and the recommend group. */
export const CHOSEN_CONTENT_TYPES: readonly number[] = [ContentGroupType.NORMAL, ContentGroupType.RECOMMEND];

export async function listVisibleGroups(
  db: Executor,
  scope: ServiceScope,
  options: { includePersonal: boolean },
) {
  const filters = [inService(contentGroups, scope), eq(contentGroups.isShow, true)];
  if (!options.includePersonal) filters.push(notInArray(contentGroups.type, PERSONAL_TYPES));
  return db
    .select()
    .from(contentGroups)
    .where(and(...filters))
    .orderBy(asc(contentGroups.ordinal), asc(contentGroups.id));
}

/** One group a visitor may open: shown, not personal, of the service. */
export async function findVisibleGroup(db: Executor, scope: ServiceScope, id: number) {
  const [row] = await db
    .select()
    .from(contentGroups)
    .where(
      and(
        inService(contentGroups, scope),
        eq(contentGroups.id, id),
        eq(contentGroups.isShow, true),
        notInArray(contentGroups.type, PERSONAL_TYPES),
      ),
    );
  return row;
}

const inTenantScope = (scope: TenantScope): SQL =>
  scope.serviceId === null
    ? inCompany(contentGroups, scope)
    : (and(inCompany(contentGroups, scope), eq(contentGroups.serviceId, scope.serviceId)) as SQL);

/** The groups of a company, or of one service when the scope names it, in their display order. */
export async function listGroupsInScope(db: Executor, scope: TenantScope) {
  return db
    .select()
    .from(contentGroups)
    .where(inTenantScope(scope))
    .orderBy(asc(contentGroups.serviceId), asc(contentGroups.ordinal), asc(contentGroups.id));
}

export interface GroupFilters {
  name?: string | undefined;
  type?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the scope's groups by service, ordinal and id, with the total. */
export async function pageGroups(
  db: Executor,
  scope: TenantScope,
  filters: GroupFilters,
  window: { offset: number; limit: number },
) {
  const where = [inTenantScope(scope)];
  if (filters.type !== undefined) where.push(eq(contentGroups.type, filters.type as ContentGroupType));
  if (filters.name) {
    const pattern = `%${escapeLike(filters.name)}%`;
    where.push(
      or(
        ilike(contentGroups.name, pattern),
        sql`exists (select 1 from jsonb_each_text(${contentGroups.nameTranslations}) t where t.value ilike ${pattern})`,
      ) as SQL,
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentGroups)
      .where(condition)
      .orderBy(asc(contentGroups.serviceId), asc(contentGroups.ordinal), asc(contentGroups.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(contentGroups).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many contents each group holds. */
export async function countGroupContents(
  db: Executor,
  scope: TenantScope,
  groupIds: number[],
): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: contentGroupContents.contentGroupId, n: count() })
    .from(contentGroupContents)
    .where(
      and(inCompany(contentGroupContents, scope), inArray(contentGroupContents.contentGroupId, groupIds)),
    )
    .groupBy(contentGroupContents.contentGroupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

export async function findGroupInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(contentGroups)
    .where(and(inCompany(contentGroups, scope), eq(contentGroups.id, id)));
  return row;
}

/** A group in any company (a system administrator's look-up; the caller checks the policy). */
export async function findGroupAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(contentGroups).where(eq(contentGroups.id, id));
  return row;
}

export async function findGroupsInCompany(db: Executor, scope: TenantScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contentGroups)
    .where(and(inCompany(contentGroups, scope), inArray(contentGroups.id, ids)));
}

export async function findGroupOfType(db: Executor, scope: ServiceScope, type: ContentGroupType) {
  const [row] = await db
    .select()
    .from(contentGroups)
    .where(and(inService(contentGroups, scope), eq(contentGroups.type, type)));
  return row;
}

/** Whether another group of the service already has this name (case-insensitive). */
export async function groupNameTaken(db: Executor, scope: ServiceScope, name: string, exceptId?: number) {
  const where = [inService(contentGroups, scope), sql`lower(${contentGroups.name}) = lower(${name})`];
  if (exceptId !== undefined) where.push(ne(contentGroups.id, exceptId));
  const [row] = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

/** The group's contents in its own order (sortField 12), ties by content id. */
export async function groupContentIds(db: Executor, scope: TenantScope, groupId: number, limit: number) {
  const rows = await db
    .select({ id: contentGroupContents.contentId })
    .from(contentGroupContents)
    .where(and(inCompany(contentGroupContents, scope), eq(contentGroupContents.contentGroupId, groupId)))
    .orderBy(asc(contentGroupContents.ordinal), asc(contentGroupContents.contentId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Which of these contents belong to the service. */
export async function contentIdsOfService(db: Executor, scope: ServiceScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(inService(contents, scope), inArray(contents.id, ids)));
  return rows.map((r) => r.id);
}

/** The group's whole membership, in this order (ordinal 1, 2, …). */
export async function replaceGroupContents(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  contentIds: number[],
) {
  await db
    .delete(contentGroupContents)
    .where(and(inCompany(contentGroupContents, scope), eq(contentGroupContents.contentGroupId, groupId)));
  if (contentIds.length === 0) return;
  await db.insert(contentGroupContents).values(
    contentIds.map((contentId, index) => ({
      companyId: scope.companyId,
      contentGroupId: groupId,
      contentId,
      ordinal: index + 1,
    })),
  );
}

/** Adds a content at the end of a group; nothing when it is there already. */
export async function appendGroupContent(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  contentId: number,
) {
  await db
    .insert(contentGroupContents)
    .values({
      companyId: scope.companyId,
      contentGroupId: groupId,
      contentId,
      ordinal: sql`(select coalesce(max(${contentGroupContents.ordinal}), 0) + 1 from ${contentGroupContents}
        where ${inCompany(contentGroupContents, scope)} and ${contentGroupContents.contentGroupId} = ${groupId})`,
    })
    .onConflictDoNothing();
}

export async function removeGroupContent(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  contentId: number,
) {
  await db
    .delete(contentGroupContents)
    .where(
      and(
        inCompany(contentGroupContents, scope),
        eq(contentGroupContents.contentGroupId, groupId),
        eq(contentGroupContents.contentId, contentId),
      ),
    );
}

/** Whether a search box, a subscription plan or a user group still names the group. */
export async function groupInUse(db: Executor, scope: TenantScope, groupId: number): Promise<boolean> {
  const [row] = await db
    .execute<{ used: boolean }>(sql`select
    exists (select 1 from ${searchBoxContentGroups} where ${inCompany(searchBoxContentGroups, scope)} and ${searchBoxContentGroups.contentGroupId} = ${groupId})
    or exists (select 1 from ${subscriptionPlanContentGroups} where ${inCompany(subscriptionPlanContentGroups, scope)} and ${subscriptionPlanContentGroups.contentGroupId} = ${groupId})
    or exists (select 1 from ${userGroupContentGroups} where ${inCompany(userGroupContentGroups, scope)} and ${userGroupContentGroups.contentGroupId} = ${groupId})
    as used`)
    .then((r) => r.rows);
  return row?.used === true;
}

export type ContentGroupInsert = typeof contentGroups.$inferInsert;

export async function insertGroup(
  db: Executor,
  scope: ServiceScope,
  values: Omit<ContentGroupInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(contentGroups)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('content group not inserted');
  return row;
}

export async function updateGroupRow(
  db: Executor,
  scope: TenantScope,
  id: number,
  values: Partial<ContentGroupInsert>,
) {
  const [row] = await db
    .update(contentGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inCompany(contentGroups, scope), eq(contentGroups.id, id)))
    .returning();
  return row;
}

/** Takes the default mark off every group of the service (before another one gets it). */
export async function clearDefaultGroup(db: Executor, scope: ServiceScope) {
  await db
    .update(contentGroups)
    .set({ isDefault: false })
    .where(and(inService(contentGroups, scope), eq(contentGroups.isDefault, true)));
}

export async function deleteGroupRow(db: Executor, scope: TenantScope, id: number) {
  await db
    .delete(contentGroupContents)
    .where(and(inCompany(contentGroupContents, scope), eq(contentGroupContents.contentGroupId, id)));
  await db.delete(contentGroups).where(and(inCompany(contentGroups, scope), eq(contentGroups.id, id)));
}
