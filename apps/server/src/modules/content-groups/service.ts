import type { ContentGroupSummary } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { listVisibleGroups } from './repository.ts';

/** The sidebar's groups, asked on every page load: from the tenant cache (frozen) while it is live. */
export function listPublicGroups(db: Database, tenant: Tenant): Promise<ContentGroupSummary[]> {
  return cachedForService(db, tenant, 'public-groups', async () => ({
    value: await loadPublicGroups(db, tenant),
  }));
}

async function loadPublicGroups(db: Database, tenant: Tenant): Promise<ContentGroupSummary[]> {
  const rows = await listVisibleGroups(db, tenantScopeOf(tenant), { includePersonal: false });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameTranslations: row.nameTranslations,
    type: row.type,
    isDefault: row.isDefault,
    ordinal: row.ordinal,
  }));
}
