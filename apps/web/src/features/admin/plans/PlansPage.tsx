import type { AdminPlan } from '@hondana/contract';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { FilterChoice, KeywordFilters } from '../kit/KeywordFilters.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { ResponsiveList } from '../kit/ResponsiveList.tsx';
import type { TableDefaults } from '../kit/table-state.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useTableState } from '../kit/use-table-state.ts';
import { yen } from './plan-form-values.ts';
import { useMovePlan, usePlanPage, usePublishPlan } from './plan-queries.ts';

interface PlanFilterValues extends Record<string, string> {
  keyword: string;
  isShow: string;
  archived: string;
}

const TABLE: TableDefaults<PlanFilterValues> = {
  size: 20,
  sizes: [20, 50, 100],
  filters: { keyword: '', isShow: '', archived: '' },
};

/** The row's controls: its place in the list (up, down) and whether the portal shows it. */
function PlanControls({
  plan,
  manage,
  first,
  last,
}: {
  plan: AdminPlan;
  manage: boolean;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslated();
  const move = useMovePlan();
  const publish = usePublishPlan();
  const name = translate(plan.name, plan.nameTranslations);
  if (!manage || plan.archivedAt) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={t('planAdmin.list.moveUp', { name })}
        disabled={first || move.isPending}
        onClick={() => move.mutate({ plan, by: -1 })}
        data-move-up={plan.id}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={t('planAdmin.list.moveDown', { name })}
        disabled={last || move.isPending}
        onClick={() => move.mutate({ plan, by: 1 })}
        data-move-down={plan.id}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <Switch
        aria-label={t('planAdmin.list.publish', { name })}
        checked={plan.isShow}
        disabled={publish.isPending}
        onChange={(event) => publish.mutate({ id: plan.id, isShow: event.currentTarget.checked })}
        data-publish={plan.id}
        ml="xs"
      />
    </Group>
  );
}

/** `…/plans`: the plans on sale in list order, searched and filtered on the server; a name opens the plan. */
export function PlansPage() {
  const { t } = useTranslation();
  const translate = useTranslated();
  const user = useSession((s) => s.user);
  const manage = can(user, 'plan.manage');
  const { href } = useConsoleScope();
  const table = useTableState(TABLE);
  const { keyword, isShow, archived } = table.state.filters;
  const page = usePlanPage({
    page: table.state.page,
    size: table.state.size,
    ...(keyword ? { keyword } : {}),
    ...(isShow ? { isShow: isShow === 'true' } : {}),
    ...(archived === 'true' ? { archived: true } : {}),
  });
  const rows = page.data?.content ?? [];
  // The order buttons move a plan among its service's plans: the page's neighbours tell the ends.
  const edges = (plan: AdminPlan) => {
    const same = rows.filter((p) => p.serviceId === plan.serviceId);
    return {
      first: same[0]?.id === plan.id && table.state.page === 1,
      last: same.at(-1)?.id === plan.id && page.data?.number === page.data?.totalPages,
    };
  };
  const nameLink = (plan: AdminPlan) => (
    <Anchor component={Link} to={href(`plans/${plan.id}`)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {translate(plan.name, plan.nameTranslations)}
    </Anchor>
  );
  const badges = (plan: AdminPlan) => (
    <>
      {plan.archivedAt && <Badge color="gray">{t('planAdmin.list.archivedBadge')}</Badge>}
      {!plan.isShow && !plan.archivedAt && <Badge variant="light">{t('planAdmin.list.hiddenBadge')}</Badge>}
    </>
  );
  const period = (plan: AdminPlan) => t(`planAdmin.period.${plan.durationType}`, { count: plan.duration });
  const price = (plan: AdminPlan) => `¥${yen(plan.shownPrice.shownYen)}`;
  const controls = (plan: AdminPlan) => <PlanControls plan={plan} manage={manage} {...edges(plan)} />;
  const columns: DataTableColumn<AdminPlan>[] = [
    {
      accessor: 'name',
      title: t('planAdmin.list.name'),
      render: (plan) => (
        <Group gap="xs">
          {nameLink(plan)}
          {badges(plan)}
        </Group>
      ),
    },
    { accessor: 'duration', title: t('planAdmin.list.duration'), render: period },
    { accessor: 'shownPrice', title: t('planAdmin.list.price'), textAlign: 'right', render: price },
    { accessor: 'ordinal', title: t('planAdmin.list.order'), render: controls },
  ];
  return (
    <ListPageFrame
      page="admin-plans"
      title={t('planAdmin.list.title')}
      actions={
        manage && (
          <Button component={Link} to={href('plans/new')} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('planAdmin.list.add')}
          </Button>
        )
      }
      filters={
        <KeywordFilters
          key={keyword}
          form="plan-filters"
          name="keyword"
          label={t('planAdmin.list.keyword')}
          hint={t('planAdmin.list.keywordHint')}
          maxLength={255}
          value={keyword}
          searchLabel={t('planAdmin.list.search')}
          onSearch={(next) => table.setFilters({ keyword: next })}
        >
          <FilterChoice
            name="isShow"
            label={t('planAdmin.list.shown')}
            all={t('planAdmin.list.shownAll')}
            options={[
              { value: 'true', label: t('planAdmin.list.shownOnly') },
              { value: 'false', label: t('planAdmin.list.hiddenOnly') },
            ]}
            value={isShow}
            onChange={(next) => table.setFilters({ isShow: next })}
          />
          <Switch
            label={t('planAdmin.list.archived')}
            checked={archived === 'true'}
            onChange={(event) => table.setFilters({ archived: event.currentTarget.checked ? 'true' : '' })}
            mb={8}
          />
        </KeywordFilters>
      }
    >
      <ResponsiveList
        query={page}
        columns={columns}
        cards={(plans) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {plans.map((plan) => (
              <Paper component="li" key={plan.id} withBorder radius="md" p="sm" data-plan={plan.id}>
                <Stack gap={6}>
                  <Group gap="xs">
                    {nameLink(plan)}
                    {badges(plan)}
                  </Group>
                  <Text size="sm">
                    {period(plan)} · {price(plan)}
                  </Text>
                  {controls(plan)}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        table={table}
        sizes={[20, 50, 100]}
        emptyText={t('planAdmin.list.empty')}
        loadFailedTitle={t('planAdmin.list.loadFailed')}
        rowAttributes={(plan) => ({ 'data-plan': plan.id })}
      />
    </ListPageFrame>
  );
}
