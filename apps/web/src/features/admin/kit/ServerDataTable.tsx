import 'mantine-datatable/styles.css';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyState } from './EmptyState.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import type { TableState } from './table-state.ts';

/** The paging and sort of a list, as `useTableState` gives them. */
export interface TableControl {
  state: Pick<TableState<Record<string, string>>, 'page' | 'size' | 'sort' | 'direction'>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  setSort: (sort: string, direction: 'asc' | 'desc') => void;
}

export interface Selection<T> {
  selected: T[];
  onChange: (selected: T[]) => void;
  /** What the row's checkbox names (its title, its name). */
  nameOf: (record: T) => string;
  /** The actions on the selected rows, shown above the table while any is selected. */
  actions: (selected: T[]) => ReactNode;
}

/**
 * A list the server pages, sorts and filters (mantine-datatable): the table asks for nothing itself, its
 * page, size and sort go to `table` (the address), and the page's query reads them. Optional bulk
 * selection over the rows on screen.
 */
export function ServerDataTable<T extends { id: number | string }>({
  records,
  totalRecords,
  fetching,
  columns,
  table,
  sizes = [10, 20, 50, 100],
  selection,
  emptyText,
  rowAttributes,
}: {
  records: T[];
  totalRecords: number;
  fetching: boolean;
  columns: DataTableColumn<T>[];
  table: TableControl;
  sizes?: number[];
  selection?: Selection<T>;
  emptyText?: string;
  rowAttributes?(record: T): Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const { state } = table;
  const selecting = selection && selection.selected.length > 0;
  return (
    <>
      {selecting && (
        <SelectionBar
          count={selection.selected.length}
          actions={selection.actions(selection.selected)}
          onClear={() => selection.onChange([])}
        />
      )}
      <DataTable<T>
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={records.length ? undefined : 180}
        records={records}
        columns={columns}
        fetching={fetching}
        loadingText={t('shell.loading')}
        emptyState={<EmptyState text={emptyText} />}
        totalRecords={totalRecords}
        page={state.page}
        onPageChange={table.setPage}
        recordsPerPage={state.size}
        recordsPerPageOptions={sizes}
        onRecordsPerPageChange={table.setSize}
        recordsPerPageLabel={t('adminConsole.table.recordsPerPage')}
        paginationText={({ from, to, totalRecords: total }) =>
          t('adminConsole.table.range', { from, to, total })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`adminConsole.table.${control}`) })}
        getPaginationItemProps={(page) => ({ 'aria-label': t('adminConsole.table.pageN', { page }) })}
        sortStatus={{ columnAccessor: state.sort ?? '', direction: state.direction }}
        onSortStatusChange={(status) => table.setSort(String(status.columnAccessor), status.direction)}
        customRowAttributes={rowAttributes}
        {...(selection
          ? {
              selectedRecords: selection.selected,
              onSelectedRecordsChange: selection.onChange,
              getRecordSelectionCheckboxProps: (record: T) => ({
                'aria-label': t('adminConsole.table.selectRow', { name: selection.nameOf(record) }),
              }),
              allRecordsSelectionCheckboxProps: { 'aria-label': t('adminConsole.table.selectAll') },
            }
          : {})}
      />
    </>
  );
}
