import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableState,
  type TableDefaults,
  type TableState,
  tableQuery,
  writeTableState,
} from './table-state.ts';

/**
 * A server-paged list's paging, sort and filters, kept in the address. A new filter, sort or size goes
 * back to the first page; `query` is what the list's page call takes.
 */
export function useTableState<F extends Record<string, string>>(defaults: TableDefaults<F>) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readTableState(search, defaults), [search, defaults]);
  const update = useCallback(
    (next: Partial<TableState<F>>) => setSearch(writeTableState({ ...state, page: 1, ...next }, defaults)),
    [state, defaults, setSearch],
  );
  return {
    state,
    query: useMemo(() => tableQuery(state), [state]),
    setPage: (page: number) => update({ page }),
    setSize: (size: number) => update({ size, page: 1 }),
    setSort: (sort: string, direction: 'asc' | 'desc') => update({ sort, direction, page: 1 }),
    setFilters: (filters: Partial<F>) => update({ filters: { ...state.filters, ...filters }, page: 1 }),
  };
}
