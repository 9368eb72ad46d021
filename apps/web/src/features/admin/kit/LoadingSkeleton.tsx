import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

const BARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Stands in for a list or a form while its data loads: `rows` grey bars, announced once as loading. */
export function LoadingSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-live="polite" data-loading-skeleton>
      <VisuallyHidden>{t('shell.loading')}</VisuallyHidden>
      {BARS.slice(0, rows).map((bar) => (
        <Skeleton key={bar} height={32} width={bar % 2 ? '92%' : '100%'} />
      ))}
    </Stack>
  );
}
