import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTenant } from '../../../tenant/tenant-context.tsx';

/** `/thank-you`: the order is done; the library (its books now open) or the reader's plans. */
export function ThankYouPage() {
  const { t } = useTranslation();
  const { company } = useTenant();
  return (
    <Stack p="md" maw={720} gap="md" align="flex-start" data-thank-you="">
      <IconCircleCheck size={48} color="var(--mantine-color-green-8)" aria-hidden />
      <Title order={1} size="h2">
        {t('orders.thankYou.title')}
      </Title>
      <Text>{t('orders.thankYou.message')}</Text>
      <Group>
        <Button component={Link} to="/">
          {t('orders.thankYou.toLibrary')}
        </Button>
        {company.showSubscriptionStatus && (
          <Button component={Link} to="/subscription" variant="default" reloadDocument>
            {t('orders.thankYou.toSubscription')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
