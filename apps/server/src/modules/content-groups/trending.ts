import { ContentGroupType, ResultCode } from '@hondana/contract';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
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

/** A content put in or taken out of the recommend group: a change of that group's contents. */
const trendingChange = (
  scope: ServiceScope,
  groupId: number,
  contentId: number,
  action: 'add' | 'delete',
) => ({
  entity: 'contentGroupContent',
  entityId: `${groupId}:${contentId}`,
  companyId: scope.companyId,
  serviceId: scope.serviceId,
  action,
  before: action === 'delete' ? { contentGroupId: groupId, contentId } : null,
  after: action === 'add' ? { contentGroupId: groupId, contentId } : null,
});

/** The seed's "trending add": the content joins its service's recommend group, last. */
export async function addTrending(
  db: Database,
  call: AdminCall,
  contentId: number,
): Promise<{ accepted: true }> {
  const { scope } = await contentForAdmin(db, call.actor, call.authorize, contentId);
  await auditedWrite(db, call.who, async (tx, record) => {
    const group = await recommendGroupOf(tx, scope);
    await appendGroupContent(tx, scope, group.id, contentId);
    record(trendingChange(scope, group.id, contentId, 'add'));
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return { accepted: true };
}

/** The seed's "trending remove". */
export async function removeTrending(
  db: Database,
  call: AdminCall,
  contentId: number,
): Promise<{ accepted: true }> {
  const { scope } = await contentForAdmin(db, call.actor, call.authorize, contentId);
  await auditedWrite(db, call.who, async (tx, record) => {
    const group = await findGroupOfType(tx, scope, ContentGroupType.RECOMMEND);
    if (!group) return;
    await removeGroupContent(tx, scope, group.id, contentId);
    record(trendingChange(scope, group.id, contentId, 'delete'));
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return { accepted: true };
}
