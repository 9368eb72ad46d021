import { Anchor, Button, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { rememberReturnRoute } from '../../../app/return-route.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSession } from '../../../session/session-store.ts';
import { PageSkeleton } from '../../../shared/PageSkeleton.tsx';
import { useTenant } from '../../../tenant/tenant-context.tsx';
import { useTenantHref } from '../../../tenant/use-tenant-path.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { enterCardPage, orderEntryRoute } from '../order-paths.ts';
import { PlanSummary } from './PlanSummary.tsx';
import { usePublicPlan } from './plan-queries.ts';

/**
 * `/subscription/:id`: one plan on sale — its image, description, price tax included and before tax,
 * period, free days and the content groups it unlocks — and the buy button. A plan that cannot be
 * loaded sends the reader to the login (seed rule), this page remembered for afterwards.
 */
export function PlanDetailPage() {
  const { t } = useTranslation();
  const translate = useTranslated();
  const tenantHref = useTenantHref();
  const { company } = useTenant();
  const location = useLocation();
  const planId = Number(useParams().subscriptionId);
  const plan = usePublicPlan(planId);
  const signedIn = useSession((s) => s.isAuthenticated);
  const failed = plan.isError || !Number.isInteger(planId) || planId <= 0;

  if (failed) {
    rememberReturnRoute(company.path, `${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (!plan.data) return <PageSkeleton />;
  const data = plan.data;
  const buy = () => {
    const go = () => enterCardPage(tenantHref(orderEntryRoute(data.id)));
    if (signedIn) go();
    else useSession.getState().openLoginModal(go);
  };
  const image = translate(data.imageUrl, data.imageUrlTranslations);
  const description = translate(data.description, data.descriptionTranslations);

  return (
    <Stack component="article" gap="md" p="md" maw={720} data-plan-detail={data.id}>
      <PlanSummary
        plan={data}
        title={(name) => (
          <Title order={1} size="h2">
            {name}
          </Title>
        )}
      />
      {image && <Image src={image} alt="" maw={480} radius="sm" />}
      {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
      {data.contentGroups.length > 0 && (
        <section aria-labelledby="plan-unlocks">
          <Title order={2} size="h4" id="plan-unlocks">
            {t('orders.plan.unlocks')}
          </Title>
          <List>
            {data.contentGroups.map((group) => (
              <List.Item key={group.id}>
                <Anchor component={Link} to={`/home-search/${group.id}`}>
                  {translate(group.name, group.nameTranslations)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Group>
        <Button size="md" onClick={buy} data-buy-plan={data.id}>
          {t('orders.plan.buy')}
        </Button>
      </Group>
    </Stack>
  );
}
