import {
  type CatalogueCard,
  type FullTextSearchPage,
  type Page,
  type SearchRequest,
  SortFieldType,
} from '@hondana/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { catalogueKeys } from '../../api/query-keys.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import type { CatalogueSort } from '../catalogue/catalogue-queries.ts';

const readerIdOf = (s: ReturnType<typeof useSession.getState>) =>
  s.isAuthenticated ? (s.user?.id ?? null) : null;

/** Keys of the readers' search, per tenant and reader (favourite groups and cards are personal). */
export const searchKeys = {
  all: ['search'] as const,
  tabs: (hint: { domain: string; path: string }, readerId: number | null) =>
    [...searchKeys.all, 'tabs', hint.domain, hint.path, readerId] as const,
  sortFields: (hint: { domain: string; path: string }) =>
    [...searchKeys.all, 'sort-fields', hint.domain, hint.path] as const,
  /** Under the catalogue's keys: a favourite change refreshes the cards of results too. */
  results: (hint: { domain: string; path: string }, readerId: number | null, what: Record<string, unknown>) =>
    [...catalogueKeys.all, 'search', hint.domain, hint.path, readerId, what] as const,
};

/** The service's search page as the overlay draws it (`GET /search-tab/public/list`). */
export function useSearchTabs(enabled = true) {
  const { hint } = useTenant();
  const readerId = useSession(readerIdOf);
  return useQuery({
    queryKey: searchKeys.tabs(hint, readerId),
    queryFn: ({ signal }) => callApi('searchPagePublic', { query: {} }, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** The sort fields of search results (`GET /sort-field/public?type=2`), by ordinal. */
export function useSearchSortFields() {
  const { hint } = useTenant();
  return useQuery({
    queryKey: searchKeys.sortFields(hint),
    queryFn: ({ signal }) =>
      callApi('sortFieldPublic', { query: { type: SortFieldType.SEARCH_RESULT } }, { signal }),
    select: (fields) =>
      fields.filter((f) => f.type === SortFieldType.SEARCH_RESULT).sort((a, b) => a.ordinal - b.ordinal),
    staleTime: 60_000,
  });
}

interface Paging extends CatalogueSort {
  page: number;
  size: number;
}

/** A signed-in reader asks the authenticated calls (their favourites and plans), a visitor the public ones. */
const flags = (paging: Paging) => ({ ...paging, ...(paging.page === 1 ? { is_new_search: true } : {}) });

/** A page of a parameter search (`POST /content/search`, `POST /content/public/search`). */
export function useParameterSearch(requests: SearchRequest[], paging: Paging, enabled = true) {
  const { hint } = useTenant();
  const readerId = useSession(readerIdOf);
  return useQuery({
    queryKey: searchKeys.results(hint, readerId, { type: 'parameter', requests, ...paging }),
    queryFn: ({ signal }) =>
      callApi(
        readerId === null ? 'parameterSearchPublic' : 'parameterSearch',
        {
          query: flags(paging),
          body: requests,
        },
        { signal },
      ) as Promise<Page<CatalogueCard>>,
    enabled,
    staleTime: 30_000,
    // Refusals are answered on the page (a message where the results would be) as well as by the toast.
    retry: false,
  });
}

/** A page of a full-text search; its 502 is silent: the page says the search failed. */
export function useFullTextSearch(words: string, groupId: number | null, paging: Paging, enabled = true) {
  const { hint } = useTenant();
  const readerId = useSession(readerIdOf);
  return useQuery({
    queryKey: searchKeys.results(hint, readerId, { type: 'fullText', words, groupId, ...paging }),
    queryFn: ({ signal }) =>
      callApi(
        readerId === null ? 'fullTextSearchPublic' : 'fullTextSearch',
        {
          query: {
            ...flags(paging),
            searchKey: words,
            ...(groupId === null ? {} : { contentGroupId: groupId }),
          },
        },
        { signal },
      ) as Promise<FullTextSearchPage>,
    enabled,
    staleTime: 30_000,
    retry: false,
    meta: { errorContext: { fullTextSearch: true } },
  });
}
