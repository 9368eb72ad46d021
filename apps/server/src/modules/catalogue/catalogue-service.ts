import {
  type CatalogueCard,
  type CataloguePageQuery,
  ContentGroupType,
  type Page,
  type PageQuery,
  type PersonalLists,
  ResultCode,
  type SortDirection,
  sortFieldByCode,
} from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import {
  type CardContext,
  type CountCache,
  type ListRequest,
  type ListSource,
  listCards,
} from './catalogue-query.ts';
import { type CatalogueSettings, catalogueSettingsOf } from './catalogue-settings.ts';
import { sortColumnOf } from './content-columns.ts';
import { findVisibleContent } from './detail.ts';
import { serviceHasPlans } from './plan-access.ts';
import { popularIdsOf } from './popular-ranking.ts';
import { presentCard } from './present-card.ts';
import { viewerOf } from './viewer.ts';

/** Who asks and what the service's settings say, once per call. */
export async function cardContextOf(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  at: Date,
): Promise<CardContext> {
  const viewer = viewerOf(tenant, session);
  const settings = await catalogueSettingsOf(db, tenant);
  const scope = tenantScopeOf(tenant);
  const [popularIds, hasPlans] = await Promise.all([
    popularIdsOf(db, tenant, settings),
    cachedForService(db, tenant, 'catalogue-has-plans', async () => ({
      value: await serviceHasPlans(db, scope),
    })),
  ]);
  return { scope, viewer, settings, popularIds, hasPlans, at };
}

interface SortQuery {
  sort_field?: number | undefined;
  sort?: SortDirection | undefined;
}

/** The sort of a listing: the field of the code, the direction sent or the service's default for it. */
function sortOf(query: SortQuery, settings: CatalogueSettings): ListRequest['sort'] {
  const code = query.sort_field;
  const column = code === undefined ? undefined : sortColumnOf(code);
  const field = code === undefined ? undefined : sortFieldByCode(code)?.field;
  if (!column?.expression || !field) return null;
  const ascending = query.sort ? query.sort === 'ASC' : (settings.ascendingByField[field] ?? true);
  return { column, ascending };
}

/** What a group lists; a hidden or another service's group is not found, a personal one needs a reader. */
function sourceOfGroup(context: CardContext, groupId: number): ListSource {
  const group = context.settings.groups[groupId];
  if (!group) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  const { userId } = context.viewer;
  switch (group.type) {
    case ContentGroupType.NEW:
      return { kind: 'new', days: context.settings.newPeriodDays };
    case ContentGroupType.POPULAR:
      return { kind: 'popular', ids: context.popularIds };
    case ContentGroupType.FAVORITE:
    case ContentGroupType.RECENTLY:
      if (userId === null) throw appError(ResultCode.ACCESS_TOKEN_NOT_FOUND);
      return group.type === ContentGroupType.FAVORITE
        ? { kind: 'favourites', userId }
        : { kind: 'recent', userId };
    default:
      return { kind: 'members', groupId };
  }
}

async function pageOf(
  db: Database,
  tenant: Tenant,
  context: CardContext,
  query: PageQuery & SortQuery,
  request: Omit<ListRequest, 'sort' | 'offset' | 'limit'>,
): Promise<Page<CatalogueCard>> {
  const countCache: CountCache = (key, count) =>
    cachedForService(db, tenant, `catalogue-count:${key}`, async () => ({ value: await count() }));
  const { rows, total } = await listCards(
    db,
    context,
    { ...request, sort: sortOf(query, context.settings), ...pageWindow(query) },
    countCache,
  );
  return presentPage(
    query,
    rows.map((row) => presentCard(row, context)),
    total,
  );
}

/** `GET /content/public/page`: a group's, a hashtag's or a series' contents (or all), as cards. */
export async function cataloguePage(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  query: CataloguePageQuery,
  at: Date,
): Promise<Page<CatalogueCard>> {
  const context = await cardContextOf(db, tenant, session, at);
  const groupId = query.content_group_id;
  return pageOf(db, tenant, context, query, {
    source: groupId === undefined ? { kind: 'all' } : sourceOfGroup(context, groupId),
    hashtagIds: query.hashtag_id === undefined ? undefined : [query.hashtag_id],
    series:
      query.series === undefined ? undefined : { field: context.settings.seriesField, value: query.series },
  });
}

/** `GET /content/public/page/series-content`: the other volumes of content `id`'s series. */
export async function seriesPage(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  query: PageQuery & SortQuery & { id: string },
  at: Date,
): Promise<Page<CatalogueCard>> {
  const context = await cardContextOf(db, tenant, session, at);
  const content = await findVisibleContent(db, context, query.id);
  const field = context.settings.seriesField;
  const value = content[field];
  if (!value) return presentPage(query, [], 0);
  return pageOf(db, tenant, context, query, {
    source: { kind: 'all' },
    series: { field, value, exceptId: content.id },
  });
}

/** `POST /content/(public/)search-hash-tag`: contents carrying any of the hashtags. */
export async function hashtagPage(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  query: PageQuery & SortQuery,
  ids: number[],
  at: Date,
): Promise<Page<CatalogueCard>> {
  const context = await cardContextOf(db, tenant, session, at);
  return pageOf(db, tenant, context, query, { source: { kind: 'all' }, hashtagIds: ids });
}

/** `GET /content-group/favorites-recently-read`: both personal lists of the signed-in reader. */
export async function personalLists(
  db: Database,
  tenant: Tenant,
  session: SessionContext,
  query: PageQuery,
  at: Date,
): Promise<PersonalLists> {
  const context = await cardContextOf(db, tenant, session, at);
  const userId = session.user.id;
  const [favorites, recentlyRead] = await Promise.all([
    pageOf(db, tenant, context, query, { source: { kind: 'favourites', userId } }),
    pageOf(db, tenant, context, query, { source: { kind: 'recent', userId } }),
  ]);
  return { favorites, recentlyRead };
}
