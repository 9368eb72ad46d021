import type { StaffItem } from '@hondana/contract';
import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
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
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(staff) => <StaffCards staff={staff} />}
        table={table}
        sizes={SIZES}
        emptyText={t('staffAdmin.empty')}
        loadFailedTitle={t('staffAdmin.loadFailed')}
        rowAttributes={(staff) => ({ 'data-staff': staff.id })}
      />
    </ListPageFrame>
  );
}
