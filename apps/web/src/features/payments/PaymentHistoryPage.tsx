import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PaymentHistory } from './PaymentHistory.tsx';

/** `/subscription/payments`: the reader's payment history with their receipts. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%" data-page="payment-history">
      <Title order={1} size="h2">
        {t('payments.history.title')}
      </Title>
      <Text>{t('payments.history.intro')}</Text>
      <PaymentHistory />
      <Anchor component={Link} to="../subscription" relative="path">
        {t('payments.history.back')}
      </Anchor>
    </Stack>
  );
}
