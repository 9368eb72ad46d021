import { contentStates } from '@hondana/contract';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilePlus, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { ContentCards, ContentTable } from './ContentRows.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { filtersFromSearch, searchFromFilters } from './content-filters.ts';
import { groupOptions } from './content-group-options.ts';
import { type ContentFilters, useAdminContentGroups, useContentPage } from './content-queries.ts';
import { RequireAbility } from './RequireAbility.tsx';
import { UploadDialog } from './UploadDialog.tsx';

export const CONTENT_PAGE_SIZE = 20;

/** `/admin/contents`: the contents of the company (a service admin: of its service). */
export function ContentListPage() {
  return (
    <RequireAbility action="content.read">
      <ContentList />
    </RequireAbility>
  );
}

function ContentList() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const page = useContentPage(filters, CONTENT_PAGE_SIZE);
  const apply = (next: Partial<ContentFilters>) =>
    setSearch(searchFromFilters({ ...filters, page: 1, ...next }));

  return (
    <Stack gap="lg" data-page="admin-contents">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('contentAdmin.list.title')}
        </Title>
        <Group gap="xs">
          {can(user, 'content.manage') && (
            <>
              <UploadDialog />
              <Button
                component={Link}
                to="/admin/contents/new"
                variant="default"
                leftSection={<IconFilePlus size={16} aria-hidden />}
              >
                {t('contentAdmin.add.open')}
              </Button>
            </>
          )}
          {can(user, 'content.importCsv') && <CsvImportDialog />}
          {can(user, 'content.exportCsv') && <CsvExportButton />}
        </Group>
      </Group>

      <FilterForm key={search.toString()} filters={filters} onApply={apply} />

      {page.isError && !page.data ? (
        <Alert color="red" role="alert" title={t('contentAdmin.list.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void page.refetch()}>
            {t('contentAdmin.list.retry')}
          </Button>
        </Alert>
      ) : !page.data ? (
        <Center py="xl">
          <Loader aria-label={t('shell.loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm" role="status" data-total={page.data.totalElements}>
            {t('contentAdmin.list.total', { count: page.data.totalElements })}
          </Text>
          {page.data.content.length === 0 ? (
            <Text>{t('contentAdmin.list.empty')}</Text>
          ) : desktop ? (
            <ContentTable contents={page.data.content} />
          ) : (
            <ContentCards contents={page.data.content} />
          )}
          {page.data.totalPages > 1 && (
            <Group justify="center" component="nav" aria-label={t('contentAdmin.list.pages')}>
              <Pagination
                total={page.data.totalPages}
                value={page.data.number}
                onChange={(next) => setSearch(searchFromFilters({ ...filters, page: next }))}
                siblings={desktop ? 1 : 0}
                getItemProps={(n) => ({ 'aria-label': t('contentAdmin.list.pageN', { page: n }) })}
                getControlProps={(control) => ({ 'aria-label': t(`contentAdmin.list.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function FilterForm({
  filters,
  onApply,
}: {
  filters: ContentFilters;
  onApply: (next: Partial<ContentFilters>) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const groups = useAdminContentGroups();
  const [text, setText] = useState(filters.text);
  const chosen = filters.contentGroupId;
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
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
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
          onChange={(value) => onApply({ state: (value ?? '') as ContentFilters['state'] })}
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
          onChange={(value) => onApply({ contentGroupId: value ? Number(value) : null })}
          w={{ base: '100%', xs: 220 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('contentAdmin.list.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
