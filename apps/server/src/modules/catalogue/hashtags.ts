import type { Hashtag } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { type ServiceScope, serviceIs, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { TEXT_COLLATION } from './content-columns.ts';
import { type Viewer, viewerOf } from './viewer.ts';
import { listKeyOf, visibleContentFilter } from './visible-content-filter.ts';

/**
 * `GET /hash-tag/public/get-all-hashtag`: the service's hashtags with a content the caller may see. The
 * same for every viewer of a kind, so the tenant cache keeps it (for its safety TTL: contents are not
 * watched).
 */
export function listHashtags(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
): Promise<Hashtag[]> {
  const viewer = viewerOf(tenant, session);
  return cachedForService(db, tenant, `catalogue-hashtags:${listKeyOf(viewer)}`, async () => ({
    value: await loadHashtags(db, tenantScopeOf(tenant), viewer),
  }));
}

async function loadHashtags(db: Database, scope: ServiceScope, viewer: Viewer): Promise<Hashtag[]> {
  const result = await db.execute<{ id: string; name: string; count: number }>(sql`
    select h.id::text as id, h.name, count(*)::int as count
    from hashtags h
    join content_hashtags ch on ch.company_id = h.company_id and ch.hashtag_id = h.id
    join contents c on c.company_id = ch.company_id and c.id = ch.content_id
    where ${serviceIs('h', scope)}
      and ${visibleContentFilter(scope, viewer)}
    group by h.id, h.name
    order by h.name collate ${sql.raw(`"${TEXT_COLLATION}"`)}, h.id`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, count: row.count }));
}
