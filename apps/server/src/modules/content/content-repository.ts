import { ContentFileState, ContentGroupType } from '@hondana/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  contentFiles,
  contentGroupContents,
  contentGroups,
  contentHashtags,
  contents,
  hashtags,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { touchesSearchFields, writeContentVector } from '../search/full-text-index.ts';

export type ContentRow = typeof contents.$inferSelect;
export type ContentInsert = typeof contents.$inferInsert;
export type ContentFileRow = typeof contentFiles.$inferSelect;

/** Where an administrator's content calls reach: a company, and one service for a service admin. */
const inScope = (scope: TenantScope): SQL =>
  scope.serviceId === null
    ? inCompany(contents, scope)
    : (and(inCompany(contents, scope), eq(contents.serviceId, scope.serviceId)) as SQL);

export async function findContentInScope(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(inScope(scope), eq(contents.id, id)));
  return row;
}

/** The content row, locked until the transaction ends (processing and replacing race on it). */
export async function lockContent(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(inCompany(contents, scope), eq(contents.id, id)))
    .for('update');
  return row;
}

export interface ContentFilter {
  text?: string | undefined;
  state?: ContentRow['state'] | undefined;
  contentGroupId?: number | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(scope: TenantScope, filter: ContentFilter): SQL {
  const parts: (SQL | undefined)[] = [inScope(scope)];
  if (filter.state) parts.push(eq(contents.state, filter.state));
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    parts.push(
      or(
        ilike(contents.title, pattern),
        ilike(contents.author, pattern),
        ilike(contents.contentCode, pattern),
        ilike(contents.keywords, pattern),
        ilike(contents.series, pattern),
      ),
    );
  }
  if (filter.contentGroupId) {
    parts.push(
      inArray(
        contents.id,
        sql`(select ${contentGroupContents.contentId} from ${contentGroupContents}
             where ${inCompany(contentGroupContents, scope)}
               and ${contentGroupContents.contentGroupId} = ${filter.contentGroupId})`,
      ),
    );
  }
  return and(...parts) as SQL;
}

const sortColumns = { updatedAt: contents.updatedAt, title: contents.title, createdAt: contents.createdAt };

export async function pageContents(
  db: Executor,
  scope: TenantScope,
  filter: ContentFilter,
  order: { sort: keyof typeof sortColumns; direction: 'asc' | 'desc' },
  window: { offset: number; limit: number },
) {
  const where = filterOf(scope, filter);
  const by = order.direction === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(where)
      .orderBy(by(sortColumns[order.sort]), by(contents.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(contents).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function countCompanyContents(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contents).where(inCompany(contents, scope));
  return row?.total ?? 0;
}

export async function countServiceContents(db: Executor, scope: ServiceScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contents)
    .where(and(inCompany(contents, scope), eq(contents.serviceId, scope.serviceId)));
  return row?.total ?? 0;
}

export async function contentCodeTaken(
  db: Executor,
  scope: TenantScope,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(inCompany(contents, scope), eq(contents.contentCode, code)));
  return row !== undefined && row.id !== exceptId;
}

export async function insertContent(
  db: Executor,
  scope: ServiceScope,
  values: Omit<ContentInsert, 'companyId' | 'serviceId'>,
): Promise<ContentRow> {
  const [row] = await db
    .insert(contents)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('content not inserted');
  await writeContentVector(db, scope, row);
  return row;
}

export async function updateContentRow(
  db: Executor,
  scope: TenantScope,
  id: number,
  values: Partial<ContentInsert>,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(contents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(inCompany(contents, scope), eq(contents.id, id)))
    .returning();
  if (row && touchesSearchFields(values)) await writeContentVector(db, scope, row);
  return row;
}

export async function deleteContentRow(db: Executor, scope: TenantScope, id: number): Promise<boolean> {
  const deleted = await db
    .delete(contents)
    .where(and(inCompany(contents, scope), eq(contents.id, id)))
    .returning({ id: contents.id });
  return deleted.length > 0;
}

