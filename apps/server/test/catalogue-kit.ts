/** Catalogue rows written straight into the database, for reader-side list tests. */
import { randomBytes } from 'node:crypto';
import { ContentGroupType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import {
  contentGroupContents,
  contentGroups,
  contentHashtags,
  contents,
  hashtags,
} from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/database/connection.ts';
import type { Tenant } from '../src/platform/tenancy/resolve-tenant.ts';

export const newElementId = () => randomBytes(12).toString('hex');
const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export type ContentInsert = Partial<typeof contents.$inferInsert> & { title: string };

/** A processed, published, open content of the tenant's service unless the values say otherwise. */
export async function insertContent(db: Database, tenant: Tenant, values: ContentInsert) {
  const elementId = values.elementId ?? newElementId();
  const [row] = await db
    .insert(contents)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      elementId,
      state: 'published',
      published: true,
      loginRequired: false,
      publishedAt: daysAgo(100),
      fileKind: 'pdf',
      pageCount: 3,
      coverUrl: `/api/v1/content/cover/${elementId}/large?v=1`,
      ...values,
    })
    .returning({ id: contents.id, elementId: contents.elementId });
  if (!row) throw new Error('content not inserted');
  return row;
}

export async function insertGroup(
  db: Database,
  tenant: Tenant,
  name: string,
  values: Partial<typeof contentGroups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contentGroups)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      name,
      type: ContentGroupType.NORMAL,
      ...values,
    })
    .returning({ id: contentGroups.id });
  if (!row) throw new Error('group not inserted');
  return row.id;
}

/** The id of the service's special group of a type: the provisioned one, else a new one. */
export async function specialGroupOf(db: Database, tenant: Tenant, type: ContentGroupType) {
  const [row] = await db
    .select({ id: contentGroups.id })
    .from(contentGroups)
    .where(
      and(
        eq(contentGroups.companyId, tenant.company.id),
        eq(contentGroups.serviceId, tenant.service.id),
        eq(contentGroups.type, type),
      ),
    );
  return row?.id ?? insertGroup(db, tenant, `Special ${type}`, { type, ordinal: 1000 + type });
}

/** Puts contents in a group in the order given (ordinal 1, 2, …). */
export async function fillGroup(db: Database, tenant: Tenant, groupId: number, contentIds: number[]) {
  if (contentIds.length === 0) return;
  await db.insert(contentGroupContents).values(
    contentIds.map((contentId, index) => ({
      companyId: tenant.company.id,
      contentGroupId: groupId,
      contentId,
      ordinal: index + 1,
    })),
  );
}

export async function tagContents(db: Database, tenant: Tenant, name: string, contentIds: number[]) {
  const [tag] = await db
    .insert(hashtags)
    .values({ companyId: tenant.company.id, serviceId: tenant.service.id, name })
    .returning({ id: hashtags.id });
  if (!tag) throw new Error('hashtag not inserted');
  if (contentIds.length) {
    await db
      .insert(contentHashtags)
      .values(
        contentIds.map((contentId) => ({ companyId: tenant.company.id, contentId, hashtagId: tag.id })),
      );
  }
  return tag.id;
}
