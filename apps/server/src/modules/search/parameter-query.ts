import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { type CardContext, type CardRow, cardColumns } from '../catalogue/catalogue-query.ts';
import type { SortColumn } from '../catalogue/content-columns.ts';
import { visibleContentFilter } from '../catalogue/visible-content-filter.ts';

export interface SearchPageRequest {
  /** The boxes' conditions, all of which a content meets (none: every visible content). */
  filters: readonly SQL[];
  /** A sort field, or null for newest first. */
  sort: { column: SortColumn; ascending: boolean } | null;
  offset: number;
  limit: number;
}

/** The sort value of a matched content and the order of the page over it (ties by id: pages never overlap). */
function sortOf(sort: SearchPageRequest['sort']): { value: string; order: string } {
  if (!sort?.column.expression) {
    return { value: 'c.published_at', order: 'm.sort_value desc nulls last, m.id desc' };
  }
  return {
    value: sort.column.expression,
    order: `m.sort_value ${sort.ascending ? 'asc' : 'desc'} nulls last, m.id asc`,
  };
}

/**
 * One page of the visible contents meeting every filter, as card rows, and their total, in one
 * statement: the filters are evaluated once (through the trigram and group indexes where they serve)
 * into the matched set, which gives the total and, by a top-N sort, the page; only then are the page's
 * cards built. Walking a sort index and filtering row by row instead costs a whole-index walk whenever
 * few contents match (measured in bench/reports/parameter-search.md). A page past the end counts apart.
 */
export async function searchCards(
  db: Executor,
  context: CardContext,
  request: SearchPageRequest,
): Promise<{ rows: CardRow[]; total: number }> {
  const where = sql.join(
    [visibleContentFilter(context.scope, context.viewer), ...request.filters],
    sql` and `,
  );
  const { value, order } = sortOf(request.sort);
  const result = await db.execute<CardRow & { total: number }>(sql`
    with matched as materialized (
      select c.id, ${sql.raw(value)} as sort_value from contents c where ${where}
    ), page as materialized (
      select s.id, row_number() over () as n from (
        select m.id from matched m order by ${sql.raw(order)} limit ${request.limit} offset ${request.offset}
      ) s
    )
    select ${cardColumns(context)}, (select count(*)::int from matched) as total
    from page join contents c on c.company_id = ${context.scope.companyId} and c.id = page.id
    order by page.n`);
  const first = result.rows[0];
  if (first) return { rows: result.rows, total: first.total };
  if (request.offset === 0) return { rows: [], total: 0 };
  const count = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from contents c where ${where}`,
  );
  return { rows: [], total: count.rows[0]?.total ?? 0 };
}
