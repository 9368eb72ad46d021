import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { ListPagination } from './ListPagination.tsx';
import { type ListQuery, QueryStates } from './QueryStates.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { type Selection, ServerDataTable, type TableControl } from './ServerDataTable.tsx';

/** One page of a server-paged list, as the contract's page responses give it. */
export interface ListPage<T> {
  content: T[];
  number: number;
  totalPages: number;
  totalElements: number;
}

/**
 * A console list the server pages: the table from 48em, a card per row below (the table's scroll area
 * takes no keyboard focus, which axe refuses at 375 px), page links under the cards, and the loading,
 * failed and empty states. The page gives the columns, the cards and its table state (`useTableState`).
 */
export function ResponsiveList<T extends { id: number | string }>({
  query,
  columns,
  cards,
  table,
  sizes,
  emptyText,
  loadFailedTitle,
  rowAttributes,
  selection,
  above,
}: {
  query: ListQuery<ListPage<T>> & { isFetching: boolean; isPlaceholderData: boolean };
  columns: DataTableColumn<T>[];
  /** The rows at phone width, as a list of cards. */
  cards: (records: T[]) => ReactNode;
  table: TableControl;
  sizes?: number[];
  emptyText?: string;
  loadFailedTitle?: string;
  rowAttributes?(record: T): Record<string, string | number>;
  selection?: Selection<T>;
  /** Shown above the list in both widths once a page is loaded (a total). */
  above?: (page: ListPage<T>) => ReactNode;
}) {
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <QueryStates query={query} loadFailedTitle={loadFailedTitle}>
      {(page) => (
        <>
          {above?.(page)}
          {desktop ? (
            <ServerDataTable
              records={page.content}
              totalRecords={page.totalElements}
              fetching={query.isFetching && query.isPlaceholderData}
              columns={columns}
              table={table}
              sizes={sizes}
              emptyText={emptyText}
              rowAttributes={rowAttributes}
              selection={selection}
            />
          ) : page.content.length === 0 ? (
            <EmptyState text={emptyText} />
          ) : (
            <Stack gap="sm">
              {selection && selection.selected.length > 0 && (
                <SelectionBar
                  count={selection.selected.length}
                  actions={selection.actions(selection.selected)}
                  onClear={() => selection.onChange([])}
                />
              )}
              {cards(page.content)}
              <ListPagination page={page.number} totalPages={page.totalPages} onChange={table.setPage} />
            </Stack>
          )}
        </>
      )}
    </QueryStates>
  );
}
