import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';

/** One titled form of the page: its fields, its refusal or check result, and its buttons. */
export function SettingsSection({
  id,
  title,
  onSubmit,
  saving,
  error,
  checking,
  onCheck,
  verified,
  checkError,
  children,
}: {
  id: string;
  title: string;
  onSubmit(event?: React.FormEvent<HTMLFormElement>): void;
  saving: boolean;
  error: unknown;
  checking?: boolean;
  onCheck?: () => void;
  verified?: boolean;
  checkError?: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={onSubmit} noValidate data-settings-form={id}>
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {children}
          {error ? <RefusalAlert error={error} /> : null}
          {checkError ? <RefusalAlert error={checkError} /> : null}
          {verified && (
            <Alert color="green.9" variant="light" role="status">
              {t('paymentSettingsAdmin.verified')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {onCheck && (
              <Button variant="default" onClick={onCheck} loading={checking}>
                {t('paymentSettingsAdmin.verify')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {t('paymentSettingsAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
