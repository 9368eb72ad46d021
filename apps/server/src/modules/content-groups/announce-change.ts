import type { Database } from '../../platform/database/connection.ts';
import { tenantCacheOf } from '../../platform/tenancy/tenant-cache-plugin.ts';

/**
 * Drops this process's cached values of a company at once after a committed write. The trigger's
 * NOTIFY reaches every process too, but asynchronously: without this the administrator's next read
 * on this process could still see the old list for a moment.
 */
export function announceTenantChange(db: Database, table: string, companyId: number): void {
  tenantCacheOf(db)?.invalidate(`${table}:${companyId}`);
}
