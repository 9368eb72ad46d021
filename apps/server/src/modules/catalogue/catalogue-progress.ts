import type { CatalogueProgress } from '@hondana/contract';
import { and, count, inArray, sql } from 'drizzle-orm';
import { contents } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/**
 * `GET /content/public/progress`: the service's contents waiting for their file to be processed before
 * readers see them (published by the administrator, still processing), and those ready. One pass over
 * the (company, service, state) index.
 */
export async function catalogueProgress(db: Database, scope: ServiceScope): Promise<CatalogueProgress> {
  const [row] = await db
    .select({
      preparing: count(sql`case when ${contents.state} = 'processing' and ${contents.published} then 1 end`),
      ready: count(sql`case when ${contents.state} = 'published' then 1 end`),
    })
    .from(contents)
    .where(and(inService(contents, scope), inArray(contents.state, ['processing', 'published'])));
  return { preparing: row?.preparing ?? 0, ready: row?.ready ?? 0 };
}
