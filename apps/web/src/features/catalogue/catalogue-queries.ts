import { type CatalogueCard, ContentGroupType, type Page, SORT_FIELD_NONE } from '@hondana/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { catalogueKeys } from '../../api/query-keys.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { useSortOrder } from '../chrome/useSortOrder.ts';
import { sortCodeOfField } from './sort-codes.ts';

/** The signed-in reader's id, or null for a visitor: part of every catalogue key (cards are personal). */
export function useReaderId(): number | null {
  return useSession((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
}

export interface CatalogueSort {
  sort_field?: number;
  sort?: 'ASC' | 'DESC';
}

/**
 * The listing's sort as the catalogue calls take it: the sort control's field (in the address, else
 * the tenant's default) as its sort-field code and the direction. The group's own order (code 12) is
 * sent as nothing, as the seed's client does.
 */
export function useCatalogueSort(): CatalogueSort {
  const { field, direction } = useSortOrder();
  const code = field ? sortCodeOfField[field.field] : undefined;
  if (code === undefined || code === SORT_FIELD_NONE) return {};
  return { sort_field: code, sort: direction };
}

/** Groups whose own order is their meaning: newest first, the popularity ranking, the reader's own lists. */
const orderedByThemselves: readonly number[] = [
  ContentGroupType.NEW,
  ContentGroupType.POPULAR,
  ContentGroupType.FAVORITE,
  ContentGroupType.RECENTLY,
];

/**
 * The sort of one group's listing: a computed or personal group keeps its own order (a "Popular"
 * shelf by upload date would not be the popular books) unless the reader picked a sort in the control;
 * normal and recommend groups follow the control, which starts at the tenant's default field.
 */
export function useGroupSort(): (groupType: number) => CatalogueSort {
  const sort = useCatalogueSort();
  const [params] = useSearchParams();
  const picked = params.has('sort');
  return (groupType) => (!picked && orderedByThemselves.includes(groupType) ? {} : sort);
}

export interface ListingFilter {
  content_group_id?: number;
  series?: string;
}

/** The options of one page of a listing (a shelf or a group page), shared by useQuery and useQueries. */
export function cataloguePageOptions(
  hint: { domain: string; path: string },
  readerId: number | null,
  query: ListingFilter & CatalogueSort & { page: number; size: number },
) {
  return {
    queryKey: catalogueKeys.page(hint, readerId, { ...query }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi('cataloguePage', { query }, { signal }) as Promise<Page<CatalogueCard>>,
    staleTime: 30_000,
  };
}

export function useCataloguePage(
  query: ListingFilter & CatalogueSort & { page: number; size: number },
  enabled = true,
) {
  const { hint } = useTenant();
  const readerId = useReaderId();
  return useQuery({ ...cataloguePageOptions(hint, readerId, query), enabled });
}

/** One content's detail (`GET /content/public/detail`), from the group the reader came from. */
export function useContentDetail(id: string, groupId: number | null) {
  const { hint } = useTenant();
  const readerId = useReaderId();
  return useQuery({
    queryKey: catalogueKeys.detail(hint, readerId, id, groupId),
    queryFn: ({ signal }) =>
      callApi(
        'catalogueDetail',
        { query: { id, ...(groupId === null ? {} : { content_group_id: groupId }) } },
        { signal },
      ),
    staleTime: 30_000,
    // A content the reader may not see is answered on the page ('no data'), not by a toast.
    meta: { silent: true },
  });
}

/** The other volumes of a content's series, page after page (the detail's series list). */
export function useSeriesVolumes(id: string, size: number, enabled: boolean) {
  const { hint } = useTenant();
  const readerId = useReaderId();
  return useInfiniteQuery({
    queryKey: catalogueKeys.series(hint, readerId, id, size),
    queryFn: ({ pageParam, signal }) =>
      callApi('catalogueSeries', { query: { id, page: pageParam, size } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.number < last.totalPages ? last.number + 1 : undefined),
    enabled,
    staleTime: 30_000,
  });
}

/** Every hashtag of the portal the reader may see (names for the hashtag page's title). */
export function useHashtags() {
  const { hint } = useTenant();
  const readerId = useReaderId();
  return useQuery({
    queryKey: catalogueKeys.hashtags(hint, readerId),
    queryFn: () => callApi('hashtagList', { query: {} }),
    staleTime: 60_000,
  });
}

/** A page of the contents carrying hashtag `id`. */
export function useHashtagPage(id: number, query: CatalogueSort & { page: number; size: number }) {
  const { hint } = useTenant();
  const readerId = useReaderId();
  return useQuery({
    queryKey: catalogueKeys.hashtagPage(hint, readerId, { id, ...query }),
    queryFn: ({ signal }) =>
      callApi('hashtagSearchPublic', { query, body: { ids: [id] } }, { signal }) as Promise<
        Page<CatalogueCard>
      >,
    staleTime: 30_000,
  });
}
