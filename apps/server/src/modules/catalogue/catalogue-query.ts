import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import type { ReaderRoute } from '../viewer/reader-access.ts';
import type { CatalogueSettings } from './catalogue-settings.ts';
import { contentColumnOf, type SeriesField, type SortColumn, TEXT_COLLATION } from './content-columns.ts';
import { isPlanContentSql, isRegisteredSql } from './plan-access.ts';
import type { Viewer } from './viewer.ts';
import { listKeyOf, visibleContentFilter } from './visible-content-filter.ts';

/** Where a listing's contents come from, each with its own order (what sortField 12 means for it). */
export type ListSource =
  | { kind: 'all' }
  | { kind: 'members'; groupId: number }
  | { kind: 'new'; days: number }
  | { kind: 'popular'; ids: readonly number[] }
  | { kind: 'favourites'; userId: number }
  | { kind: 'recent'; userId: number };

export interface ListRequest {
  source: ListSource;
  /** Contents carrying any of these hashtags. */
  hashtagIds?: readonly number[] | undefined;
  /** Contents whose series field holds this value, the content `exceptId` left out. */
  series?: { field: SeriesField; value: string; exceptId?: number } | undefined;
  /** A sort field, or null for the source's own order. */
  sort: { column: SortColumn; ascending: boolean } | null;
  offset: number;
  limit: number;
}

/** What makes a card personal and badged: the viewer and the service's settings of the moment. */
export interface CardContext {
  scope: ServiceScope;
  viewer: Viewer;
  settings: CatalogueSettings;
  popularIds: readonly number[];
  /** The service has a live subscription plan; without one no content needs a plan (and no subquery runs). */
  hasPlans: boolean;
  /** How the content is reached: by id (default) or through a share link (its detail). */
  route?: ReaderRoute;
  /** The request's instant by the injected clock: whether a subscription still gives access is read at it. */
  at: Date;
}

/** Ids are validated integers; an array travels as one `{1,2}` parameter (drizzle spreads JS arrays). */
export const bigintArray = (ids: readonly number[]) => sql`${`{${ids.map(Math.trunc).join(',')}}`}::bigint[]`;

function sourceJoin(source: ListSource): SQL {
  switch (source.kind) {
    case 'members':
      return sql` join content_group_contents m on m.company_id = c.company_id and m.content_id = c.id and m.content_group_id = ${source.groupId}`;
    case 'popular':
      return sql` join unnest(${bigintArray(source.ids)}) with ordinality p(id, rank) on p.id = c.id`;
    case 'favourites':
      return sql` join favourites f on f.company_id = c.company_id and f.content_id = c.id and f.user_id = ${source.userId}`;
    case 'recent':
      return sql` join reading_history h on h.company_id = c.company_id and h.content_id = c.id and h.user_id = ${source.userId}`;
    default:
      return sql``;
  }
}

function filters(scope: ServiceScope, viewer: Viewer, request: ListRequest): SQL {
  const parts = [visibleContentFilter(scope, viewer)];
  const { source, hashtagIds, series } = request;
  if (source.kind === 'new') {
    parts.push(sql`c.published_at > now() - make_interval(days => ${source.days}::int)`);
  }
  if (hashtagIds) {
    parts.push(
      sql`exists (select 1 from content_hashtags ch where ch.company_id = c.company_id and ch.content_id = c.id and ch.hashtag_id = any(${bigintArray(hashtagIds)}))`,
    );
  }
  if (series) {
    parts.push(sql`${sql.raw(contentColumnOf[series.field])} = ${series.value}`);
    if (series.exceptId !== undefined) parts.push(sql`c.id <> ${series.exceptId}`);
  }
  return sql.join(parts, sql` and `);
}

const byTitle = `c.title collate "${TEXT_COLLATION}" asc, c.id asc`;

/** The source's own order; a series alone reads best by title (第1巻, 第2巻, … 第10巻). */
function ownOrder(request: ListRequest): string {
  switch (request.source.kind) {
    case 'members':
      return 'm.ordinal asc, c.id asc';
    case 'popular':
      return 'p.rank asc';
    case 'favourites':
      return 'f.created_at desc, f.id desc';
    case 'recent':
      return 'h.last_read_at desc, h.id desc';
    case 'new':
      return 'c.published_at desc nulls last, c.id desc';
    default:
      return request.series ? byTitle : 'c.published_at desc nulls last, c.id desc';
  }
}

/** Values in the chosen direction, empty ones last either way, ties by id so pages never overlap. */
function orderOf(request: ListRequest): string {
  const { sort } = request;
  if (!sort?.column.expression) return ownOrder(request);
  const direction = sort.ascending ? 'asc' : 'desc';
  return `${sort.column.expression} ${direction} nulls last, c.id asc`;
}

