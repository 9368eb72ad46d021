import type { AuditChange } from './audited-write.ts';

/** A tenant row as the trail names it: its id and the company (and service) it belongs to. */
interface TenantRow {
  id: number;
  companyId: number;
  serviceId?: number | null;
}

/**
 * The change of one row: added (no before), updated, or deleted (no after), named by its id and
 * tenant. The row itself is recorded; secret fields are masked by the trail.
 */
export function rowChange<R extends TenantRow>(
  entity: string,
  action: string,
  before: R | null | undefined,
  after: R | null | undefined,
): AuditChange {
  const row = after ?? before;
  if (!row) throw new Error(`an audited ${entity} ${action} names no row`);
  return {
    entity,
    entityId: row.id,
    companyId: row.companyId,
    serviceId: row.serviceId ?? null,
    action,
    before: before ? ({ ...before } as Record<string, unknown>) : null,
    after: after ? ({ ...after } as Record<string, unknown>) : null,
  };
}

/** The change of a list's order: the ids before and after. */
export const orderChange = (
  entity: string,
  entityId: string | number,
  scope: { companyId: number; serviceId: number | null },
  before: readonly number[],
  after: readonly number[],
): AuditChange => ({
  entity,
  entityId,
  companyId: scope.companyId,
  serviceId: scope.serviceId,
  action: 'reorder',
  before: { ids: [...before] },
  after: { ids: [...after] },
});