/** The normal groups among `ids` that belong to the service: anything else is refused by the caller. */
export async function normalGroupIdsOf(db: Executor, scope: ServiceScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(
      and(
        inCompany(contentGroups, scope),
        eq(contentGroups.serviceId, scope.serviceId),
        eq(contentGroups.type, ContentGroupType.NORMAL),
        inArray(contentGroups.id, ids),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The content's normal groups become `groupIds`: memberships it leaves are removed, new ones go to the
 * end of their group's own order; the groups it stays in keep its place, and special groups (recommend)
 * are not touched here.
 */
export async function setContentGroups(
  db: Executor,
  scope: TenantScope,
  contentId: number,
  groupIds: number[],
): Promise<void> {
  const memberships = await db
    .select({ groupId: contentGroupContents.contentGroupId })
    .from(contentGroupContents)
    .innerJoin(
      contentGroups,
      and(
        eq(contentGroups.companyId, contentGroupContents.companyId),
        eq(contentGroups.id, contentGroupContents.contentGroupId),
      ),
    )
    .where(
      and(
        inCompany(contentGroupContents, scope),
        eq(contentGroupContents.contentId, contentId),
        eq(contentGroups.type, ContentGroupType.NORMAL),
      ),
    );
  const current = memberships.map((m) => m.groupId);
  const leaving = current.filter((id) => !groupIds.includes(id));
  const joining = groupIds.filter((id) => !current.includes(id));
  if (leaving.length > 0) {
    await db
      .delete(contentGroupContents)
      .where(
        and(
          inCompany(contentGroupContents, scope),
          eq(contentGroupContents.contentId, contentId),
          inArray(contentGroupContents.contentGroupId, leaving),
        ),
      );
  }
  for (const contentGroupId of joining) {
    await db.insert(contentGroupContents).values({
      companyId: scope.companyId,
      contentGroupId,
      contentId,
      ordinal: sql`(select coalesce(max(${contentGroupContents.ordinal}), 0) + 1 from ${contentGroupContents}
                    where ${inCompany(contentGroupContents, scope)}
                      and ${contentGroupContents.contentGroupId} = ${contentGroupId})`,
    });
  }
}

/** Hashtags by name (case-insensitive) in the content's service, created when new. */
export async function setContentHashtags(
  db: Executor,
  scope: ServiceScope,
  contentId: number,
  names: string[],
): Promise<void> {
  await db
    .delete(contentHashtags)
    .where(and(inCompany(contentHashtags, scope), eq(contentHashtags.contentId, contentId)));
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length === 0) return;
  await db
    .insert(hashtags)
    .values(unique.map((name) => ({ companyId: scope.companyId, serviceId: scope.serviceId, name })))
    .onConflictDoNothing();
  const tags = await db
    .select({ id: hashtags.id })
    .from(hashtags)
    .where(
      and(
        inCompany(hashtags, scope),
        eq(hashtags.serviceId, scope.serviceId),
        inArray(
          sql`lower(${hashtags.name})`,
          unique.map((name) => name.toLowerCase()),
        ),
      ),
    );
  await db
    .insert(contentHashtags)
    .values(tags.map((tag) => ({ companyId: scope.companyId, contentId, hashtagId: tag.id })));
}

/** Normal group ids (the ones the content form sets) and hashtag names of each content, for the answers. */
export async function linksOf(db: Executor, scope: TenantScope, contentIds: number[]) {
  const groups = new Map<number, number[]>();
  const tags = new Map<number, string[]>();
  if (contentIds.length === 0) return { groups, tags };
  const [groupRows, tagRows] = await Promise.all([
    db
      .select({ contentId: contentGroupContents.contentId, groupId: contentGroupContents.contentGroupId })
      .from(contentGroupContents)
      .innerJoin(
        contentGroups,
        and(
          eq(contentGroups.companyId, contentGroupContents.companyId),
          eq(contentGroups.id, contentGroupContents.contentGroupId),
        ),
      )
      .where(
        and(
          inCompany(contentGroupContents, scope),
          inArray(contentGroupContents.contentId, contentIds),
          eq(contentGroups.type, ContentGroupType.NORMAL),
        ),
      )
      .orderBy(asc(contentGroupContents.contentGroupId)),
    db
      .select({ contentId: contentHashtags.contentId, name: hashtags.name })
      .from(contentHashtags)
      .innerJoin(
        hashtags,
        and(eq(hashtags.companyId, contentHashtags.companyId), eq(hashtags.id, contentHashtags.hashtagId)),
      )
      .where(and(inCompany(contentHashtags, scope), inArray(contentHashtags.contentId, contentIds)))
      .orderBy(asc(hashtags.name)),
  ]);
  for (const row of groupRows) groups.set(row.contentId, [...(groups.get(row.contentId) ?? []), row.groupId]);
  for (const row of tagRows) tags.set(row.contentId, [...(tags.get(row.contentId) ?? []), row.name]);
  return { groups, tags };
}

/** The current (readers') file and the newest pending or failed one of each content. */
export async function filesOf(db: Executor, scope: TenantScope, contentIds: number[]) {
  const current = new Map<number, ContentFileRow>();
  const pending = new Map<number, ContentFileRow>();
  if (contentIds.length === 0) return { current, pending };
  const rows = await db
    .select()
    .from(contentFiles)
    .where(and(inCompany(contentFiles, scope), inArray(contentFiles.contentId, contentIds)))
    .orderBy(asc(contentFiles.version));
  for (const row of rows) {
    if (row.isCurrent) current.set(row.contentId, row);
    else if (row.state !== ContentFileState.READY) pending.set(row.contentId, row);
  }
  for (const [contentId, file] of pending) {
    const now = current.get(contentId);
    if (now && now.version > file.version) pending.delete(contentId);
  }
  return { current, pending };
}

/** A content by id in any company: only for a caller whose policy scope is the whole platform. */
export async function findContentAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  return row;
}
