import { ContentGroupType, ResultCode } from '@hondana/contract';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { contentForAdmin } from '../content/content-service.ts';
import { announceTenantChange } from './announce-change.ts';
import { appendGroupContent, findGroupOfType, removeGroupContent } from './repository.ts';
import { ensureSpecialGroups } from './special-groups.ts';

/** The recommend group of a service, created with the other special groups when it is missing. */
async function recommendGroupOf(db: Executor, scope: ServiceScope) {
  const found = await findGroupOfType(db, scope, ContentGroupType.RECOMMEND);
  if (found) return found;
  await ensureSpecialGroups(db, scope);
  const created = await findGroupOfType(db, scope, ContentGroupType.RECOMMEND);
  if (!created) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  return created;
}

/** The seed's "trending add": the content joins its service's recommend group, last. */
export async function addTrending(
  db: Database,
  actor: Actor,
  contentId: number,
): Promise<{ accepted: true }> {
  const { scope } = await contentForAdmin(db, actor, 'content.recommend', contentId);
  await db.transaction(async (tx) => {
    const group = await recommendGroupOf(tx, scope);
    await appendGroupContent(tx, scope, group.id, contentId);
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return { accepted: true };
}

/** The seed's "trending remove". */
export async function removeTrending(
  db: Database,
  actor: Actor,
  contentId: number,
): Promise<{ accepted: true }> {
  const { scope } = await contentForAdmin(db, actor, 'content.recommend', contentId);
  const group = await findGroupOfType(db, scope, ContentGroupType.RECOMMEND);
  if (group) await removeGroupContent(db, scope, group.id, contentId);
  announceTenantChange(db, 'content_groups', scope.companyId);
  return { accepted: true };
}
