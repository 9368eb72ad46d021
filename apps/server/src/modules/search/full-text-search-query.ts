import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, serviceIs, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { bigintArray, type CardContext, type CardRow, cardColumns } from '../catalogue/catalogue-query.ts';
import type { SortColumn } from '../catalogue/content-columns.ts';
import { visibleContentFilter } from '../catalogue/visible-content-filter.ts';
import type { PageQuery } from './full-text-query.ts';

/**
 * Matching pages looked at for ranking: for a word on half the pages of a million, counting every page
 * per book costs hundreds of milliseconds, so books are ranked from the first pages
 * found, and the total is at most the books among them. The books answered get their exact page counts.
 */
export const CANDIDATE_PAGES = 1000;
/**
 * Books found by their metadata kept for ranking: a word in thousands of titles cost the ranking's join,
 * count and sort of every one of them (7,771 books: 50 → 30 ms). The total is then at most this many
 * plus the books of the candidate pages.
 */
export const CANDIDATE_BOOKS = 1000;
/** Best pages answered per book. */
export const PAGES_PER_BOOK = 5;
/**
 * Groups whose books hold at most this many pages are searched book by book (each book's pages by primary
 * key), so the cost follows the group's size, not the service's. Over the service, the first 1,000 group
 * pages holding the words are found only after reading the service's pages that hold them (the planner
 * underestimates phrases and bigram runs a hundredfold, so it never starts from the group): 435 ms p50
 * for 4 characters in a group of 1,000 books (10,000 pages) among 100,000, against about 60 ms now.
 * The price: a word on a handful of pages costs a read of the group's pages instead of a millisecond.
 */
export const SMALL_GROUP_PAGES = 20_000;
/**
 * Probing one book's pages costs about as much as reading this many pages found through the service's
 * index (50-80 µs against 10-15 µs on the bench's machine): words on fewer pages of the service than
 * this many times the group's books are searched through the service's index, as without a group.
 */
export const PAGES_PER_BOOK_PROBE = 5;

/**
 * One book in eight, by a hash of its id, whose pages have a page index of their own
 * (`content_pages_sample_idx`, migration 0022). A GIN answers a word only as the bitmap of every page
 * holding it, built and sorted before the first page is read (記憶 on 42,829 of 1,000,000 pages: 15-20 ms
 * of a 25 ms search); words on many pages are looked for in the sample's pages, an eighth of the bitmap
 * (docs/decisions.md, 2026-11-27).
 */
const inSample = (alias: string) => sql`(hashint8(${sql.raw(alias)}.content_id) & 7) = 0`;
const SAMPLE_SHARE = 8;
/** The sample is used when it should hold twice the candidate pages, by PostgreSQL's estimate. */
export const SAMPLE_FROM_PAGES = 2 * SAMPLE_SHARE * CANDIDATE_PAGES;
/**
 * Above this share of the service's pages PostgreSQL reads the pages in order and finds the candidates
 * within a few thousand; the sample would make it read eight times as many (`time`, on 24 % of the bench's
 * pages: 16-22 → 20-29 ms; `lighthouse`, on 13 %: 18-26 → 12-19 ms, in EXPLAIN).
 */
export const SAMPLE_UP_TO_SHARE = 0.15;

