import type { CompanyPublicDetail } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { listServicePaths } from '../../platform/tenancy/tenant-repository.ts';
import { presentCompanyPublicDetail } from './present-company.ts';

/** Asked on every page load: served from the tenant cache (a frozen object) while it is live. */
export function getCompanyPublicDetail(db: Database, tenant: Tenant): Promise<CompanyPublicDetail> {
  return cachedForService(db, tenant, 'company-detail', async () => ({
    value: presentCompanyPublicDetail(tenant, await listServicePaths(db, tenant.company.id)),
  }));
}
