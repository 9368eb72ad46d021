import type { SearchRequest } from '@hondana/contract';

/**
 * A search as it lives in the address, so that a reload, the back button and a shared link show the
 * same results: `?words=` a full-text search; `?tab=` with `b<box id>=` values (repeated for several)
 * and `g<box id>=` content groups a parameter search; `?hashtag=` the books of a hashtag (search type 4).
 * Paging (`page`) and the sort (`sort`, `dir`) sit beside it.
 */
export type AddressSearch =
  | { type: 'fullText'; tabId: number | null; words: string }
  | { type: 'parameter'; tabId: number; requests: SearchRequest[] }
  | { type: 'hashtag'; hashtagId: number };

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

const SEARCH_KEYS = /^(words|tab|hashtag|[bg]\d+)$/;

export function searchOfAddress(params: URLSearchParams): AddressSearch | null {
  const hashtagId = positiveId(params.get('hashtag'));
  if (hashtagId !== null) return { type: 'hashtag', hashtagId };
  const tabId = positiveId(params.get('tab'));
  const words = params.get('words')?.trim();
  if (words) return { type: 'fullText', tabId, words };
  if (tabId === null) return null;
  const requests = new Map<number, SearchRequest>();
  for (const key of new Set(params.keys())) {
    const match = /^([bg])(\d+)$/.exec(key);
    const boxId = positiveId(match?.[2] ?? null);
    if (!match || boxId === null) continue;
    const request = requests.get(boxId) ?? { searchBoxId: boxId };
    const all = params.getAll(key);
    if (match[1] === 'b') request.value = all.length === 1 ? (all[0] as string) : all;
    else request.contentGroupIdList = all.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    requests.set(boxId, request);
  }
  return { type: 'parameter', tabId, requests: [...requests.values()] };
}

/** The address query of a new search: the old search and its page go, the sort stays. */
export function addressOfSearch(search: AddressSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!SEARCH_KEYS.test(key) && key !== 'page') next.append(key, value);
  if (search.type === 'hashtag') next.set('hashtag', String(search.hashtagId));
  else if (search.type === 'fullText') {
    if (search.tabId !== null) next.set('tab', String(search.tabId));
    next.set('words', search.words);
  } else {
    next.set('tab', String(search.tabId));
    for (const request of search.requests) {
      const values =
        request.value == null ? [] : Array.isArray(request.value) ? request.value : [request.value];
      for (const value of values) next.append(`b${request.searchBoxId}`, value);
      for (const id of request.contentGroupIdList ?? []) next.append(`g${request.searchBoxId}`, String(id));
    }
  }
  return next;
}

/**
 * After a search the reader lands on `/search`, unless already on a search page
 * (`/search`, `/home-search`, `/home-search/{contentGroupId}`) without a content id. `pathname` is the
 * route inside the portal (without the service path).
 */
export function searchTargetPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/search' || path === '/home-search' || /^\/home-search\/[^/]+$/.test(path)) return path;
  return '/search';
}
