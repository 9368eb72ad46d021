import {
  ContentGroupType,
  type FullTextHit,
  type FullTextSearchPage,
  type fullTextSearchQuerySchema,
  ResultCode,
  SortFieldType,
  sortFieldByCode,
} from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { companyIs } from '../../platform/tenancy/tenant-scope.ts';
import { bigintArray, type CardContext } from '../catalogue/catalogue-query.ts';
import { cardContextOf } from '../catalogue/catalogue-service.ts';
import { sortColumnOf } from '../catalogue/content-columns.ts';
import { contentFlagsOfCard, presentCard } from '../catalogue/present-card.ts';
import { publicSortFields } from '../sort-fields/service.ts';
import { callerOf, portalFactsOf, readerAccess } from '../viewer/reader-access.ts';
import { type PageQuery, parseFullTextQuery, weighted } from './full-text-query.ts';
import {
  bestPagesOf,
  cardsOf,
  type FullTextPageRequest,
  fewPagesHold,
  PAGES_PER_BOOK_PROBE,
  rankBooksOfService,
  SMALL_GROUP_PAGES,
} from './full-text-search-query.ts';
import { snippetOf } from './full-text-snippet.ts';

export type FullTextSearchQuery = z.output<typeof fullTextSearchQuerySchema>;

interface GroupScope {
  /** A condition on `c`. */
  filter: SQL;
  /** A query of the ids of the group's books, or null when they are better not listed (new books). */
  members: SQL | null;
  /** The same for every reader of the service (a stored group, the popular list): its size may be cached. */
  shared: boolean;
}

/**
 * The contents of a group the reader may open, as a condition on `c` and as a list of ids: a hidden or
 * another service's group, or a personal one (favourites, recently read) asked by a visitor, is 710.
 */
function groupScopeOf(context: CardContext, groupId: number | undefined): GroupScope | null {
  if (groupId === undefined) return null;
  const group = context.settings.groups[groupId];
  const { userId } = context.viewer;
  const { scope } = context;
  if (!group) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  switch (group.type) {
    case ContentGroupType.NEW:
      return {
        filter: sql`c.published_at > now() - make_interval(days => ${context.settings.newPeriodDays}::int)`,
        members: null,
        shared: true,
      };
    case ContentGroupType.POPULAR:
      return {
        filter: sql`c.id = any(${bigintArray(context.popularIds)})`,
        members: sql`select unnest(${bigintArray(context.popularIds)})`,
        shared: true,
      };
    case ContentGroupType.FAVORITE:
    case ContentGroupType.RECENTLY:
      if (userId === null) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
      return group.type === ContentGroupType.FAVORITE
        ? {
            filter: sql`exists (select 1 from favourites f where f.company_id = c.company_id and f.user_id = ${userId} and f.content_id = c.id)`,
            members: sql`select f.content_id from favourites f where ${companyIs('f', scope)} and f.user_id = ${userId}`,
            shared: false,
          }
        : {
            filter: sql`exists (select 1 from reading_history h where h.company_id = c.company_id and h.user_id = ${userId} and h.content_id = c.id)`,
            members: sql`select h.content_id from reading_history h where ${companyIs('h', scope)} and h.user_id = ${userId}`,
            shared: false,
          };
    default:
      return {
        filter: sql`exists (select 1 from content_group_contents g where g.company_id = c.company_id and g.content_group_id = ${groupId} and g.content_id = c.id)`,
        members: sql`select g.content_id from content_group_contents g where ${companyIs('g', scope)} and g.content_group_id = ${groupId}`,
        shared: true,
      };
  }
}

/**
 * How a group is searched: book by book (`groupBooks`, the group's ids query) when its books hold at most
 * SMALL_GROUP_PAGES pages, unless what is asked is on so few pages of the service that finding them
 * first costs less than probing each book of the group (`wordsFirst`, PAGES_PER_BOOK_PROBE); otherwise
 * as PostgreSQL plans it.
 */
