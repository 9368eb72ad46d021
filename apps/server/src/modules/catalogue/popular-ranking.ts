import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { companyIs, type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import type { CatalogueSettings } from './catalogue-settings.ts';

/**
 * The service's popular contents, most read first: contents opened by at least `popularMinReaders`
 * distinct readers (a signed-in user, or a visitor's address and browser) within the popular period
 * (UTC days, today included), published contents only, at most the setting's number of items. Views
 * are not watched by the tenant cache: the ranking lives as long as its safety TTL (seconds), so a list
 * pays for it once in a while, not once a call.
 */
export function popularIdsOf(db: Database, tenant: Tenant, settings: CatalogueSettings): Promise<number[]> {
  const { popularPeriodDays: days, popularLimit: limit, popularMinReaders: readers } = settings;
  return cachedForService(db, tenant, `catalogue-popular:${days}:${limit}:${readers}`, async () => ({
    value: await rankPopular(db, tenantScopeOf(tenant), settings),
  }));
}

async function rankPopular(
  db: Database,
  scope: ServiceScope,
  settings: CatalogueSettings,
): Promise<number[]> {
  const { popularPeriodDays: days, popularLimit: limit, popularMinReaders: readers } = settings;
  const result = await db.execute<{ id: string }>(sql`
    select v.content_id::text as id
    from content_daily_viewers v
    join contents c on c.company_id = v.company_id and c.id = v.content_id
    where ${companyIs('v', scope)} and c.service_id = ${scope.serviceId}
      and c.state = 'published' and c.published
      and v.day > (now() at time zone 'utc')::date - ${days}::int
    group by v.content_id
    having count(distinct v.viewer_key) >= ${readers}::int
    order by count(distinct v.viewer_key) desc, v.content_id
    limit ${limit}`);
  return result.rows.map((row) => Number(row.id));
}
