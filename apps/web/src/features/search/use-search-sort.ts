import { SORT_FIELD_NONE, SortDirection } from '@hondana/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueSort } from '../catalogue/catalogue-queries.ts';
import { useSearchSortFields } from './search-queries.ts';

type SortField = NonNullable<ReturnType<typeof useSearchSortFields>['data']>[number];

const defaultDirection = (field: SortField | null) =>
  field?.isAcsDefault === false ? SortDirection.DESC : SortDirection.ASC;

export interface SearchSort {
  fields: SortField[];
  /** The chosen field; null for relevance (full text, until the reader picks a field) or when there is none. */
  field: SortField | null;
  /** Back to relevance: the sort leaves the address. */
  setRelevance(): void;
  direction: SortDirection;
  /** The sort the search calls take: the field's code and direction; code 12 (or none) sends nothing. */
  query: CatalogueSort;
  /** Whether the sort fields have answered (the results wait for them, so the first call is the right one). */
  ready: boolean;
  setOrder(fieldId: number, direction?: SortDirection): void;
}

/**
 * The sort of search results: the service's search-result sort fields (type 2), the chosen one in the
 * address (`?sort=<field id>&dir=`) like the listings' sort, else the default field. Full-text results
 * (`withRelevance`) start in the index's order, best matches first, until the reader picks a field: a
 * default field such as "newest" would bury the book the words were found in.
 */
export function useSearchSort(withRelevance = false): SearchSort {
  const [params, setParams] = useSearchParams();
  const result = useSearchSortFields();
  const fields = result.data ?? [];
  const fallback = withRelevance ? null : (fields.find((f) => f.isSortFieldDefault) ?? fields[0] ?? null);
  const field = fields.find((f) => String(f.id) === params.get('sort')) ?? fallback;
  const dir = params.get('dir')?.toUpperCase();
  const direction = dir === SortDirection.ASC || dir === SortDirection.DESC ? dir : defaultDirection(field);
  const query: CatalogueSort =
    !field || field.code === SORT_FIELD_NONE ? {} : { sort_field: field.code, sort: direction };

  const setOrder = useCallback(
    (fieldId: number, nextDirection?: SortDirection) => {
      const next = fields.find((f) => f.id === fieldId);
      if (!next) return;
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('sort', String(next.id));
          out.set('dir', nextDirection ?? defaultDirection(next));
          out.delete('page');
          return out;
        },
        { preventScrollReset: true },
      );
    },
    [fields, setParams],
  );
  const setRelevance = useCallback(() => {
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const key of ['sort', 'dir', 'page']) out.delete(key);
        return out;
      },
      { preventScrollReset: true },
    );
  }, [setParams]);
  return {
    fields,
    field,
    setRelevance,
    direction,
    query,
    ready: !result.isPending,
    setOrder,
  };
}