export interface FullTextPageRequest {
  /** `::tsquery` literals of a content's metadata: any field; title only (weight A); other metadata only (weight B). */
  query: string;
  titleQuery: string;
  metadataQuery: string;
  /** What a page must hold. */
  pages: PageQuery;
  /** A condition on `c` (the group asked for), or null. */
  groupFilter: SQL | null;
  /** A query of the ids of the group's books when they hold few pages (SMALL_GROUP_PAGES), or null. */
  groupBooks: SQL | null;
  /**
   * Few pages of the service hold the words (`fewPagesHold`): they are found first, and the group's
   * filter applied to them. Left to itself, PostgreSQL started from the group's books (a seq scan of
   * `contents` and a probe per book: 160 ms for a phrase on no page).
   */
  wordsFirst: boolean;
  /** The candidate pages are looked for in the sample's books only (`inSample`); never with a group. */
  sampled: boolean;
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

/** The condition that page `alias` holds what is asked (at least one of the two is asked). */
function pageHolds(alias: string, query: PageQuery): SQL {
  const page = sql.raw(alias);
  return sql.join(
    [
      ...(query.tokens ? [sql`${page}.search_vector @@ ${query.tokens}::tsquery`] : []),
      ...(query.pairs ? [sql`${page}.phrase_vector @@ ${query.pairs}::tsquery`] : []),
    ],
    sql` and `,
  );
}

/**
 * The condition that page `alias` of book `contentId` holds what is asked. Without the service: in the
 * page index its key lists every page of the service, and intersecting it cost each probe more than
 * the rest (0.07 → 0.03 ms a book); the book is already the service's.
 */
function bookPageMatches(scope: TenantScope, alias: string, contentId: SQL, query: PageQuery): SQL {
  const page = sql.raw(alias);
  return sql`${companyIs(page, scope)} and ${page}.content_id = ${contentId} and ${pageHolds(alias, query)}`;
}

/** How well page `m` matches: by its tokens when some are asked, else by its word pairs. */
const pageRank = (query: PageQuery) =>
  query.tokens
    ? sql`ts_rank(m.search_vector, ${query.tokens}::tsquery)`
    : sql`ts_rank(m.phrase_vector, ${query.pairs}::tsquery)`;

/**
 * Whether at most `few` pages of the service hold what is asked, by PostgreSQL's own estimate (its statistics of
 * the vectors' most common lexemes), asked only for one lexeme: for a phrase or a bigram run the estimate
 * can be a hundred times too low (48,243 pages estimated at ~500), which sent a group search through
 * every page holding the words.
 */
export async function fewPagesHold(
  db: Executor,
  context: CardContext,
  query: PageQuery,
  few: number,
): Promise<boolean> {
  if (!query.oneLexeme) return false;
  const { scope } = context;
  const rows = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(sql`
    explain (format json) select 1 from content_pages p
    where ${serviceIs('p', scope)} and ${pageHolds('p', query)}`);
  const estimate = rows.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'];
  return estimate !== undefined && estimate <= few;
}

/** The sort field's value of `c`, carried by each branch so the ranking needs no second visit of `contents`. */
const sortKeyOf = (sort: FullTextPageRequest['sort']) => sql.raw(sort?.column.expression ?? 'null::int');

/**
 * The order inside a rank (title, other metadata, pages only): the sort field asked, then the pages found
 * (not known yet when the metadata matches are kept, CANDIDATE_BOOKS), then newest; columns of `alias`.
 */
function orderInRank(sort: FullTextPageRequest['sort'], alias: string, withPageHits: boolean): string {
  return [
    ...(sort?.column.expression ? [`${alias}sort_key ${sort.ascending ? 'asc' : 'desc'} nulls last`] : []),
    ...(withPageHits ? [`${alias}page_hits desc`] : []),
    `${alias}published_at desc nulls last`,
    `${alias}id desc`,
  ].join(', ');
}

/** The books found by their metadata kept for ranking (CANDIDATE_BOOKS), with what the order needs. */
function metadataMatches(request: FullTextPageRequest, where: SQL, sortKey: SQL): SQL {
  return sql`
    select c.id, c.search_vector @@ ${request.titleQuery}::tsquery as in_title,
      c.search_vector @@ ${request.metadataQuery}::tsquery as in_meta, c.published_at, ${sortKey} as sort_key
    from contents c
    where ${where} and c.search_vector @@ ${request.query}::tsquery
    order by in_title desc, in_meta desc, ${sql.raw(orderInRank(request.sort, '', false))}
    limit ${CANDIDATE_BOOKS}`;
}

/**
 * The first CANDIDATE_PAGES matching pages of visible books (`where` on `c`), one row per page with the
 * book's id, published date and sort key. `offset 0` keeps the book-by-book subquery a loop (not
 * flattened into a join the planner would again start from the words).
 */
function candidatePages(context: CardContext, request: FullTextPageRequest, where: SQL, sortKey: SQL): SQL {
  const { scope } = context;
  const pageMatches = sql`${serviceIs('p', scope)}
    and ${pageHolds('p', request.pages)}${request.sampled ? sql` and ${inSample('p')}` : sql``}`;
  // A member is probed only when it is visible and its words row holds every word asked (a book
  // without a row may hold anything): a group where the words are rare, or that the reader may not
  // open, costs a key lookup a book.
  if (request.groupBooks)
    return sql`
      select c.id, c.published_at, ${sortKey} as sort_key
      from (${request.groupBooks}) m(id)
      left join content_words w on ${companyIs('w', scope)} and w.content_id = m.id
      join contents c on ${companyIs('c', scope)} and c.id = m.id
      cross join lateral (
        select 1 from content_pages p where ${bookPageMatches(scope, 'p', sql`c.id`, request.pages)} offset 0
      ) p
      where (w.content_id is null or w.words @@ ${request.pages.bookWords}::tsquery) and ${where}
      limit ${CANDIDATE_PAGES}`;
  // Words first: the pages holding them are found on their own, then joined and filtered.
  const [pages, conditions] = request.wordsFirst
    ? [sql`(select p.company_id, p.content_id from content_pages p where ${pageMatches} offset 0) p`, where]
    : [sql`content_pages p`, sql`${pageMatches} and ${where}`];
  return sql`
    select c.id, c.published_at, ${sortKey} as sort_key from ${pages}
    join contents c on c.company_id = p.company_id and c.id = p.content_id
    where ${conditions}
    limit ${CANDIDATE_PAGES}`;
}

/**
 * One page of the books found, ranked: title matches, then other metadata, then pages only; inside a
 * rank by the sort field asked for, or by pages found. Answers the total of books found.
 */
export async function rankBooks(
  db: Executor,
  context: CardContext,
  request: FullTextPageRequest,
): Promise<{ books: RankedBook[]; total: number; pagesFound: number }> {
  const { scope } = context;
  const where = sql.join(
    [visibleContentFilter(scope, context.viewer), ...(request.groupFilter ? [request.groupFilter] : [])],
    sql` and `,
  );
  const sortKey = sortKeyOf(request.sort);
  // Each branch carries the columns the order needs: joining every book found to `contents` again
  // afterwards made PostgreSQL hash the whole table when a word is in thousands of titles.
  const rows = await db.execute<{
    id: string;
    in_title: boolean;
    in_meta: boolean;
    total: number;
    pages_found: number;
  }>(sql`
    with meta as (${metadataMatches(request, where, sortKey)}),
    hits as (
      select b.id, count(*)::int as page_hits, b.published_at, b.sort_key
      from (${candidatePages(context, request, where, sortKey)}) b
      group by b.id, b.published_at, b.sort_key
    ),
    found as (
      select coalesce(m.id, h.id) as id, coalesce(m.in_title, false) as in_title,
        coalesce(m.in_meta or not m.in_title, false) as in_meta, coalesce(h.page_hits, 0) as page_hits,
        coalesce(m.published_at, h.published_at) as published_at, coalesce(m.sort_key, h.sort_key) as sort_key
      from meta m full join hits h on h.id = m.id
    )
    select f.id::text as id, f.in_title, f.in_meta, (count(*) over ())::int as total,
      (select coalesce(sum(h.page_hits), 0) from hits h)::int as pages_found
    from found f
    order by f.in_title desc, f.in_meta desc, ${sql.raw(orderInRank(request.sort, 'f.', true))}
    limit ${request.limit} offset ${request.offset}`);
  const books = rows.rows.map((row) => ({
    id: Number(row.id),
    inTitle: row.in_title,
    inMetadata: row.in_meta,
  }));
  const total =
    rows.rows[0]?.total ?? (request.offset > 0 ? await countBooks(db, context, request, where) : 0);
  return { books, total, pagesFound: rows.rows[0]?.pages_found ?? 0 };
}

/**
 * {@link rankBooks} over the service, the candidate pages from the sample when the words are on many pages
 * ({@link sampleFits}); over every page again when the sample held fewer than {@link CANDIDATE_PAGES} of
 * them (an estimate too high: a run of characters rarer than each of its bigrams). Groups: every page.
 */
export async function rankBooksOfService(
  db: Executor,
  context: CardContext,
  request: FullTextPageRequest,
  sampleFromPages = SAMPLE_FROM_PAGES,
): Promise<{ books: RankedBook[]; total: number }> {
  if (request.groupFilter || !(await sampleFits(db, context, request.pages, sampleFromPages)))
    return rankBooks(db, context, request);
  const sampled = await rankBooks(db, context, { ...request, sampled: true });
  return sampled.pagesFound >= CANDIDATE_PAGES ? sampled : rankBooks(db, context, request);
}

/**
 * Whether the candidate pages are better looked for in the sample: PostgreSQL's estimate of the pages
 * holding each token alone (its statistics of the vectors' most common lexemes), the least of them, lies
 * between {@link SAMPLE_FROM_PAGES} and {@link SAMPLE_UP_TO_SHARE} of the service's pages. One EXPLAIN.
 */
export async function sampleFits(
  db: Executor,
  context: CardContext,
  query: PageQuery,
  fromPages = SAMPLE_FROM_PAGES,
): Promise<boolean> {
  if (query.lexemes.length === 0) return false;
  const { scope } = context;
  const service = serviceIs('p', scope);
  const branches = [
    sql`select 1 from content_pages p where ${service}`,
    ...query.lexemes.map(
      (lexeme) =>
        sql`select 1 from content_pages p where ${service} and p.search_vector @@ ${lexeme}::tsquery`,
    ),
  ];
  type Plan = { 'Plan Rows': number; Plans?: Plan[] };
  const rows = await db.execute<{ 'QUERY PLAN': [{ Plan: Plan }] }>(
    sql`explain (format json) ${sql.join(branches, sql` union all `)}`,
  );
  const estimates = (rows.rows[0]?.['QUERY PLAN'][0].Plan.Plans ?? []).map((plan) => plan['Plan Rows']);
  const [servicePages, ...lexemePages] = estimates;
  if (servicePages === undefined || lexemePages.length !== query.lexemes.length) return false;
  const pages = Math.min(...lexemePages);
  return pages >= fromPages && pages <= SAMPLE_UP_TO_SHARE * servicePages;
}

/** The total when the page asked for lies past the last book (the window answered no row to carry it). */
async function countBooks(
  db: Executor,
  context: CardContext,
  request: FullTextPageRequest,
  where: SQL,
): Promise<number> {
  const rows = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (
      select m.id from (${metadataMatches(request, where, sortKeyOf(request.sort))}) m
      union
      select b.id from (${candidatePages(context, request, where, sql`null::int`)}) b
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
    from contents c where ${companyIs('c', context.scope)} and c.id = any(${bigintArray(ids)})`);
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

/**
 * The best matching pages of each book (most occurrences first, at most five), with their text. Each
 * book's matching pages are one probe of the page index by content id and words (about 0.05 ms a book):
 * asked for the 20 books at once, PostgreSQL built the words' whole bitmap over the service instead
 * (28 ms for a word on 55,000 of 1,000,000 pages) to keep the few pages of those books.
 */
export async function bestPagesOf(
  db: Executor,
  context: CardContext,
  ids: readonly number[],
  query: PageQuery,
): Promise<MatchingPage[]> {
  if (ids.length === 0) return [];
  const { scope } = context;
  const rows = await db.execute<{ content_id: string; page_no: number; text: string; hits: number }>(sql`
    select r.content_id::text as content_id, r.page_no, p.text, r.hits from (
      select m.content_id, m.page_no,
        (count(*) over (partition by m.content_id))::int as hits,
        row_number() over (partition by m.content_id order by ${pageRank(query)} desc, m.page_no) as n
      from unnest(${bigintArray(ids)}) b(id)
      cross join lateral (
        select x.content_id, x.page_no, x.search_vector, x.phrase_vector from content_pages x
        where ${bookPageMatches(scope, 'x', sql`b.id`, query)}
        offset 0
      ) m
    ) r
    join content_pages p on ${companyIs('p', scope)} and p.content_id = r.content_id and p.page_no = r.page_no
    where r.n <= ${PAGES_PER_BOOK}
    order by r.content_id, r.page_no`);
  return rows.rows.map((row) => ({
    contentId: Number(row.content_id),
    pageNo: row.page_no,
    text: row.text,
    hits: row.hits,
  }));
}
