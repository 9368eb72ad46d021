import { type ContentAdmin, contentStates } from '@hondana/contract';
import { Button, Text } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifyApiError, notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
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
      <ResponsiveList
        query={page}
        columns={contentColumns(t)}
        cards={(contents) => <ContentCards contents={contents} />}
        table={table}
        sizes={[...(TABLE.sizes ?? [])]}
        emptyText={t('contentAdmin.list.empty')}
        loadFailedTitle={t('contentAdmin.list.loadFailed')}
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
        above={(data) => (
          <Text size="sm" role="status" data-total={data.totalElements}>
            {t('contentAdmin.list.total', { count: data.totalElements })}
          </Text>
        )}
      />
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
  const chosen = positiveOrUndefined(filters.group);
  return (
    <KeywordFilters
      form="content-filters"
      name="text"
      label={t('contentAdmin.list.search')}
      hint={t('contentAdmin.list.searchHint')}
      maxLength={255}
      value={filters.text}
      searchLabel={t('contentAdmin.list.searchButton')}
      onSearch={(text) => onApply({ text })}
    >
      <FilterChoice
        name="state"
        label={t('contentAdmin.list.state')}
        all={t('contentAdmin.list.allStates')}
        options={contentStates.map((state) => ({ value: state, label: t(`contentAdmin.state.${state}`) }))}
        value={filters.state}
        onChange={(state) => onApply({ state })}
        width={180}
      />
      <FilterChoice
        name="group"
        label={t('contentAdmin.list.group')}
        all={t('contentAdmin.list.allGroups')}
        options={groupOptions(groups.data, lang, undefined, chosen ? [chosen] : [])}
        value={chosen ? String(chosen) : ''}
        onChange={(group) => onApply({ group })}
        width={220}
        searchable
        nothingFound={t('contentAdmin.field.contentGroupsNothing')}
      />
    </KeywordFilters>
  );
}
