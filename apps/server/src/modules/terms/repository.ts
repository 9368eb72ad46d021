import { and, desc, gt, isNotNull, lte, min, sql } from 'drizzle-orm';
import { terms } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/** The latest version already published (a version scheduled for later is not yet in force). */
export async function findTermsInForce(db: Database, scope: ServiceScope) {
  const [row] = await db
    .select()
    .from(terms)
    .where(and(inService(terms, scope), isNotNull(terms.publishedAt), lte(terms.publishedAt, sql`now()`)))
    .orderBy(desc(terms.version))
    .limit(1);
  return row;
}

/** When the next scheduled version takes effect, if one is scheduled: a cached answer ends then. */
export async function findNextPublication(db: Database, scope: ServiceScope): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(terms.publishedAt) })
    .from(terms)
    .where(and(inService(terms, scope), gt(terms.publishedAt, sql`now()`)));
  return row?.at ?? undefined;
}
