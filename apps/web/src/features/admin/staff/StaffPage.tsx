import type { StaffItem } from '@hondana/contract';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ListPagination } from '../kit/ListPagination.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { ServerDataTable } from '../kit/ServerDataTable.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { useServiceList } from '../services/service-queries.ts';
import { StaffCards } from './StaffCards.tsx';
import { StaffFilters, type StaffFilterValues } from './StaffFilters.tsx';
import { StaffRowActions } from './StaffRowActions.tsx';
import { StaffStatusBadge, staffName, TwoStepBadge } from './staff-bits.tsx';
import { STAFF_PAGE_SIZE, useStaffPage } from './staff-queries.ts';

const SIZES = [20, 50, 100];
const TABLE: TableDefaults<StaffFilterValues> = {
  size: STAFF_PAGE_SIZE,
  sizes: SIZES,
  filters: { keyword: '', status: '', serviceId: '' },
};

/** `…/staff`: the company's admins and service admins, with what is done to a service admin. */
export function StaffPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const table = useTableState(TABLE);
  const page = useStaffPage(table.query);
  const services = useServiceList();
  const columns: DataTableColumn<StaffItem>[] = [
    {
      accessor: 'fullName',
      title: t('staffAdmin.name'),
      render: (staff) => (
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {staffName(staff)}
        </Text>
      ),
    },
    { accessor: 'email', title: t('staffAdmin.email') },
    { accessor: 'role', title: t('staffAdmin.role'), render: (s) => t(`staffAdmin.roles.${s.role}`) },
    { accessor: 'serviceName', title: t('staffAdmin.service') },
    { accessor: 'staffId', title: t('staffAdmin.staffId') },
    {
      accessor: 'status',
      title: t('staffAdmin.status'),
      render: (staff) => <StaffStatusBadge staff={staff} />,
    },
    {
      accessor: 'secondFactorEnrolled',
      title: t('staffAdmin.twoStep'),
      render: (staff) => <TwoStepBadge staff={staff} />,
    },
    {
      accessor: 'lastLoginAt',
      title: t('staffAdmin.lastLogin'),
      render: (staff) =>
        staff.lastLoginAt ? (
          <time dateTime={staff.lastLoginAt}>{dates.dateTime(staff.lastLoginAt)}</time>
        ) : (
          t('staffAdmin.never')
        ),
    },
    {
      accessor: 'actions',
      title: t('staffAdmin.actionsColumn'),
      render: (staff) => <StaffRowActions staff={staff} />,
    },
  ];
  const serviceOptions = (services.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <ListPageFrame
      page="admin-staff"
      title={t('staffAdmin.title')}
      filters={
        <StaffFilters
          key={table.state.filters.keyword}
          filters={table.state.filters}
          services={serviceOptions}
          onApply={table.setFilters}
        />
      }
    >
      {page.isPending ? (
        <LoadingSkeleton />
      ) : page.isError ? (
        <ErrorState
          error={page.error}
          title={t('staffAdmin.loadFailed')}
          onRetry={() => void page.refetch()}
        />
      ) : !desktop ? (
        page.data.content.length === 0 ? (
          <EmptyState text={t('staffAdmin.empty')} />
        ) : (
          <Stack gap="sm">
            <StaffCards staff={page.data.content} />
            <ListPagination
              page={page.data.number}
              totalPages={page.data.totalPages}
              onChange={table.setPage}
            />
          </Stack>
        )
      ) : (
        <ServerDataTable
          records={page.data.content}
          totalRecords={page.data.totalElements}
          fetching={page.isFetching && page.isPlaceholderData}
          columns={columns}
          table={table}
          sizes={SIZES}
          emptyText={t('staffAdmin.empty')}
          rowAttributes={(staff) => ({ 'data-staff': staff.id })}
        />
      )}
    </ListPageFrame>
  );
}
