import { accountTypes, type CompanyListItem, domainTypes } from '@hondana/contract';
import { Anchor, Button, Group, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { consoleHref } from '../kit/console-scope.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ListPagination } from '../kit/ListPagination.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { rememberCompany } from '../kit/recent-companies.ts';
import { ServerDataTable } from '../kit/ServerDataTable.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { CompanyCards } from './CompanyCards.tsx';
import { companyAddress, companyHref } from './company-address.ts';
import { COMPANY_PAGE_SIZE, useCompanyPage } from './company-queries.ts';

type Filters = { keyword: string; accountType: string; domainType: string };

const TABLE: TableDefaults<Filters> = {
  size: COMPANY_PAGE_SIZE,
  sizes: [20, 50, 100],
  filters: { keyword: '', accountType: '', domainType: '' },
};

/** `/admin/companies`: the platform's companies, newest first; a name opens the console acting on it. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const table = useTableState(TABLE);
  const { state } = table;
  const page = useCompanyPage(table.query);
  const columns: DataTableColumn<CompanyListItem>[] = [
    {
      accessor: 'name',
      title: t('companyAdmin.list.name'),
      render: (company) => (
        <Anchor
          component={Link}
          to={companyHref(company.id)}
          onClick={() => rememberCompany(company.id)}
          fw={600}
        >
          {company.name}
        </Anchor>
      ),
    },
    { accessor: 'address', title: t('companyAdmin.list.address'), render: companyAddress },
    {
      accessor: 'accountType',
      title: t('companyAdmin.accountType'),
      render: (company) => t(`companyAdmin.accountTypes.${company.accountType}`),
    },
    { accessor: 'email', title: t('companyAdmin.list.email') },
    {
      accessor: 'createdAt',
      title: t('companyAdmin.list.createdAt'),
      render: (company) => <time dateTime={company.createdAt}>{dates.dateTime(company.createdAt)}</time>,
    },
  ];
  return (
    <ListPageFrame
      page="companies"
      title={t('companyAdmin.list.title')}
      actions={
        <Button
          component={Link}
          to={consoleHref(null, 'companies/new')}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('companyAdmin.list.add')}
        </Button>
      }
      filters={
        <CompanyFilters key={state.filters.keyword} filters={state.filters} onApply={table.setFilters} />
      }
    >
      {page.isPending ? (
        <LoadingSkeleton />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : !desktop ? (
        page.data.content.length === 0 ? (
          <EmptyState text={t('companyAdmin.list.empty')} />
        ) : (
          <>
            <CompanyCards companies={page.data.content} />
            <ListPagination
              page={page.data.number}
              totalPages={page.data.totalPages}
              onChange={table.setPage}
            />
          </>
        )
      ) : (
        <ServerDataTable
          records={page.data.content}
          totalRecords={page.data.totalElements}
          fetching={page.isFetching}
          columns={columns}
          table={table}
          sizes={[20, 50, 100]}
          emptyText={t('companyAdmin.list.empty')}
          rowAttributes={(company) => ({ 'data-company-row': company.id })}
        />
      )}
    </ListPageFrame>
  );
}

function CompanyFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword: keyword.trim() });
  };
  return (
    <form onSubmit={submit} data-company-filters>
      <Group align="flex-end" gap="sm">
        <TextInput
          name="keyword"
          type="search"
          label={t('companyAdmin.list.keyword')}
          description={t('companyAdmin.list.keywordHint')}
          value={keyword}
          maxLength={200}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          name="accountType"
          label={t('companyAdmin.accountType')}
          data={[
            { value: '', label: t('companyAdmin.list.allAccountTypes') },
            ...accountTypes.map((value) => ({ value, label: t(`companyAdmin.accountTypes.${value}`) })),
          ]}
          value={filters.accountType}
          allowDeselect={false}
          onChange={(value) => onApply({ accountType: value ?? '' })}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          name="domainType"
          label={t('companyAdmin.domainType')}
          data={[
            { value: '', label: t('companyAdmin.list.allDomainTypes') },
            ...domainTypes.map((value) => ({ value, label: t(`companyAdmin.domainTypes.${value}`) })),
          ]}
          value={filters.domainType}
          allowDeselect={false}
          onChange={(value) => onApply({ domainType: value ?? '' })}
          w={{ base: '100%', xs: 200 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('companyAdmin.list.search')}
        </Button>
      </Group>
    </form>
  );
}
