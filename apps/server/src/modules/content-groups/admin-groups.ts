import type { AdminContentGroup } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { adminScope, type ScopeRequest } from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { listGroupsInScope } from './repository.ts';

/** `GET /content-group/all`: every group the administrator's scope reaches, special groups included. */
export async function listAdminGroups(
  db: Database,
  actor: Actor,
  request: ScopeRequest,
): Promise<AdminContentGroup[]> {
  const scope = await adminScope(db, actor, 'contentGroup.read', request);
  const rows = await listGroupsInScope(db, scope);
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.serviceId,
    name: row.name,
    nameTranslations: row.nameTranslations,
    type: row.type,
    isDefault: row.isDefault,
    ordinal: row.ordinal,
  }));
}
