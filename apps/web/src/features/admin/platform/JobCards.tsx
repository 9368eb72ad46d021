import type { JobSummary } from '@hondana/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isRetryable, JobStateBadge } from './job-state-badge.tsx';
import { RetryJobButton } from './RetryJobButton.tsx';

/** The jobs at phone width: one card each instead of the table's columns. */
export function JobCards({ jobs, manage }: { jobs: JobSummary[]; manage: boolean }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {jobs.map((job) => (
        <Paper
          component="li"
          key={job.id}
          withBorder
          radius="md"
          p="sm"
          data-job={job.id}
          data-job-state={job.state}
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                <code>{job.queue}</code>
              </Text>
              <JobStateBadge state={job.state} />
            </Group>
            <Text size="sm">
              {t('platformAdmin.jobs.attempts')}: {job.attempts} / {job.maxAttempts}
            </Text>
            <Text size="sm">
              {t('platformAdmin.jobs.createdAt')}:{' '}
              <time dateTime={job.createdAt}>{dates.dateTime(job.createdAt)}</time>
            </Text>
            {job.lastError && (
              <Text size="sm" c="red.8" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
                {t('platformAdmin.jobs.lastError')}: {job.lastError}
              </Text>
            )}
            {manage && isRetryable(job.state) && (
              <Group justify="flex-end">
                <RetryJobButton job={job} />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
