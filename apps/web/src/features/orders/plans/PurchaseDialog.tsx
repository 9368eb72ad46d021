import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../session/session-store.ts';
import { useTenantHref } from '../../../tenant/use-tenant-path.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { enterCardPage, orderEntryRoute, planDetailRoute } from '../order-paths.ts';
import { PlanSummary } from './PlanSummary.tsx';
import { plansUnlocking, usePublicPlans } from './plan-queries.ts';

/**
 * The plans that unlock a content (a plan is needed to read it: 839): each with its price tax included
 * and before tax, its period and free days; choosing one opens its order entry. A visitor logs in first
 * and comes back to the order entry of the plan they chose.
 */
export function PurchaseDialog({
  opened,
  onClose,
  groupIds,
}: {
  opened: boolean;
  onClose(): void;
  groupIds: readonly number[];
}) {
  const { t } = useTranslation();
  const tenantHref = useTenantHref();
  const translate = useTranslated();
  const signedIn = useSession((s) => s.isAuthenticated);
  const plans = usePublicPlans(opened);
  const shown = plansUnlocking(plans.data ?? [], groupIds);

  const choose = (planId: number) => {
    const go = () => enterCardPage(tenantHref(orderEntryRoute(planId)));
    if (signedIn) go();
    else {
      onClose();
      useSession.getState().openLoginModal(go);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('orders.dialog.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('orders.dialog.close') }}
      data-purchase-dialog=""
    >
      <Stack gap="md">
        {!signedIn && <Text size="sm">{t('orders.dialog.loginFirst')}</Text>}
        {plans.isPending && <Text>{t('orders.entry.loading')}</Text>}
        {plans.isError && (
          <Alert color="red" variant="light">
            {t('orders.dialog.failed')}
          </Alert>
        )}
        {plans.isSuccess && shown.length === 0 && <Text>{t('orders.dialog.none')}</Text>}
        {shown.length > 0 && <Text>{t('orders.dialog.intro')}</Text>}
        {shown.map((plan) => (
          <PlanSummary
            key={plan.id}
            plan={plan}
            title={(name) => (
              <Anchor component={Link} to={planDetailRoute(plan.id)} fw={700} onClick={onClose}>
                {name}
              </Anchor>
            )}
          >
            <Group justify="flex-end">
              <Button onClick={() => choose(plan.id)} data-choose-plan={plan.id}>
                {t('orders.dialog.choose', { name: translate(plan.name, plan.nameTranslations) })}
              </Button>
            </Group>
          </PlanSummary>
        ))}
      </Stack>
    </Modal>
  );
}
