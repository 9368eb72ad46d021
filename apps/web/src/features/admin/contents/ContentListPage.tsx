import { type ContentAdmin, contentStates } from '@hondana/contract';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilePlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ListPagination } from '../kit/ListPagination.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { ServerDataTable } from '../kit/ServerDataTable.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { ContentCards, contentColumns } from './ContentRows.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { groupOptions } from './content-group-options.ts';
import { useAdminContentGroups, useContentPage } from './content-queries.ts';
import { UploadDialog } from './UploadDialog.tsx';

type Filters = { text: string; state: string; group: string };

/** The list's paging, sort and filters in the address (`?text=&state=&group=&sort=&page=`). */
const TABLE: TableDefaults<Filters> = {
  size: 20,
  sizes: [20, 50, 100],
  sortable: ['title', 'updatedAt', 'createdAt'],
  sort: 'updatedAt',
  direction: 'desc',
  filters: { text: '', state: '', group: '' },
};

const positiveOrUndefined = (text: string) => (Number(text) >= 1 ? Number(text) : undefined);

/** `…/contents`: the contents of the company (a service admin: of its service). */
export function ContentListPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const { query: scope, href } = useConsoleScope();
  const table = useTableState(TABLE);
  const { state } = table;
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [selected, setSelected] = useState<ContentAdmin[]>([]);
  const page = useContentPage({
    ...scope,
    page: state.page,
    size: state.size,
    sort: (state.sort ?? 'updatedAt') as 'updatedAt',
    direction: state.direction,
    text: state.filters.text || undefined,
    state: (contentStates as readonly string[]).includes(state.filters.state)
      ? (state.filters.state as ContentAdmin['state'])
      : undefined,
    contentGroupId: positiveOrUndefined(state.filters.group),
  });
  const manage = can(user, 'content.manage');

  return (
    <ListPageFrame
      page="admin-contents"
      title={t('contentAdmin.list.title')}
      actions={
        <>
          {manage && (
            <>
              <UploadDialog />
              <Button
                component={Link}
                to={href('contents/new')}
                variant="default"
                leftSection={<IconFilePlus size={16} aria-hidden />}
              >
                {t('contentAdmin.add.open')}
              </Button>
            </>
          )}
          {can(user, 'content.importCsv') && <CsvImportDialog />}
          {can(user, 'content.exportCsv') && <CsvExportButton />}
        </>
      }
      filters={
        <FilterForm
          key={`${state.filters.text}`}
          filters={state.filters}
          onApply={(next) => {
            setSelected([]);
            table.setFilters(next);
          }}
        />
      }
    >
      {page.isError && !page.data ? (
        <ErrorState
          error={page.error}
          title={t('contentAdmin.list.loadFailed')}
          onRetry={() => void page.refetch()}
        />
      ) : !page.data ? (
        <LoadingSkeleton />
      ) : (
        <Stack gap="md">
          <Text size="sm" role="status" data-total={page.data.totalElements}>
            {t('contentAdmin.list.total', { count: page.data.totalElements })}
          </Text>
          {desktop ? (
            <ServerDataTable
              records={page.data.content}
              totalRecords={page.data.totalElements}
              fetching={page.isFetching && page.isPlaceholderData}
              columns={contentColumns(t)}
              table={table}
              sizes={[...(TABLE.sizes ?? [])]}
              emptyText={t('contentAdmin.list.empty')}
              rowAttributes={(content) => ({ 'data-content-row': content.id, 'data-state': content.state })}
              selection={
                manage
                  ? {
                      selected,
                      onChange: setSelected,
                      nameOf: (c) => c.title,
                      actions: (rows) => <DeleteSelected rows={rows} onDone={() => setSelected([])} />,
                    }
                  : undefined
              }
            />
          ) : page.data.content.length === 0 ? (
            <EmptyState text={t('contentAdmin.list.empty')} />
          ) : (
            <>
              <ContentCards contents={page.data.content} />
              <ListPagination
                page={page.data.number}
                totalPages={page.data.totalPages}
                onChange={table.setPage}
              />
            </>
          )}
        </Stack>
      )}
    </ListPageFrame>
  );
}

/** Deletes the selected contents, one call each, after a confirmation naming them. */
function DeleteSelected({ rows, onDone }: { rows: ContentAdmin[]; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteButton
      name={rows.map((row) => row.title).join(t('adminConsole.table.nameSeparator'))}
      label={t('adminConsole.table.deleteSelected')}
      buttonProps={{ size: 'xs', 'data-delete-selected': true }}
      onConfirm={async () => {
        try {
          for (const row of rows) await callApi('contentDelete', { params: { id: row.id } });
          notifySuccess(t, 'api.delete.200');
          onDone();
        } catch (error) {
          notifyApiError(error, t);
          throw error;
        } finally {
          await queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
        }
      }}
    />
  );
}

function FilterForm({ filters, onApply }: { filters: Filters; onApply: (next: Partial<Filters>) => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const groups = useAdminContentGroups();
  const [text, setText] = useState(filters.text);
  const chosen = positiveOrUndefined(filters.group);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ text: text.trim() });
  };
  return (
    <form onSubmit={submit} data-content-filters>
      <Group align="flex-end" gap="sm">
        <TextInput
          name="text"
          type="search"
          label={t('contentAdmin.list.search')}
          description={t('contentAdmin.list.searchHint')}
          value={text}
          maxLength={255}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          name="state"
          label={t('contentAdmin.list.state')}
          data={[
            { value: '', label: t('contentAdmin.list.allStates') },
            ...contentStates.map((state) => ({ value: state, label: t(`contentAdmin.state.${state}`) })),
          ]}
          value={filters.state}
          allowDeselect={false}
          onChange={(value) => onApply({ state: value ?? '' })}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          name="group"
          label={t('contentAdmin.list.group')}
          data={[
            { value: '', label: t('contentAdmin.list.allGroups') },
            ...groupOptions(groups.data, lang, undefined, chosen ? [chosen] : []),
          ]}
          value={chosen ? String(chosen) : ''}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('contentAdmin.field.contentGroupsNothing')}
          onChange={(value) => onApply({ group: value ?? '' })}
          w={{ base: '100%', xs: 220 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('contentAdmin.list.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
