import { ResultCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { favourites } from '../../db/schema/index.ts';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  inCompany,
  type ServiceScope,
  serviceIs,
  tenantScopeOf,
} from '../../platform/tenancy/tenant-scope.ts';
import { assertReaderAccess } from '../viewer/reader-access.ts';
import { catalogueSettingsOf } from './catalogue-settings.ts';
import { findVisibleContent } from './detail.ts';
import { planStateOfContent } from './plan-access.ts';
import { viewerOf } from './viewer.ts';

/**
 * `POST /content/favorites/add`: a content the reader may see, from a group of the portal's service
 * (710 otherwise), that the reader-access table lets them favourite (an IP user 614, a plan they lack
 * 840), once (783).
 */
export async function addFavourite(
  db: Database,
  tenant: Tenant,
  session: SessionContext,
  body: { contentId: string; contentGroupId?: number | null | undefined },
  at: Date,
) {
  const scope = tenantScopeOf(tenant);
  const viewer = viewerOf(tenant, session);
  const content = await findVisibleContent(db, { scope, viewer }, body.contentId);
  const groupId = body.contentGroupId ?? null;
  if (groupId !== null && !(await catalogueSettingsOf(db, tenant)).groups[groupId]) {
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  }
  const plan = await planStateOfContent(db, scope, session.user.id, content.id, at);
  assertReaderAccess(
    {
      caller: viewer.caller,
      route: 'content',
      ...viewer.portal,
      content: {
        loginRequired: content.loginRequired,
        viewOnline: content.viewOnline,
        viewBook: content.viewBook,
        plan,
      },
    },
    'favourite',
  );
  const inserted = await insertFavourite(db, scope, session.user.id, content.id, groupId);
  if (!inserted) throw appError(ResultCode.FAVORITE_ALREADY_ADDED);
  return { contentId: body.contentId, isFavorite: true };
}

/**
 * `DELETE /content/favorites/delete/{id}`: only the reader's own favourite of a content of this
 * company; a content no longer visible can still be removed. Not among their favourites: 706.
 */
export async function removeFavourite(
  db: Database,
  tenant: Tenant,
  session: SessionContext,
  elementId: string,
) {
  if (!(await deleteFavourite(db, tenantScopeOf(tenant), session.user.id, elementId))) {
    throw appError(ResultCode.CONTENT_NOT_FOUND);
  }
  return { contentId: elementId, isFavorite: false };
}

/** Whether the favourite was new (a second one of the same content changes nothing). */
async function insertFavourite(
  db: Database,
  scope: ServiceScope,
  userId: number,
  contentId: number,
  contentGroupId: number | null,
): Promise<boolean> {
  const inserted = await db
    .insert(favourites)
    .values({ companyId: scope.companyId, userId, contentId, contentGroupId })
    .onConflictDoNothing()
    .returning({ id: favourites.id });
  return inserted.length > 0;
}

/** Whether the reader had the content of the scope's service among their favourites. */
async function deleteFavourite(db: Database, scope: ServiceScope, userId: number, elementId: string) {
  const removed = await db
    .delete(favourites)
    .where(
      and(
        inCompany(favourites, scope),
        eq(favourites.userId, userId),
        sql`${favourites.contentId} = (select c.id from contents c where ${serviceIs('c', scope)} and c.element_id = ${elementId})`,
      ),
    )
    .returning({ id: favourites.id });
  return removed.length > 0;
}
