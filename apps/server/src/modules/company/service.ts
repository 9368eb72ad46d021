import type { CompanyPublicDetail } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { listServicePaths } from '../../platform/tenancy/tenant-repository.ts';
import { presentCompanyPublicDetail } from './present-company.ts';

export async function getCompanyPublicDetail(db: Database, tenant: Tenant): Promise<CompanyPublicDetail> {
  const paths = await listServicePaths(db, tenant.company.id);
  return presentCompanyPublicDetail(tenant, paths);
}
