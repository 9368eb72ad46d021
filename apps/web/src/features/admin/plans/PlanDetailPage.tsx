import { type AdminPlan, ResultCode } from '@hondana/contract';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { ChargePreview } from './ChargePreview.tsx';
import { PlanForm } from './PlanForm.tsx';
import { PlanOrdinalDiscounts } from './PlanOrdinalDiscounts.tsx';
import { type ConfirmAction, useArchivePlan, useDeletePlan, usePlan } from './plan-queries.ts';

function BackToPlans() {
  const { t } = useTranslation();
  const { href } = useConsoleScope();
  return (
    <Anchor component={Link} to={href('plans')} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('planAdmin.detail.back')}
      </Group>
    </Anchor>
  );
}

/** `…/plans/new`: a new plan's form; saving opens the plan's page. */
export function PlanNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { href } = useConsoleScope();
  return (
    <Stack gap="lg" data-page="admin-plan-new">
      <BackToPlans />
      <Title order={1} size="h2">
        {t('planAdmin.detail.newTitle')}
      </Title>
      <PlanForm onSaved={(saved) => void navigate(href(`plans/${saved.id}`), { replace: true })} />
    </Stack>
  );
}

/** `…/plans/:id`: one plan's form, its 24 months of charges, its archive or deletion, its history. */
export function PlanDetailPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const translate = useTranslated();
  const id = Number(useParams().id);
  const user = useSession((s) => s.user);
  const plan = usePlan(id);
  if (plan.isPending) return <LoadingSkeleton />;
  if (plan.isError)
    return (
      <ErrorState
        error={plan.error}
        title={t('planAdmin.detail.loadFailed')}
        onRetry={() => void plan.refetch()}
      />
    );
  const p = plan.data;
  const manage = can(user, 'plan.manage');
  return (
    <Stack gap="lg" data-page="admin-plan-detail" data-plan={p.id}>
      <BackToPlans />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {translate(p.name, p.nameTranslations)}
        </Title>
        <Group gap="xs">
          {p.archivedAt && <Badge color="gray">{t('planAdmin.list.archivedBadge')}</Badge>}
          {!p.isShow && !p.archivedAt && <Badge variant="light">{t('planAdmin.list.hiddenBadge')}</Badge>}
        </Group>
      </Group>
      {p.archivedAt && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('planAdmin.detail.archivedNote', { date: dates.date(p.archivedAt) })}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-settings-title">
        <Title order={2} size="h3" id="plan-settings-title" mb="sm">
          {t('planAdmin.detail.settings')}
        </Title>
        {manage ? (
          <PlanForm key={p.updatedAt} plan={p} onSaved={() => undefined} />
        ) : (
          <PlanSummary plan={p} />
        )}
      </Paper>
      <ChargePreview planId={p.id} />
      {can(user, 'discountOrdinal.read') && <PlanOrdinalDiscounts planId={p.id} />}
      <AuditHistory entity="subscriptionPlan" entityId={p.id} />
      {manage && <PlanRemoval plan={p} />}
    </Stack>
  );
}

function PlanSummary({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation();
  return (
    <Text>
      {t(`planAdmin.period.${plan.durationType}`, { count: plan.duration })} · ¥
      {plan.shownPrice.shownYen.toLocaleString('en-US')}
    </Text>
  );
}

/**
 * Archiving (the plan stays for its subscribers and payments) and deleting (only a plan nothing names:
 * 838 otherwise, explained here with archiving offered instead).
 */
function PlanRemoval({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { href } = useConsoleScope();
  const archive = useArchivePlan(plan.id);
  const remove = useDeletePlan(plan.id);
  const inUse =
    plan.inUse ||
    (remove.error instanceof ApiError && remove.error.status === ResultCode.PLAN_REGISTERED_OR_IN_USE);
  const notify = async (key: string) => {
    const { notifySuccess } = await import('../../../api/notify.ts');
    notifySuccess(t, key);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" data-plan-removal="">
      <Stack gap="sm">
        {inUse && (
          <Alert variant="light" color="orange" title={t('planAdmin.detail.inUseTitle')} data-plan-in-use="">
            {t('planAdmin.detail.inUseText')}
          </Alert>
        )}
        {remove.isError && !inUse && <RefusalAlert error={remove.error} />}
        <Group gap="sm">
          {!plan.archivedAt && (
            <ArchivePlanButton
              onConfirm={() => archive.mutateAsync().then(() => notify('planAdmin.detail.archived'))}
            />
          )}
          {!inUse && (
            <ConfirmDeleteButton
              name={plan.name}
              label={t('planAdmin.detail.delete')}
              text={t('planAdmin.detail.deleteText', { name: plan.name })}
              onConfirm={() =>
                remove.mutateAsync().then(async () => {
                  await notify('planAdmin.detail.deleted');
                  void navigate(href('plans'), { replace: true });
                })
              }
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Archiving asks first: the plan leaves sale for good. */
function ArchivePlanButton({ onConfirm }: { onConfirm: ConfirmAction }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The toast of the failed call says why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArchive size={16} aria-hidden />}
        onClick={open}
        data-archive-plan=""
      >
        {t('planAdmin.detail.archive')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('planAdmin.detail.archive')}
        closeButtonProps={{ 'aria-label': t('adminConsole.confirmDelete.close') }}
      >
        <Stack gap="md">
          <Text>{t('planAdmin.detail.archiveText')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} data-autofocus>
              {t('adminConsole.confirmDelete.keep')}
            </Button>
            <Button loading={busy} onClick={() => void confirm()} data-confirm-archive="">
              {t('planAdmin.detail.archive')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
