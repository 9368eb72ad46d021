import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorKeyOf } from './validation.ts';

/** The card of the unauthenticated pages: a title, an optional intro, the content; 400 px wide. */
export function AuthCard({
  title,
  intro,
  page,
  width = 400,
  children,
}: {
  title: string;
  intro?: ReactNode;
  page: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Stack px="md" py="xl" data-page={page}>
      <Paper mx="auto" w="100%" maw={width} p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text>{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A failed call's `api.error.<code>` message, on the form that made it. */
export function FormError({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={title}>
      {t(errorKeyOf(error), { defaultValue: t('api.error.unknown') })}
    </Alert>
  );
}
