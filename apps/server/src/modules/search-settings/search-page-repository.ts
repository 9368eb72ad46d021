import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { contentGroups, searchBoxContentGroups, searchBoxes, searchTabs } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type SearchTabRow = typeof searchTabs.$inferSelect;
export type SearchTabInsert = typeof searchTabs.$inferInsert;
export type SearchBoxRow = typeof searchBoxes.$inferSelect;
export type SearchBoxInsert = typeof searchBoxes.$inferInsert;
export type OfferedGroupRow = Pick<
  typeof contentGroups.$inferSelect,
  'id' | 'name' | 'nameTranslations' | 'type' | 'isShow'
> & { searchBoxId: number };

/** The service's tabs by ordinal (only the shown ones when asked). */
export async function listTabs(db: Executor, scope: ServiceScope, options: { shownOnly?: boolean } = {}) {
  const where = [inService(searchTabs, scope)];
  if (options.shownOnly) where.push(eq(searchTabs.isShow, true));
  return db
    .select()
    .from(searchTabs)
    .where(and(...where))
    .orderBy(asc(searchTabs.ordinal), asc(searchTabs.id));
}

/** The boxes of some tabs of one company, by tab and ordinal. */
export async function listBoxesOfTabs(db: Executor, scope: TenantScope, tabIds: number[]) {
  if (tabIds.length === 0) return [];
  return db
    .select()
    .from(searchBoxes)
    .where(and(inCompany(searchBoxes, scope), inArray(searchBoxes.tabId, tabIds)))
    .orderBy(asc(searchBoxes.tabId), asc(searchBoxes.ordinal), asc(searchBoxes.id));
}

/** The content groups the boxes offer, in each box's order. */
export async function listOfferedGroups(
  db: Executor,
  scope: TenantScope,
  boxIds: number[],
): Promise<OfferedGroupRow[]> {
  if (boxIds.length === 0) return [];
  return db
    .select({
      searchBoxId: searchBoxContentGroups.searchBoxId,
      id: contentGroups.id,
      name: contentGroups.name,
      nameTranslations: contentGroups.nameTranslations,
      type: contentGroups.type,
      isShow: contentGroups.isShow,
    })
    .from(searchBoxContentGroups)
    .innerJoin(
      contentGroups,
      and(
        eq(contentGroups.companyId, searchBoxContentGroups.companyId),
        eq(contentGroups.id, searchBoxContentGroups.contentGroupId),
      ),
    )
    .where(and(inCompany(searchBoxContentGroups, scope), inArray(searchBoxContentGroups.searchBoxId, boxIds)))
    .orderBy(asc(searchBoxContentGroups.ordinal), asc(contentGroups.id));
}

/** A tab of the company (any service); the caller checks the service against the actor. */
export async function findTab(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(searchTabs)
    .where(and(inCompany(searchTabs, scope), eq(searchTabs.id, id)));
  return row;
}

/** A tab in any company (a system administrator's look-up; the caller checks the policy). */
export async function findTabAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(searchTabs).where(eq(searchTabs.id, id));
  return row;
}

export async function findBox(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(searchBoxes)
    .where(and(inCompany(searchBoxes, scope), eq(searchBoxes.id, id)));
  return row;
}

/** A box in any company (a system administrator's look-up; the caller checks the policy). */
export async function findBoxAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(searchBoxes).where(eq(searchBoxes.id, id));
  return row;
}

