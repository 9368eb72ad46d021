import { and, desc, isNotNull, lte, sql } from 'drizzle-orm';
import { terms } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inService } from '../../platform/tenancy/tenant-scope.ts';

/** The latest version already published (a version scheduled for later is not yet in force). */
export async function findTermsInForce(db: Database, tenant: Tenant) {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(inService(terms, tenant), isNotNull(terms.publishedAt), lte(terms.publishedAt, sql`now()`)))
    .orderBy(desc(terms.version))
    .limit(1);
  return row;
}
