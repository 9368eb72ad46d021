import { ContentGroupType } from '@hondana/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { contentGroups } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

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