async function groupPathOf(
  db: Database,
  tenant: Tenant,
  context: CardContext,
  groupId: number | undefined,
  group: GroupScope | null,
  pages: PageQuery,
): Promise<{ groupBooks: SQL | null; wordsFirst: boolean }> {
  const planned = { groupBooks: null, wordsFirst: false };
  const members = group?.members;
  if (!members) return planned;
  // Books without a page count yet (being processed) count as one page; at most as many books as pages.
  const count = async () => {
    const rows = await db.execute<{ books: number; pages: number }>(sql`
      select count(*)::int as books, coalesce(sum(greatest(c.page_count, 1)), 0)::int as pages
      from (${members} limit ${SMALL_GROUP_PAGES + 1}) m(id)
      join contents c on ${companyIs('c', context.scope)} and c.id = m.id`);
    return { value: rows.rows[0] ?? { books: 0, pages: 0 } };
  };
  // Reading a group's 1,000 rows in `contents` costs 4-5 ms of each search; the size only chooses the
  // plan (both give the same books), so the tenant cache may answer it for a few seconds.
  const { books, pages: groupPages } = group.shared
    ? await cachedForService(db, tenant, `full-text-group-size:${groupId}`, count)
    : (await count()).value;
  if (groupPages > SMALL_GROUP_PAGES) return planned;
  if (await fewPagesHold(db, context, pages, books * PAGES_PER_BOOK_PROBE))
    return { groupBooks: null, wordsFirst: true };
  return { groupBooks: group.members, wordsFirst: false };
}

/** A search-result sort field's code (the direction sent, or its default); absent or 12: relevance. */
async function sortOf(
  db: Database,
  tenant: Tenant,
  query: FullTextSearchQuery,
): Promise<FullTextPageRequest['sort']> {
  const code = query.sort_field;
  const column = code === undefined ? undefined : sortColumnOf(code);
  const field = code === undefined ? undefined : sortFieldByCode(code)?.field;
  if (!column?.expression || !field) return null;
  if (query.sort) return { column, ascending: query.sort === 'ASC' };
  const offered = await publicSortFields(db, tenant, SortFieldType.SEARCH_RESULT);
  return { column, ascending: offered.find((s) => s.field === field)?.isAcsDefault ?? true };
}

/**
 * `POST /content/(public/)full-text-search`: the visible books of the portal's service whose title,
 * metadata or pages hold every part of `searchKey`, ranked, each with its best pages and snippets when
 * the caller may open the book (reader-access table), else its page count and the refusal alone.
 */
export async function fullTextSearch(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  query: FullTextSearchQuery,
  at: Date,
): Promise<FullTextSearchPage> {
  const context = await cardContextOf(db, tenant, session, at);
  const group = groupScopeOf(context, query.contentGroupId);
  const pageQuery = query.is_new_search ? { ...query, page: 1 } : query;
  const parsed = parseFullTextQuery(query.searchKey);
  const terms = parsed.parts.map((part) => part.term);
  if (parsed.parts.length === 0) return { ...presentPage(pageQuery, [], 0), terms };
  const { books, total } = await rankBooksOfService(db, context, {
    query: parsed.tsquery,
    titleQuery: weighted(parsed.parts, 'A'),
    metadataQuery: weighted(parsed.parts, 'B'),
    pages: parsed.pages,
    groupFilter: group?.filter ?? null,
    ...(await groupPathOf(db, tenant, context, query.contentGroupId, group, parsed.pages)),
    sampled: false,
    sort: await sortOf(db, tenant, query),
    ...pageWindow(pageQuery),
  });
  const ids = books.map((book) => book.id);
  const [cards, pages] = await Promise.all([
    cardsOf(db, context, ids),
    bestPagesOf(db, context, ids, parsed.pages),
  ]);
  const byId = new Map(books.map((book) => [book.id, book]));
  const opener = {
    caller: callerOf(session?.user ?? null),
    route: 'content',
    ...portalFactsOf(tenant),
  } as const;
  const content = cards.map((row): FullTextHit => {
    const id = Number(row.row_id);
    const own = pages.filter((page) => page.contentId === id);
    const refusal = readerAccess({ ...opener, content: contentFlagsOfCard(row) }, 'snippet');
    return {
      ...presentCard(row, context),
      matchedInTitle: byId.get(id)?.inTitle ?? false,
      matchedInMetadata: byId.get(id)?.inMetadata ?? false,
      pageHitCount: own[0]?.hits ?? 0,
      // A book the caller may not open shows that it holds the words, never its text.
      pages:
        refusal === null
          ? own.map((page) => ({ pageNo: page.pageNo, snippet: snippetOf(page.text, parsed.parts) }))
          : [],
      refusal,
    };
  });
  return { ...presentPage(pageQuery, content, total), terms };
}
