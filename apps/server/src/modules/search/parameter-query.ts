import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs } from '../../platform/tenancy/tenant-scope.ts';
import { type CardContext, type CardRow, cardColumns } from '../catalogue/catalogue-query.ts';
import type { SortColumn } from '../catalogue/content-columns.ts';
import { visibleContentFilter } from '../catalogue/visible-content-filter.ts';

/**
 * A search's total is exact up to this many contents; a search matching more answers exactly this many
 * (`totalElements`), as the full-text search counts at most 1,000 pages. Counting every match of a broad
 * search means visiting every matching row (20,000 rows: 20-60 ms), counting to the cap stops early.
 */
export const EXACT_TOTAL_LIMIT = 1_000;

export interface SearchPageRequest {
  /** The boxes' conditions, all of which a content meets (none: every visible content). */
  filters: readonly SQL[];
  /** A sort field, or null for newest first. */
  sort: { column: SortColumn; ascending: boolean } | null;
  offset: number;
  limit: number;
}

/**
 * The sort value of a content and the order over it, on the matched set (`m`, its `sort_value`) or on
 * the contents themselves (`c`); newest first without a sort field. Ties by id: pages never overlap.
 */
function sortOf(sort: SearchPageRequest['sort'], alias: 'm' | 'c'): { value: string; order: string } {
  const expression = sort?.column.expression;
  const value = expression ?? 'c.published_at';
  const key = alias === 'c' ? value : 'm.sort_value';
  const [direction, tie] = expression ? [sort?.ascending ? 'asc' : 'desc', 'asc'] : ['desc', 'desc'];
  return { value, order: `${key} ${direction} nulls last, ${alias}.id ${tie}` };
}

/**
 * One page of the visible contents meeting every filter, as card rows, and their total (exact up to
 * {@link EXACT_TOTAL_LIMIT}, that number beyond). First one statement: the filters are evaluated (through
 * the trigram, group and btree indexes where they serve) into a set of at most the limit + 1 matches,
 * which gives the total and, when complete, the page by a top-N sort; only the page's cards are built.
 * Walking a sort index and filtering row by row would cost a whole-index walk when few contents match.
 * A search matching more than the limit gets its page apart ({@link broadPage}); measured in
 * bench/reports/parameter-search.md.
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
  const { value, order } = sortOf(request.sort, 'm');
  const result = await db.execute<CardRow & { total: number }>(sql`
    with matched as materialized (
      select c.id, ${sql.raw(value)} as sort_value from contents c where ${where} limit ${EXACT_TOTAL_LIMIT + 1}
    ), page as materialized (
      select s.id, row_number() over () as n from (
        select m.id from matched m order by ${sql.raw(order)} limit ${request.limit} offset ${request.offset}
      ) s
    )
    select ${cardColumns(context)}, (select count(*)::int from matched) as total
    from page join contents c on ${companyIs('c', context.scope)} and c.id = page.id
    order by page.n`);
  let total = result.rows[0]?.total;
  if (total === undefined) {
    if (request.offset === 0) return { rows: [], total: 0 };
    const count = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (select from contents c where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) m`);
    total = count.rows[0]?.total ?? 0;
  }
  if (total <= EXACT_TOTAL_LIMIT) return { rows: result.rows, total };
  return { rows: await broadPage(db, context, request, where), total: EXACT_TOTAL_LIMIT };
}

/**
 * How many contents of the sort order a broad search's page is first looked for in: matches spread
 * through the catalogue (a common word, a colour) fill page 1 within a few hundred rows; matches
 * bunched far down the order (last year's uploads, newest first) do not, and go to the full sort.
 */
export const SORT_WINDOW = 2_000;

/**
 * The page of a search matching more than {@link EXACT_TOTAL_LIMIT} contents. Newest first, it is first
 * looked for among the visible contents' first {@link SORT_WINDOW} (the catalogue's index gives them;
 * the filters are then evaluated on those rows only): when the page fills there, it is the page of the
 * whole order, since the window's matches are the first matches. Otherwise (or in another order) a
 * top-N sort of every match, the filters evaluated through their indexes.
 */
async function broadPage(
  db: Executor,
  context: CardContext,
  request: SearchPageRequest,
  where: SQL,
): Promise<CardRow[]> {
  const visible = visibleContentFilter(context.scope, context.viewer);
  const { value, order } = sortOf(request.sort, 'c');
  const cards = (ids: SQL) => sql`
    with page as materialized (select s.id, row_number() over () as n from (${ids}) s)
    select ${cardColumns(context)}
    from page join contents c on ${companyIs('c', context.scope)} and c.id = page.id
    order by page.n`;
  // Only newest first has a sort index over every visible content (contents_catalogue_published_idx);
  // another order would sort the whole service to find its window.
  if (!request.sort?.column.expression) {
    const windowed = await db.execute<CardRow>(
      cards(sql`
        select c.id from (
          select * from contents c where ${visible} order by ${sql.raw(order)} limit ${SORT_WINDOW}
        ) c where ${sql.join([sql`true`, ...request.filters], sql` and `)}
        order by ${sql.raw(order)} limit ${request.limit} offset ${request.offset}`),
    );
    if (windowed.rows.length === request.limit) return windowed.rows;
  }
  const sorted = await db.execute<CardRow>(
    cards(sql`
      with matched as materialized (
        select c.id, ${sql.raw(value)} as sort_value from contents c where ${where}
      )
      select m.id from matched m order by ${sql.raw(sortOf(request.sort, 'm').order)}
      limit ${request.limit} offset ${request.offset}`),
  );
  return sorted.rows;
}
