import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { QueryStates } from '../kit/QueryStates.tsx';

/**
 * The ordinal discounts that apply to the plan's paid periods (its own and the service-wide ones), read
 * only: they are edited on their own page, and the charge preview above already applies them.
 */
export function PlanOrdinalDiscounts({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const discounts = useQuery({
    queryKey: ['admin', 'discount-ordinals', 'plan', planId],
    queryFn: ({ signal }) =>
      callApi(
        'discountOrdinalPage',
        { query: { subscriptionPlanId: planId, page: 1, size: 100 } },
        { signal },
      ),
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="plan-ordinals-title"
      data-plan-ordinals=""
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="plan-ordinals-title">
          {t('planAdmin.ordinals.title')}
        </Title>
        <QueryStates
          query={discounts}
          isEmpty={(page) => page.content.length === 0}
          emptyText={t('planAdmin.ordinals.none')}
        >
          {(page) => (
            <List spacing={4}>
              {page.content.map((d) => (
                <List.Item key={d.id} data-ordinal={d.ordinal}>
                  <Text span>
                    {t('planAdmin.ordinals.item', { ordinal: d.ordinal, percent: d.discountPercent })}{' '}
                    {d.subscriptionPlanId === null
                      ? t('planAdmin.ordinals.everyPlan')
                      : t('planAdmin.ordinals.thisPlan')}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </QueryStates>
      </Stack>
    </Paper>
  );
}
