import { and, desc, gt, isNotNull, lte, min, sql } from 'drizzle-orm';
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

/** When the next scheduled version takes effect, if one is scheduled: a cached answer ends then. */
export async function findNextPublication(db: Database, tenant: Tenant): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(terms.publishedAt) })
    .from(terms)
    .where(and(inService(terms, tenant), gt(terms.publishedAt, sql`now()`)));
  return row?.at ?? undefined;
}
