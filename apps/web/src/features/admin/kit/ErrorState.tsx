import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * A call that failed: a title (what could not be done), the result code's own message, translated, and a
 * retry button.
 */
export function ErrorState({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? t(error.messageKey) : t('api.error.unknown');
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      title={title ?? t('adminConsole.list.loadFailed')}
      data-error-state={error instanceof ApiError ? error.status : 0}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {t('adminConsole.list.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
