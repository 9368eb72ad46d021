import { accountTypes, type CompanyListItem, domainTypes } from '@hondana/contract';
import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { consoleHref } from '../kit/console-scope.ts';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import { rememberCompany } from '../kit/recent-companies.ts';
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
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(companies) => <CompanyCards companies={companies} />}
        table={table}
        sizes={[20, 50, 100]}
        emptyText={t('companyAdmin.list.empty')}
        rowAttributes={(company) => ({ 'data-company-row': company.id })}
      />
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
  return (
    <KeywordFilters
      form="company-filters"
      name="keyword"
      label={t('companyAdmin.list.keyword')}
      hint={t('companyAdmin.list.keywordHint')}
      maxLength={200}
      value={filters.keyword}
      searchLabel={t('companyAdmin.list.search')}
      onSearch={(keyword) => onApply({ keyword })}
    >
      <FilterChoice
        name="accountType"
        label={t('companyAdmin.accountType')}
        all={t('companyAdmin.list.allAccountTypes')}
        options={accountTypes.map((value) => ({ value, label: t(`companyAdmin.accountTypes.${value}`) }))}
        value={filters.accountType}
        onChange={(accountType) => onApply({ accountType })}
      />
      <FilterChoice
        name="domainType"
        label={t('companyAdmin.domainType')}
        all={t('companyAdmin.list.allDomainTypes')}
        options={domainTypes.map((value) => ({ value, label: t(`companyAdmin.domainTypes.${value}`) }))}
        value={filters.domainType}
        onChange={(domainType) => onApply({ domainType })}
      />
    </KeywordFilters>
  );
}
