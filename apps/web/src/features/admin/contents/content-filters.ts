import { contentStates } from '@hondana/contract';
import type { ContentFilters } from './content-queries.ts';

/** The list's filters live in the address (`?page=&text=&state=&group=`), so back and reload keep them. */
export function filtersFromSearch(search: URLSearchParams): ContentFilters {
  const page = Number(search.get('page'));
  const group = Number(search.get('group'));
  const state = search.get('state') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    text: (search.get('text') ?? '').slice(0, 255),
    state: (contentStates as readonly string[]).includes(state) ? (state as ContentFilters['state']) : '',
    contentGroupId: Number.isInteger(group) && group >= 1 ? group : null,
  };
}

export function searchFromFilters(filters: ContentFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.page > 1) search.set('page', String(filters.page));
  if (filters.text) search.set('text', filters.text);
  if (filters.state) search.set('state', filters.state);
  if (filters.contentGroupId) search.set('group', String(filters.contentGroupId));
  return search;
}
