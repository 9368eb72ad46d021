import type { JobState } from '@hondana/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';

// Shades whose text (black or white, picked by autoContrast) keeps a 4.5:1 contrast.
const stateColor: Record<JobState, string> = {
  created: 'gray.3',
  retry: 'yellow.4',
  active: 'blue.3',
  completed: 'green.3',
  cancelled: 'gray.3',
  failed: 'orange.4',
  dead: 'red.9',
};

/** A job's state in words on its colour. */
export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={stateColor[state]} autoContrast>
      {t(`platformAdmin.jobs.states.${state}`)}
    </Badge>
  );
}

/** Failed and dead jobs may run again. */
export const isRetryable = (state: JobState) => state === 'failed' || state === 'dead';
