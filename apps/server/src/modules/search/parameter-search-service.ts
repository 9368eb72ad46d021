import {
  type CatalogueCard,
  isChoiceOperation,
  type Page,
  type parameterSearchQuerySchema,
  ResultCode,
  SearchableField,
  type SearchRequest,
  SearchTabType,
  SortFieldType,
  sortFieldByCode,
} from '@hondana/contract';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import {
  type CardContext,
  type CountCache,
  type ListRequest,
  listCards,
} from '../catalogue/catalogue-query.ts';
import { cardContextOf } from '../catalogue/catalogue-service.ts';
import { sortColumnOf } from '../catalogue/content-columns.ts';
import { presentCard } from '../catalogue/present-card.ts';
import { publicSortFields } from '../sort-fields/service.ts';
import { boxFilter } from './parameter-box-filter.ts';
import { boxesOfTabsOf, offeredGroupsOf, type SearchBoxRow } from './parameter-box-repository.ts';
import { type SearchPageRequest, searchCards } from './parameter-query.ts';
import { isEmptyRequest } from './parameter-values.ts';

export type ParameterSearchQuery = z.output<typeof parameterSearchQuerySchema>;

/**
 * The boxes the requests name, all of the portal's service (708 otherwise) and of one tab, and the
 * tab's other boxes; each box named once, one tab only (406).
 */
async function boxesOf(db: Database, context: CardContext, requests: readonly SearchRequest[]) {
  const ids = requests.map((r) => r.searchBoxId);
  if (new Set(ids).size !== ids.length) throw appError(ResultCode.BAD_PARAMETERS);
  const tabBoxes = await boxesOfTabsOf(db, context.scope, ids);
  const byId = new Map(tabBoxes.map((box) => [box.id, box]));
  const named = ids.map((id) => byId.get(id));
  if (named.some((box) => box === undefined || box.serviceId !== context.scope.serviceId)) {
    throw appError(ResultCode.SEARCH_BOX_NOT_FOUND);
  }
  if (new Set(named.map((box) => box?.tabId)).size > 1) throw appError(ResultCode.BAD_PARAMETERS);
  return { named: named as SearchBoxRow[], tabBoxes };
}

/**
 * A box the caller must fill: at login (`isRequiredAtLogin`) for a signed-in reader, at view
 * (`isRequiredAtView`) for a visitor. Full-text boxes are the full-text search's business.
 */
const isRequiredFor = (context: CardContext, box: SearchBoxRow) =>
  box.searchType !== SearchTabType.FULL_TEXT &&
  (context.viewer.userId === null ? box.isRequiredAtView : box.isRequiredAtLogin);

/** The sort of the results: a search-result sort field's code, the direction sent or its default. */
async function sortOf(db: Database, tenant: Tenant, query: ParameterSearchQuery) {
  const code = query.sort_field;
  const column = code === undefined ? undefined : sortColumnOf(code);
  const field = code === undefined ? undefined : sortFieldByCode(code)?.field;
  if (!column?.expression || !field) return null;
  if (query.sort) return { column, ascending: query.sort === 'ASC' };
  const offered = await publicSortFields(db, tenant, SortFieldType.SEARCH_RESULT);
  return { column, ascending: offered.find((s) => s.field === field)?.isAcsDefault ?? true };
}

/** Nothing asked: the whole catalogue's listing, its total shared with the catalogue's count cache. */
function everyVisibleContent(
  db: Database,
  tenant: Tenant,
  context: CardContext,
  request: Pick<ListRequest, 'sort' | 'offset' | 'limit'>,
) {
  const countCache: CountCache = (key, count) =>
    cachedForService(db, tenant, `catalogue-count:${key}`, async () => ({ value: await count() }));
  return listCards(db, context, { source: { kind: 'all' }, ...request }, countCache);
}

/**
 * `POST /content/(public/)search`: the visible contents of the portal's service meeting every box of
 * one tab (AND across boxes), as catalogue cards. No request at all lists every visible content.
 */
export async function parameterSearch(
  db: Database,
  tenant: Tenant,
  session: SessionContext | null,
  query: ParameterSearchQuery,
  requests: SearchRequest[],
  at: Date,
): Promise<Page<CatalogueCard>> {
  const context = await cardContextOf(db, tenant, session, at);
  const filters: SearchPageRequest['filters'][number][] = [];
  if (requests.length) {
    const { named, tabBoxes } = await boxesOf(db, context, requests);
    const groupBoxes = named.filter(
      (box) => isChoiceOperation(box.operation) && box.searchFields.includes(SearchableField.CONTENT_GROUP),
    );
    const offered = await offeredGroupsOf(
      db,
      context.scope,
      groupBoxes.map((box) => box.id),
    );
    const filled = new Set<number>();
    requests.forEach((request, index) => {
      const box = named[index] as SearchBoxRow;
      const filter = boxFilter(context, box, request, offered.get(box.id) ?? new Set());
      if (filter) filters.push(filter);
      if (!isEmptyRequest(request)) filled.add(box.id);
    });
    if (tabBoxes.some((box) => isRequiredFor(context, box) && !filled.has(box.id))) {
      throw appError(ResultCode.BAD_PARAMETERS);
    }
  }
  const pageQuery = query.is_new_search ? { ...query, page: 1 } : query;
  const request = { sort: await sortOf(db, tenant, query), ...pageWindow(pageQuery) };
  const { rows, total } = filters.length
    ? await searchCards(db, context, { ...request, filters })
    : await everyVisibleContent(db, tenant, context, request);
  return presentPage(
    pageQuery,
    rows.map((row) => presentCard(row, context)),
    total,
  );
}
