import {
  type PaymentStatus,
  paymentStatuses,
  type TransactionItem,
  transactionKinds,
} from '@hondana/contract';
import { Badge, Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { CsvExportButton } from '../kit/CsvExportButton.tsx';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { PaymentCards, statusColour } from './PaymentCards.tsx';
import { PaymentDrawer } from './PaymentDrawer.tsx';
import { usePaymentPage } from './payment-queries.ts';
import { yen } from './payment-text.ts';

const SIZES = [20, 50, 100];
const FILTERS = { keyword: '', status: '', kind: '' };
const TABLE: TableDefaults<typeof FILTERS> = { size: 50, sizes: SIZES, filters: FILTERS };

const ofList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

/**
 * `/admin/c/<company>/payments`: every payment of the acting company (a service admin's service),
 * newest first, filtered by order id or e-mail, status and kind; a row opens its receipt, refunds and
 * history at the side; the CSV takes the same filters.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const user = useSession((s) => s.user);
  const { query: scope } = useConsoleScope();
  const table = useTableState(TABLE);
  const { filters } = table.state;
  const status = ofList(paymentStatuses, filters.status);
  const kind = ofList(transactionKinds, filters.kind);
  const apiFilters = {
    ...scope,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
  };
  const page = usePaymentPage({ ...apiFilters, page: table.state.page, size: table.state.size });
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = page.data?.content.find((p) => p.id === openedId) ?? null;
  const open = (payment: TransactionItem) => (
    <Button
      variant="default"
      size="xs"
      onClick={() => setOpenedId(payment.id)}
      aria-label={t('payments.list.openLabel', { orderId: payment.orderId })}
    >
      {t('payments.list.open')}
    </Button>
  );
  const badge = (value: PaymentStatus) => (
    <Badge color={statusColour[value]} variant="light">
      {t(`payments.status.${value}`)}
    </Badge>
  );
  const columns: DataTableColumn<TransactionItem>[] = [
    {
      accessor: 'createdAt',
      title: t('payments.field.date'),
      render: (p) => <time dateTime={p.createdAt}>{dates.dateTime(p.completedAt ?? p.createdAt)}</time>,
    },
    { accessor: 'orderId', title: t('payments.field.orderId') },
    { accessor: 'userEmail', title: t('payments.field.reader') },
    { accessor: 'planName', title: t('payments.field.plan') },
    { accessor: 'kind', title: t('payments.field.kind'), render: (p) => t(`payments.kind.${p.kind}`) },
    {
      accessor: 'amountYen',
      title: t('payments.field.amount'),
      textAlign: 'right',
      render: (p) => yen(p.amountYen),
    },
    { accessor: 'status', title: t('payments.field.status'), render: (p) => badge(p.status) },
    { accessor: 'id', title: t('payments.list.open'), render: open },
  ];
  const choices = (prefix: string, list: readonly string[]) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <ListPageFrame
      page="admin-payments"
      title={t('payments.list.title')}
      actions={
        can(user, 'transaction.export') && (
          <CsvExportButton
            route="transactionExport"
            query={apiFilters}
            fileName="payments"
            label={t('payments.list.export')}
            busyLabel={t('payments.list.exporting')}
          />
        )
      }
      filters={
        <KeywordFilters
          key={filters.keyword}
          form="payment-filters"
          name="keyword"
          label={t('payments.filter.keyword')}
          hint=""
          maxLength={100}
          value={filters.keyword}
          searchLabel={t('payments.filter.search')}
          onSearch={(keyword) => table.setFilters({ keyword })}
        >
          <FilterChoice
            name="status"
            label={t('payments.filter.status')}
            all={t('payments.filter.all')}
            options={choices('payments.status', paymentStatuses)}
            value={filters.status}
            onChange={(value) => table.setFilters({ status: value })}
          />
          <FilterChoice
            name="kind"
            label={t('payments.filter.kind')}
            all={t('payments.filter.all')}
            options={choices('payments.kind', transactionKinds)}
            value={filters.kind}
            onChange={(value) => table.setFilters({ kind: value })}
          />
        </KeywordFilters>
      }
    >
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(payments) => <PaymentCards payments={payments} onOpen={(p) => setOpenedId(p.id)} />}
        table={table}
        sizes={SIZES}
        emptyText={t('payments.list.empty')}
        loadFailedTitle={t('payments.list.loadFailed')}
        rowAttributes={(p) => ({ 'data-payment-row': p.id })}
      />
      <PaymentDrawer payment={opened} onClose={() => setOpenedId(null)} />
    </ListPageFrame>
  );
}