/** The columns of a card, personal and badged, for the rows of `c`. */
export function cardColumns(context: CardContext): SQL {
  const { viewer, settings, popularIds, hasPlans, at } = context;
  const isNew = settings.overlayNew
    ? sql`coalesce(c.published_at > now() - make_interval(days => ${settings.newPeriodDays}::int), false)`
    : sql`false`;
  const isPopular =
    settings.overlayPopular && popularIds.length ? sql`c.id = any(${bigintArray(popularIds)})` : sql`false`;
  const isRecommend =
    settings.overlayRecommend && settings.recommendGroupId !== null
      ? sql`exists (select 1 from content_group_contents r where r.company_id = c.company_id and r.content_group_id = ${settings.recommendGroupId} and r.content_id = c.id)`
      : sql`false`;
  const isFavorite =
    viewer.userId === null
      ? sql`false`
      : sql`exists (select 1 from favourites fv where fv.company_id = c.company_id and fv.user_id = ${viewer.userId} and fv.content_id = c.id)`;
  return sql`c.id::text as row_id, c.element_id, c.content_code, c.title, c.author, c.distributor_name,
    c.series, c.year, c.keywords, c.param1, c.param2, c.param3, c.param4, c.param5, c.file_kind,
    c.cover_url, c.enable_view_book, c.view_online, c.login_required, c.published_at,
    ${isNew} as is_new, ${isPopular} as is_popular, ${isRecommend} as is_recommend,
    ${isFavorite} as is_favorite, ${hasPlans ? isPlanContentSql : sql`false`} as is_subscription_plan,
    ${hasPlans ? isRegisteredSql(viewer.userId, at) : sql`false`} as is_registered`;
}

export interface CardRow extends Record<string, unknown> {
  row_id: string;
  element_id: string;
  content_code: string | null;
  title: string;
  author: string | null;
  distributor_name: string | null;
  series: string | null;
  year: number | null;
  keywords: string | null;
  param1: string | null;
  param2: string | null;
  param3: string | null;
  param4: string | null;
  param5: string | null;
  file_kind: 'pdf' | 'epub' | null;
  cover_url: string | null;
  enable_view_book: boolean;
  view_online: boolean;
  login_required: boolean;
  published_at: Date | string | null;
  is_new: boolean;
  is_popular: boolean;
  is_recommend: boolean;
  is_favorite: boolean;
  is_subscription_plan: boolean;
  is_registered: boolean;
}

/**
 * What a listing's total depends on, or null for a reader's own lists (never shared): totals of the
 * same listing are the same for every viewer of the same kind, so the tenant cache can keep them.
 */
export function countKeyOf(viewer: Viewer, request: ListRequest): string | null {
  const { source, hashtagIds, series } = request;
  if (source.kind === 'favourites' || source.kind === 'recent') return null;
  const what =
    source.kind === 'members'
      ? source.groupId
      : source.kind === 'new'
        ? source.days
        : source.kind === 'popular'
          ? source.ids.join(',')
          : '';
  return JSON.stringify([source.kind, what, hashtagIds ?? null, series ?? null, listKeyOf(viewer)]);
}

/** Counts a listing's rows, or answers a total kept for the same key. */
export type CountCache = (key: string, count: () => Promise<number>) => Promise<number>;

const uncached: CountCache = (_key, count) => count();

/**
 * One page of a listing and its total: the page is one statement (the page's ids in order, then their
 * cards with flags and badges), the total another, which `countCache` may answer from memory: counting
 * a group of 150,000 costs more than the page itself (bench/reports/catalogue.md).
 */
export async function listCards(
  db: Executor,
  context: CardContext,
  request: ListRequest,
  countCache: CountCache = uncached,
): Promise<{ rows: CardRow[]; total: number }> {
  const from = sql`from contents c${sourceJoin(request.source)} where ${filters(context.scope, context.viewer, request)}`;
  const countRows = async () =>
    (await db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`)).rows[0]?.total ?? 0;
  const key = countKeyOf(context.viewer, request);
  const [page, total] = await Promise.all([
    db.execute<CardRow>(sql`
      with page as materialized (
        select s.id, row_number() over () as n from (
          select c.id ${from} order by ${sql.raw(orderOf(request))}
          limit ${request.limit} offset ${request.offset}
        ) s
      )
      select ${cardColumns(context)}
      from page join contents c on ${companyIs('c', context.scope)} and c.id = page.id
      order by page.n`),
    key === null ? countRows() : countCache(key, countRows),
  ]);
  return { rows: page.rows, total };
}
