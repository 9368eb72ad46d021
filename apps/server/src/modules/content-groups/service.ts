import type { ContentGroupSummary } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { listVisibleGroups } from './repository.ts';

export async function listPublicGroups(db: Database, tenant: Tenant): Promise<ContentGroupSummary[]> {
  const rows = await listVisibleGroups(db, tenant, { includePersonal: false });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameTranslations: row.nameTranslations,
    type: row.type,
    isDefault: row.isDefault,
    ordinal: row.ordinal,
  }));
}
