import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * Stands in for a page whose code is still loading (a lazy route chunk): inside the frame, so header,
 * banner and sidebar are already in place, and tall enough that the footer does not jump when the page
 * arrives. Announced once as "Loading…".
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack p="md" gap="sm" mih="60vh" role="status" aria-live="polite" data-page-skeleton="">
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="85%" />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}
