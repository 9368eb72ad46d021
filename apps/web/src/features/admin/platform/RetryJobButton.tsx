import type { JobSummary } from '@hondana/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { notifySuccess } from '../../../api/notify.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useRetryJob } from './platform-queries.ts';

const DEAD_SUFFIX = '.dead';

/** A failed or dead job's retry button and its confirmation; cancelling is the default focus. */
export function RetryJobButton({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const retry = useRetryJob();
  const dead = job.state === 'dead';
  const queue = dead && job.queue.endsWith(DEAD_SUFFIX) ? job.queue.slice(0, -DEAD_SUFFIX.length) : job.queue;
  const confirm = () =>
    retry.mutate(job.id, {
      onSuccess: () => {
        notifySuccess(t, 'platformAdmin.jobs.retried');
        close();
      },
    });
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        leftSection={<IconRefresh size={14} aria-hidden />}
        aria-label={t('platformAdmin.jobs.retryLabel', { id: job.id })}
        onClick={open}
        data-retry-job={job.id}
      >
        {t('platformAdmin.jobs.retry')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('platformAdmin.jobs.retryTitle')} centered>
        <Stack gap="md">
          <Text size="sm">
            {t(dead ? 'platformAdmin.jobs.retryDeadText' : 'platformAdmin.jobs.retryText', { queue })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('platformAdmin.jobs.cancel')}
            </Button>
            <Button onClick={confirm} loading={retry.isPending} data-confirm-retry>
              {t('platformAdmin.jobs.retryConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
