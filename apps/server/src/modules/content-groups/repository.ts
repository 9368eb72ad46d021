import { ContentGroupType } from '@hondana/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { contentGroups } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

/** Personal groups (favourites, recently read) only make sense for a signed-in reader. */
const PERSONAL_TYPES = [ContentGroupType.FAVORITE, ContentGroupType.RECENTLY];

export async function listVisibleGroups(
  db: Database,
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

/** The groups of a company, or of one service when the scope names it, in their display order. */
export async function listGroupsInScope(db: Database, scope: TenantScope) {
  const filters = [inCompany(contentGroups, scope)];
  if (scope.serviceId !== null) filters.push(eq(contentGroups.serviceId, scope.serviceId));
  return db
    .select()
    .from(contentGroups)
    .where(and(...filters))
    .orderBy(asc(contentGroups.serviceId), asc(contentGroups.ordinal), asc(contentGroups.id));
}