/** Whether the service has a tab of this title, case-insensitive (another one than `exceptId`). */
export async function tabTitleTaken(db: Executor, scope: ServiceScope, title: string, exceptId?: number) {
  const where = [inService(searchTabs, scope), sql`lower(${searchTabs.title}) = lower(${title})`];
  if (exceptId !== undefined) where.push(ne(searchTabs.id, exceptId));
  const [row] = await db
    .select({ id: searchTabs.id })
    .from(searchTabs)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

/** Whether the tab has a box of this label, case-insensitive (another one than `exceptId`). */
export async function boxLabelTaken(
  db: Executor,
  scope: TenantScope,
  tabId: number,
  label: string,
  exceptId?: number,
) {
  const where = [
    inCompany(searchBoxes, scope),
    eq(searchBoxes.tabId, tabId),
    sql`lower(${searchBoxes.label}) = lower(${label})`,
  ];
  if (exceptId !== undefined) where.push(ne(searchBoxes.id, exceptId));
  const [row] = await db
    .select({ id: searchBoxes.id })
    .from(searchBoxes)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

/** Whether the tab has a full-text box (another one than `exceptId`). */
export async function tabHasFullTextBox(db: Executor, scope: TenantScope, tabId: number, exceptId?: number) {
  const where = [inCompany(searchBoxes, scope), eq(searchBoxes.tabId, tabId), eq(searchBoxes.searchType, 1)];
  if (exceptId !== undefined) where.push(ne(searchBoxes.id, exceptId));
  const [row] = await db
    .select({ id: searchBoxes.id })
    .from(searchBoxes)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

/** Which of `ids` are content groups of the service. */
export async function groupsOfService(db: Executor, scope: ServiceScope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(and(inService(contentGroups, scope), inArray(contentGroups.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function nextTabOrdinal(db: Executor, scope: ServiceScope) {
  const [row] = await db
    .select({ top: max(searchTabs.ordinal) })
    .from(searchTabs)
    .where(inService(searchTabs, scope));
  return (row?.top ?? 0) + 1;
}

export async function nextBoxOrdinal(db: Executor, scope: TenantScope, tabId: number) {
  const [row] = await db
    .select({ top: max(searchBoxes.ordinal) })
    .from(searchBoxes)
    .where(and(inCompany(searchBoxes, scope), eq(searchBoxes.tabId, tabId)));
  return (row?.top ?? 0) + 1;
}

export async function insertTab(
  db: Executor,
  scope: ServiceScope,
  values: Omit<SearchTabInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(searchTabs)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('search tab not inserted');
  return row;
}

export async function updateTabRow(
  db: Executor,
  scope: TenantScope,
  id: number,
  values: Partial<SearchTabInsert>,
) {
  const [row] = await db
    .update(searchTabs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inCompany(searchTabs, scope), eq(searchTabs.id, id)))
    .returning();
  return row;
}

/** Deletes a tab; its boxes and their group links go with it (foreign keys cascade). */
export async function deleteTabRow(db: Executor, scope: TenantScope, id: number) {
  await db.delete(searchTabs).where(and(inCompany(searchTabs, scope), eq(searchTabs.id, id)));
}

export async function insertBox(
  db: Executor,
  scope: ServiceScope,
  values: Omit<SearchBoxInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(searchBoxes)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('search box not inserted');
  return row;
}

export async function updateBoxRow(
  db: Executor,
  scope: TenantScope,
  id: number,
  values: Partial<SearchBoxInsert>,
) {
  const [row] = await db
    .update(searchBoxes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inCompany(searchBoxes, scope), eq(searchBoxes.id, id)))
    .returning();
  return row;
}

export async function deleteBoxRow(db: Executor, scope: TenantScope, id: number) {
  await db.delete(searchBoxes).where(and(inCompany(searchBoxes, scope), eq(searchBoxes.id, id)));
}

/** The box offers exactly `groupIds`, in that order. */
export async function replaceBoxGroups(db: Executor, scope: TenantScope, boxId: number, groupIds: number[]) {
  await db
    .delete(searchBoxContentGroups)
    .where(and(inCompany(searchBoxContentGroups, scope), eq(searchBoxContentGroups.searchBoxId, boxId)));
  if (groupIds.length === 0) return;
  await db.insert(searchBoxContentGroups).values(
    groupIds.map((contentGroupId, index) => ({
      companyId: scope.companyId,
      searchBoxId: boxId,
      contentGroupId,
      ordinal: index + 1,
    })),
  );
}

/** Ordinals 1, 2, … in the order of `ids` (tabs of one service; at most 50). */
export async function setTabOrder(db: Executor, scope: ServiceScope, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(searchTabs)
      .set({ ordinal: index + 1, updatedAt: new Date() })
      .where(and(inService(searchTabs, scope), eq(searchTabs.id, id)));
  }
}

/** Ordinals 1, 2, … in the order of `ids` (boxes of one tab; at most 100). */
export async function setBoxOrder(db: Executor, scope: TenantScope, tabId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(searchBoxes)
      .set({ ordinal: index + 1, updatedAt: new Date() })
      .where(and(inCompany(searchBoxes, scope), eq(searchBoxes.tabId, tabId), eq(searchBoxes.id, id)));
  }
}
