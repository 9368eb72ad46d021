import { contentGroups, sortFields } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { provisionServiceSettings } from '../branding/service.ts';
import type { PortalDefaults } from './portal-defaults.ts';
import { ensureSearchPage } from './provision-search-page.ts';

/**
 * Everything a service needs before its portal answers, inside the caller's transaction: the
 * once-per-service settings records (layout, header, body, footer, input, banner, custom login,
 * search result, watermark) with their defaults, then the given content groups, content-list sort
 * fields and search page (with the search result's sort fields). The seed's demo tenants and the
 * administration's new companies and services both start here.
 */
export async function provisionPortal(
  tx: Executor,
  scope: ServiceScope,
  defaults: PortalDefaults,
): Promise<void> {
  const key = { companyId: scope.companyId, serviceId: scope.serviceId };
  await provisionServiceSettings(tx, key);
  if (defaults.contentGroups.length) {
    await tx.insert(contentGroups).values(defaults.contentGroups.map((group) => ({ ...key, ...group })));
  }
  if (defaults.sortFields.length) {
    await tx.insert(sortFields).values(defaults.sortFields.map((sort) => ({ ...key, ...sort })));
  }
  await ensureSearchPage(tx, key, defaults.searchPage);
}
