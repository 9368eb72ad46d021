import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { shareLinks } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope, TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareLinkInsert = typeof shareLinks.$inferInsert;

export async function insertShareLink(
  db: Executor,
  scope: ServiceScope,
  values: Omit<ShareLinkInsert, 'companyId' | 'serviceId'>,
): Promise<ShareLinkRow> {
  const [row] = await db
    .insert(shareLinks)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('share link not inserted');
  return row;
}

/** The link of the portal's service with this token hash (another portal's link is not found). */
export async function findShareLinkByHash(db: Executor, scope: ServiceScope, tokenHash: string) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.companyId, scope.companyId),
        eq(shareLinks.serviceId, scope.serviceId),
        eq(shareLinks.tokenHash, tokenHash),
      ),
    );
  return row;
}

export async function findShareLink(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.companyId, scope.companyId), eq(shareLinks.id, id)));
  return row;
}

export async function shareLinksOfContent(db: Executor, scope: TenantScope, contentId: number) {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.companyId, scope.companyId), eq(shareLinks.contentId, contentId)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export async function deleteShareLink(db: Executor, scope: TenantScope, id: number): Promise<void> {
  await db.delete(shareLinks).where(and(eq(shareLinks.companyId, scope.companyId), eq(shareLinks.id, id)));
}

/**
 * Counts one opening unless the link has expired or its views are used up meanwhile (one statement, so
 * two readers racing for the last view cannot both get it). False when nothing was counted.
 */
export async function countShareLinkView(
  db: Executor,
  scope: TenantScope,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1` })
    .where(
      and(
        eq(shareLinks.companyId, scope.companyId),
        eq(shareLinks.id, id),
        gt(shareLinks.expiresAt, now),
        or(isNull(shareLinks.maxViews), lt(shareLinks.viewCount, shareLinks.maxViews)),
      ),
    )
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
