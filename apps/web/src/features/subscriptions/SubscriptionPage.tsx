import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PageSkeleton } from '../../shared/PageSkeleton.tsx';
import { useCardPageDocument } from '../orders/order-paths.ts';
import { ChangeCardSection } from './ChangeCardSection.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { useRegisteredSubscriptions } from './subscription-queries.ts';

/**
 * `/subscription` (login required, when the company shows subscriptions): the reader's plans with what
 * is charged next and until when they can read, cancel and upgrade, the change of card, and the link to
 * the payment history. A card page: entered by a full page load (its own Content-Security-Policy).
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const ready = useCardPageDocument();
  const plans = useRegisteredSubscriptions();
  if (!ready) return <PageSkeleton />;
  const list = plans.data?.content ?? [];
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%" data-page="subscription">
      <Title order={1} size="h2">
        {t('subscription.page.title')}
      </Title>
      <Text>{t('subscription.page.intro')}</Text>
      {plans.isPending && <PageSkeleton />}
      {plans.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs">
            <Text>{t('subscription.page.loadFailed')}</Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => void plans.refetch()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('subscription.page.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {plans.isSuccess && list.length === 0 && (
        <Text data-subscriptions-empty>{t('subscription.page.empty')}</Text>
      )}
      {list.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} />
      ))}
      {list.some((s) => s.cardMask) && <ChangeCardSection />}
      <Anchor component={Link} to="payments" relative="path" data-payment-history-link>
        {t('subscription.page.history')}
      </Anchor>
    </Stack>
  );
}
