import { type ReaderItem, readerSortFields } from '@hondana/contract';
import { Button, Modal } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { CsvExportButton } from '../kit/CsvExportButton.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { ReaderBulkButtons, ReaderBulkRunSummary } from './ReaderBulkActions.tsx';
import { ReaderCards } from './ReaderCards.tsx';
import { ReaderFilters, type ReaderFilterValues } from './ReaderFilters.tsx';
import { ReaderForm } from './ReaderForm.tsx';
import { READER_PAGE_SIZE, useReaderGroupOptions, useReaderPage } from './reader-queries.ts';
import { ReaderLink, ReaderStatusBadge, readerName } from './reader-status-badge.tsx';

const TABLE: TableDefaults<ReaderFilterValues> = {
  size: READER_PAGE_SIZE,
  sizes: [20, 50, 100],
  sortable: readerSortFields,
  filters: {
    keyword: '',
    status: '',
    userGroupId: '',
    subscriptionType: '',
    lastLoginFrom: '',
    lastLoginTo: '',
  },
};

/** The list's filters the export takes: those set, the way the page call sends them. */
const filtersOf = (filters: ReaderFilterValues) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** `…/readers`: the company's readers, searched and filtered on the server; several are stopped, allowed or deleted at once. */
export function ReadersPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const user = useSession((s) => s.user);
  const manage = can(user, 'user.manage');
  const { href, query: scope } = useConsoleScope();
  const table = useTableState(TABLE);
  const page = useReaderPage(table.query);
  const groups = useReaderGroupOptions(can(user, 'userGroup.read'));
  const [selected, setSelected] = useState<ReaderItem[]>([]);
  const [runId, setRunId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const hrefOf = (reader: ReaderItem) => href(`readers/${reader.id}`);
  const started = (id: number) => {
    setSelected([]);
    setRunId(id);
  };
  const columns: DataTableColumn<ReaderItem>[] = [
    {
      accessor: 'fullName',
      title: t('readerAdmin.list.name'),
      sortable: true,
      render: (reader) => <ReaderLink reader={reader} href={hrefOf(reader)} />,
    },
    { accessor: 'username', title: t('readerAdmin.list.username'), sortable: true },
    { accessor: 'email', title: t('readerAdmin.list.email'), sortable: true },
    {
      accessor: 'status',
      title: t('readerAdmin.list.status'),
      render: (reader) => <ReaderStatusBadge reader={reader} />,
    },
    { accessor: 'userGroupName', title: t('readerAdmin.list.userGroup') },
    {
      accessor: 'lastLoginAt',
      title: t('readerAdmin.list.lastLogin'),
      sortable: true,
      render: (reader) =>
        reader.lastLoginAt ? (
          <time dateTime={reader.lastLoginAt}>{dates.dateTime(reader.lastLoginAt)}</time>
        ) : (
          t('readerAdmin.list.never')
        ),
    },
  ];
  const toggle = (reader: ReaderItem) =>
    setSelected((now) =>
      now.some((r) => r.id === reader.id) ? now.filter((r) => r.id !== reader.id) : [...now, reader],
    );
  const bulk = (rows: ReaderItem[]) => (
    <ReaderBulkButtons userIds={rows.map((r) => r.id)} groups={groups.data ?? []} onStarted={started} />
  );

  return (
    <ListPageFrame
      page="admin-readers"
      title={t('readerAdmin.list.title')}
      actions={
        <>
          {can(user, 'user.read') && (
            <CsvExportButton
              route="readerExportCsv"
              query={{ ...scope, ...filtersOf(table.state.filters) }}
              fileName="readers"
              label={t('readerAdmin.list.exportCsv')}
              busyLabel={t('readerAdmin.list.exporting')}
            />
          )}
          {can(user, 'user.importCsv') && (
            <Button
              variant="default"
              component={Link}
              to={href('readers/import')}
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              {t('readerAdmin.import.open')}
            </Button>
          )}
          {manage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('readerAdmin.list.add')}
            </Button>
          )}
        </>
      }
      filters={
        <ReaderFilters
          // Typed boxes start again from the address when it changes (back, a shared link).
          key={[
            table.state.filters.keyword,
            table.state.filters.lastLoginFrom,
            table.state.filters.lastLoginTo,
          ].join('|')}
          filters={table.state.filters}
          groups={groups.data ?? []}
          onApply={table.setFilters}
        />
      }
    >
      {runId !== null && <ReaderBulkRunSummary runId={runId} onClose={() => setRunId(null)} />}
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(readers) => (
          <ReaderCards
            readers={readers}
            hrefOf={hrefOf}
            selected={manage ? selected.map((r) => r.id) : null}
            onToggle={toggle}
          />
        )}
        table={table}
        sizes={[20, 50, 100]}
        emptyText={t('readerAdmin.list.empty')}
        loadFailedTitle={t('readerAdmin.list.loadFailed')}
        rowAttributes={(reader) => ({ 'data-reader': reader.id })}
        selection={
          manage ? { selected, onChange: setSelected, nameOf: readerName, actions: bulk } : undefined
        }
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('readerAdmin.form.addTitle')}
        closeButtonProps={{ 'aria-label': t('readerAdmin.form.cancel') }}
        size="lg"
      >
        {adding && <ReaderForm reader={null} onDone={() => setAdding(false)} />}
      </Modal>
    </ListPageFrame>
  );
}
