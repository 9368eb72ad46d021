import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { bigintArray, type CardContext, type CardRow, cardColumns } from '../catalogue/catalogue-query.ts';
import type { SortColumn } from '../catalogue/content-columns.ts';
import { visibleContentFilter } from '../catalogue/visible-content-filter.ts';

/**
 * Matching pages looked at for ranking: for a word on half the pages of a million, counting every page
 * per book costs hundreds of milliseconds (ARCHITECTURE §7), so books are ranked from the first pages
 * found, and the total is at most the books among them. The books answered get their exact page counts.
 */
export const CANDIDATE_PAGES = 1000;
/** Best pages answered per book. */
export const PAGES_PER_BOOK = 5;

export interface FullTextPageRequest {
  /** `::tsquery` literals: any field; title only (weight A); other metadata only (weight B). */
  query: string;
  titleQuery: string;
  metadataQuery: string;
  /** A condition on `c` (the group asked for), or null. */
  groupFilter: SQL | null;
  /** A sort field to order each rank by, or null for relevance (pages found, then newest). */
  sort: { column: SortColumn; ascending: boolean } | null;
  offset: number;
  limit: number;
}

export interface RankedBook {
  id: number;
  inTitle: boolean;
  inMetadata: boolean;
}

function orderOf(sort: FullTextPageRequest['sort']): string {
  const then = 'c.published_at desc nulls last, c.id desc';
  if (!sort?.column.expression) return `f.page_hits desc, ${then}`;
  return `${sort.column.expression} ${sort.ascending ? 'asc' : 'desc'} nulls last, f.page_hits desc, ${then}`;
}

/**
 * One page of the books found, ranked: title matches, then other metadata, then pages only; inside a
 * rank by the sort field asked for, or by pages found. Answers the total of books found.
 */
export async function rankBooks(
  db: Executor,
  context: CardContext,
  request: FullTextPageRequest,
): Promise<{ books: RankedBook[]; total: number }> {
  const { scope } = context;
  const where = sql.join(
    [visibleContentFilter(scope, context.viewer), ...(request.groupFilter ? [request.groupFilter] : [])],
    sql` and `,
  );
  const rows = await db.execute<{ id: string; in_title: boolean; in_meta: boolean; total: number }>(sql`
    with meta as (
      select c.id, c.search_vector @@ ${request.titleQuery}::tsquery as in_title,
        c.search_vector @@ ${request.metadataQuery}::tsquery as in_meta
      from contents c
      where ${where} and c.search_vector @@ ${request.query}::tsquery
    ),
    hits as (
      select b.content_id as id, count(*)::int as page_hits from (
        select p.content_id from content_pages p
        join contents c on c.company_id = p.company_id and c.id = p.content_id
        where p.service_id = ${scope.serviceId} and p.company_id = ${scope.companyId}
          and p.search_vector @@ ${request.query}::tsquery and ${where}
        limit ${CANDIDATE_PAGES}
      ) b group by b.content_id
    ),
    found as (
      select coalesce(m.id, h.id) as id, coalesce(m.in_title, false) as in_title,
        coalesce(m.in_meta or not m.in_title, false) as in_meta, coalesce(h.page_hits, 0) as page_hits
      from meta m full join hits h on h.id = m.id
    )
    select f.id::text as id, f.in_title, f.in_meta, (count(*) over ())::int as total
    from found f join contents c on c.company_id = ${scope.companyId} and c.id = f.id
    order by f.in_title desc, f.in_meta desc, ${sql.raw(orderOf(request.sort))}
    limit ${request.limit} offset ${request.offset}`);
  const books = rows.rows.map((row) => ({
    id: Number(row.id),
    inTitle: row.in_title,
    inMetadata: row.in_meta,
  }));
  const total =
    rows.rows[0]?.total ?? (request.offset > 0 ? await countBooks(db, context, request, where) : 0);
  return { books, total };
}

/** The total when the page asked for lies past the last book (the window answered no row to carry it). */
async function countBooks(
  db: Executor,
  context: CardContext,
  request: FullTextPageRequest,
  where: SQL,
): Promise<number> {
  const { scope } = context;
  const rows = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (
      select c.id from contents c where ${where} and c.search_vector @@ ${request.query}::tsquery
      union
      select b.content_id from (
        select p.content_id from content_pages p
        join contents c on c.company_id = p.company_id and c.id = p.content_id
        where p.service_id = ${scope.serviceId} and p.company_id = ${scope.companyId}
          and p.search_vector @@ ${request.query}::tsquery and ${where}
        limit ${CANDIDATE_PAGES}
      ) b
    ) f`);
  return rows.rows[0]?.total ?? 0;
}

/** The cards of the books, in the order given. */
export async function cardsOf(
  db: Executor,
  context: CardContext,
  ids: readonly number[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<CardRow>(sql`
    select ${cardColumns(context)}
    from contents c where c.company_id = ${context.scope.companyId} and c.id = any(${bigintArray(ids)})`);
  const byId = new Map(rows.rows.map((row) => [Number(row.row_id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface MatchingPage {
  contentId: number;
  pageNo: number;
  text: string;
  /** Pages of the book that match. */
  hits: number;
}

/** The best matching pages of each book (most occurrences first, at most five), with their text. */
export async function bestPagesOf(
  db: Executor,
  context: CardContext,
  ids: readonly number[],
  query: string,
): Promise<MatchingPage[]> {
  if (ids.length === 0) return [];
  const { scope } = context;
  const rows = await db.execute<{ content_id: string; page_no: number; text: string; hits: number }>(sql`
    select r.content_id::text as content_id, r.page_no, p.text, r.hits from (
      select m.content_id, m.page_no,
        (count(*) over (partition by m.content_id))::int as hits,
        row_number() over (partition by m.content_id order by ts_rank(m.search_vector, ${query}::tsquery) desc, m.page_no) as n
      from content_pages m
      where m.service_id = ${scope.serviceId} and m.company_id = ${scope.companyId}
        and m.content_id = any(${bigintArray(ids)}) and m.search_vector @@ ${query}::tsquery
    ) r
    join content_pages p on p.company_id = ${scope.companyId} and p.content_id = r.content_id and p.page_no = r.page_no
    where r.n <= ${PAGES_PER_BOOK}
    order by r.content_id, r.page_no`);
  return rows.rows.map((row) => ({
    contentId: Number(row.content_id),
    pageNo: row.page_no,
    text: row.text,
    hits: row.hits,
  }));
}
