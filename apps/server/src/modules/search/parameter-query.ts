import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { type CardContext, type CardRow, cardColumns } from '../catalogue/catalogue-query.ts';
import type { SortColumn } from '../catalogue/content-columns.ts';
import { visibleContentFilter } from '../catalogue/visible-content-filter.ts';

export interface SearchPageRequest {
  /** The boxes' conditions, all of which a content meets. */
  filters: readonly SQL[];
  /** A sort field, or null for newest first. */
  sort: { column: SortColumn; ascending: boolean } | null;
  offset: number;
  limit: number;
}

const NEWEST_FIRST = 'c.published_at desc nulls last, c.id desc';

/** Values in the chosen direction, empty ones last either way, ties by id so pages never overlap. */
function orderOf(sort: SearchPageRequest['sort']): string {
  if (!sort?.column.expression) return NEWEST_FIRST;
  return `${sort.column.expression} ${sort.ascending ? 'asc' : 'desc'} nulls last, c.id asc`;
}

/**
 * One page of the visible contents meeting every filter, as card rows, and their total: the page's ids
 * in order first, then their cards (as the catalogue's `listCards`), the count beside it.
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
  const [page, count] = await Promise.all([
    db.execute<CardRow>(sql`
      with page as materialized (
        select s.id, row_number() over () as n from (
          select c.id from contents c where ${where} order by ${sql.raw(orderOf(request.sort))}
          limit ${request.limit} offset ${request.offset}
        ) s
      )
      select ${cardColumns(context)}
      from page join contents c on c.company_id = ${context.scope.companyId} and c.id = page.id
      order by page.n`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from contents c where ${where}`),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}
