import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.ts';

export type PlaceholderTopic =
  | 'home'
  | 'group'
  | 'content'
  | 'search'
  | 'viewer'
  | 'profile'
  | 'notifications'
  | 'subscription'
  | 'subscriptionDetail'
  | 'orderEntry'
  | 'paymentProcessing'
  | 'paymentConfirm'
  | 'thankYou'
  | 'login'
  | 'register'
  | 'forgetPassword'
  | 'admin';

/** Says plainly what this page will hold once its feature lands; never pretends to work. */
export function PlaceholderPage({ topic }: { topic: PlaceholderTopic }) {
  const { t } = useTranslation();
  return (
    <Stack p="md" data-placeholder={topic}>
      <Alert variant="light" color="gray" icon={<IconHourglass aria-hidden />}>
        <Title order={1} size="h4" mb="xs">
          {t('shell.placeholder.title')}
        </Title>
        <Text>{t('shell.placeholder.comingWith', { what: t(`shell.placeholder.what.${topic}`) })}</Text>
      </Alert>
    </Stack>
  );
}
