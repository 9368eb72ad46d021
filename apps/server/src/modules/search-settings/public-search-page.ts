import { ContentGroupType, type SearchTab } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import { withBoxes } from './search-page-reach.ts';
import { listTabs, type OfferedGroupRow } from './search-page-repository.ts';

const personal: readonly number[] = [ContentGroupType.FAVORITE, ContentGroupType.RECENTLY];

/**
 * `GET /search-tab/public/list`: the portal's shown tabs in order with their boxes, as the search
 * overlay draws them. Choice boxes offer the shown groups only, favourites and recently read only to a
 * signed-in reader. Read from the database each time: the overlay asks once when it opens, and the
 * search tables are not among those the tenant cache is told about.
 */
export async function publicSearchPage(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
): Promise<SearchTab[]> {
  const viewer = viewerOf(tenant, session);
  const scope = tenantScopeOf(tenant);
  const offers = (group: OfferedGroupRow) =>
    group.isShow && (viewer.userId !== null || !personal.includes(group.type));
  return withBoxes(db, scope, await listTabs(db, scope, { shownOnly: true }), offers);
}
