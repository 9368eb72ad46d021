import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';
import type { PageQuery } from '../search/full-text-query.ts';

/**
 * The extracted text of the pages of one content of the service that may hold the query, in page order:
 * those whose vectors match (a page not indexed yet is read too, its text decides).
 */
export async function candidatePages(
  db: Executor,
  scope: ServiceScope,
  contentId: number,
  query: PageQuery,
): Promise<{ page: number; text: string }[]> {
  const tokens = query.tokens ? sql`p.search_vector @@ ${query.tokens}::tsquery` : sql`true`;
  const pairs = query.pairs ? sql`p.phrase_vector @@ ${query.pairs}::tsquery` : sql`true`;
  const result = await db.execute<{ page_no: number; text: string }>(sql`
    select p.page_no, p.text from content_pages p
    where ${serviceIs('p', scope)}
      and p.content_id = ${contentId}
      and (p.search_vector is null or p.phrase_vector is null or (${tokens} and ${pairs}))
    order by p.page_no`);
  return result.rows.map((row) => ({ page: row.page_no, text: row.text }));
}
