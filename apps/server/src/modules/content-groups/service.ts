import { type ContentGroupSummary, ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { presentGroupSummary } from './present-group.ts';
import { findVisibleGroup, listVisibleGroups } from './repository.ts';

/** The sidebar's groups, asked on every page load: from the tenant cache (frozen) while it is live. */
export function listPublicGroups(db: Database, tenant: Tenant): Promise<ContentGroupSummary[]> {
  return cachedForService(db, tenant, 'public-groups', async () => ({
    value: await loadGroups(db, tenant, false),
  }));
}

/**
 * A signed-in reader's sidebar: the public groups plus favourites and recently read
 * (`/content-group/content-group-list`). The group rows are the tenant's, the same for every reader, so
 * the tenant cache serves them too; what each group holds for the reader comes with the catalogue.
 */
export function listReaderGroups(db: Database, tenant: Tenant): Promise<ContentGroupSummary[]> {
  return cachedForService(db, tenant, 'reader-groups', async () => ({
    value: await loadGroups(db, tenant, true),
  }));
}

async function loadGroups(
  db: Database,
  tenant: Tenant,
  includePersonal: boolean,
): Promise<ContentGroupSummary[]> {
  const rows = await listVisibleGroups(db, tenantScopeOf(tenant), { includePersonal });
  return rows.map(presentGroupSummary);
}

/** `GET /content-group/public/content-layout-detail`: one group a visitor may open, with its layout. */
export async function publicGroupLayout(
  db: Database,
  tenant: Tenant,
  contentGroupId: number,
): Promise<ContentGroupSummary> {
  const row = await findVisibleGroup(db, tenantScopeOf(tenant), contentGroupId);
  if (!row) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  return presentGroupSummary(row);
}
