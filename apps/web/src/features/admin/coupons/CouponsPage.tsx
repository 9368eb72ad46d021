import { COUPON_CODE_MAX, type CouponItem } from '@hondana/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { CouponCards } from './CouponCards.tsx';
import { CouponDialog } from './CouponDialog.tsx';
import { CouponRowActions, useCouponTexts } from './coupon-bits.tsx';
import { COUPON_PAGE_SIZE, useCouponPage } from './coupon-queries.ts';

const SIZES = [20, 50, 100];
const TABLE: TableDefaults<{ keyword: string }> = {
  size: COUPON_PAGE_SIZE,
  sizes: SIZES,
  filters: { keyword: '' },
};

/** `…/coupons`: the company's coupons with their uses, added and changed in a dialog. */
export function CouponsPage() {
  const { t } = useTranslation();
  const texts = useCouponTexts();
  const canManage = can(
    useSession((s) => s.user),
    'coupon.manage',
  );
  const table = useTableState(TABLE);
  const page = useCouponPage(table.query);
  const [editing, setEditing] = useState<CouponItem | null | undefined>(undefined);
  const columns: DataTableColumn<CouponItem>[] = [
    {
      accessor: 'code',
      title: t('couponAdmin.code'),
      render: (c) => (
        <Text fw={600} size="sm" ff="monospace">
          {c.code}
        </Text>
      ),
    },
    { accessor: 'discountPercent', title: t('couponAdmin.percent'), render: (c) => `${c.discountPercent}%` },
    { accessor: 'used', title: t('couponAdmin.used'), render: texts.used },
    { accessor: 'expiresAt', title: t('couponAdmin.expiresAt'), render: texts.expiry },
    {
      accessor: 'usable',
      title: t('couponAdmin.state'),
      render: (c) => (
        <Badge color={c.usable ? 'green.9' : 'gray.8'} variant="light">
          {c.usable ? t('couponAdmin.usable') : t('couponAdmin.notUsable')}
        </Badge>
      ),
    },
    ...(canManage
      ? [
          {
            accessor: 'actions',
            title: t('couponAdmin.actions'),
            render: (c: CouponItem) => <CouponRowActions coupon={c} onEdit={() => setEditing(c)} />,
          },
        ]
      : []),
  ];
  return (
    <ListPageFrame
      page="admin-coupons"
      title={t('couponAdmin.title')}
      actions={
        canManage && (
          <Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              {t('couponAdmin.add')}
            </Button>
          </Group>
        )
      }
      filters={
        <KeywordFilters
          key={table.state.filters.keyword}
          form="coupon-filters"
          name="keyword"
          label={t('couponAdmin.keyword')}
          hint={t('couponAdmin.codeHint')}
          maxLength={COUPON_CODE_MAX}
          value={table.state.filters.keyword}
          searchLabel={t('couponAdmin.search')}
          onSearch={(keyword) => table.setFilters({ keyword })}
        />
      }
    >
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(coupons) => <CouponCards coupons={coupons} canManage={canManage} onEdit={setEditing} />}
        table={table}
        sizes={SIZES}
        emptyText={t('couponAdmin.empty')}
        loadFailedTitle={t('couponAdmin.loadFailed')}
        rowAttributes={(c) => ({ 'data-coupon': c.code })}
      />
      <CouponDialog
        coupon={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ListPageFrame>
  );
}
