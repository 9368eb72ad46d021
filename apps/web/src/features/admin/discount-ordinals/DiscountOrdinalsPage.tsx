import type { DiscountOrdinalItem } from '@hondana/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { DiscountOrdinalDialog } from './DiscountOrdinalDialog.tsx';
import {
  ORDINAL_PAGE_SIZE,
  useDeleteDiscountOrdinal,
  useDiscountOrdinalPage,
} from './discount-ordinal-queries.ts';

const SIZES = [20, 50, 100];
const TABLE: TableDefaults<Record<string, string>> = { size: ORDINAL_PAGE_SIZE, sizes: SIZES, filters: {} };

/** `…/discount-ordinals`: the percent off a subscription's nth paid period, per plan or service-wide. */
export function DiscountOrdinalsPage() {
  const { t } = useTranslation();
  const canManage = can(
    useSession((s) => s.user),
    'discountOrdinal.manage',
  );
  const table = useTableState(TABLE);
  const page = useDiscountOrdinalPage(table.query);
  const [editing, setEditing] = useState<DiscountOrdinalItem | null | undefined>(undefined);
  const planOf = (d: DiscountOrdinalItem) => d.planName ?? t('ordinalAdmin.everyPlan');
  const actions = (d: DiscountOrdinalItem) => <OrdinalActions item={d} onEdit={() => setEditing(d)} />;
  const columns: DataTableColumn<DiscountOrdinalItem>[] = [
    { accessor: 'planName', title: t('ordinalAdmin.plan'), render: planOf },
    {
      accessor: 'ordinal',
      title: t('ordinalAdmin.ordinal'),
      render: (d) => t('ordinalAdmin.ordinalValue', { n: d.ordinal }),
    },
    { accessor: 'discountPercent', title: t('ordinalAdmin.percent'), render: (d) => `${d.discountPercent}%` },
    ...(canManage ? [{ accessor: 'actions', title: t('ordinalAdmin.actions'), render: actions }] : []),
  ];
  return (
    <ListPageFrame
      page="admin-discount-ordinals"
      title={t('ordinalAdmin.title')}
      actions={
        canManage && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('ordinalAdmin.add')}
          </Button>
        )
      }
      filters={<Text size="sm">{t('ordinalAdmin.intro')}</Text>}
    >
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(items) => (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((d) => (
              <Paper component="li" key={d.id} withBorder radius="md" p="sm" data-ordinal={d.id}>
                <Stack gap={4}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {planOf(d)}
                  </Text>
                  <Text size="sm">
                    {t('ordinalAdmin.ordinalValue', { n: d.ordinal })}: {d.discountPercent}%
                  </Text>
                  {canManage && actions(d)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={table}
        sizes={SIZES}
        emptyText={t('ordinalAdmin.empty')}
        loadFailedTitle={t('ordinalAdmin.loadFailed')}
        rowAttributes={(d) => ({ 'data-ordinal': d.id })}
      />
      <DiscountOrdinalDialog
        item={editing ?? null}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </ListPageFrame>
  );
}

function OrdinalActions({ item, onEdit }: { item: DiscountOrdinalItem; onEdit(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteDiscountOrdinal();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
        {t('ordinalAdmin.editButton')}
      </Button>
      <ConfirmDeleteButton
        name={t('ordinalAdmin.ordinalValue', { n: item.ordinal })}
        label={t('ordinalAdmin.delete')}
        text={t('ordinalAdmin.deleteConfirm')}
        onConfirm={async () => {
          await remove.mutateAsync(item.id);
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'ordinalAdmin.deleted');
        }}
      />
    </Group>
  );
}
