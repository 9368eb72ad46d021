import type { ReaderBulkAction } from '@hondana/contract';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReaderBulkRun, useStartReaderBulk } from './reader-queries.ts';

/** The bulk actions the list offers (moving to a group is the import's and the group page's). */
const ACTIONS = ['stop', 'allow', 'delete'] as const satisfies readonly ReaderBulkAction[];
type ListedAction = (typeof ACTIONS)[number];
const CONFIRM_TEXT = {
  stop: 'readerAdmin.bulk.confirmStop',
  allow: 'readerAdmin.bulk.confirmAllow',
  delete: 'readerAdmin.bulk.confirmDelete',
} as const;

/**
 * The buttons over the selected readers: each asks first, naming how many, then starts the background
 * run; `onStarted` clears the selection and the page shows the run with `ReaderBulkRunSummary`.
 */
export function ReaderBulkButtons({
  userIds,
  onStarted,
}: {
  userIds: number[];
  onStarted(runId: number): void;
}) {
  const { t } = useTranslation();
  const start = useStartReaderBulk();
  const [asking, setAsking] = useState<ListedAction | null>(null);
  const count = userIds.length;
  const confirm = () => {
    if (!asking || start.isPending) return;
    start.mutate(
      { action: asking, userIds },
      {
        onSuccess: (run) => {
          setAsking(null);
          onStarted(run.id);
        },
      },
    );
  };
  return (
    <>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'delete' ? 'outline' : 'default'}
          color={action === 'delete' ? 'red.9' : undefined}
          onClick={() => setAsking(action)}
          data-bulk-action={action}
        >
          {t(`readerAdmin.bulk.${action}`)}
        </Button>
      ))}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('readerAdmin.bulk.confirmTitle', { count })}
        closeButtonProps={{ 'aria-label': t('readerAdmin.bulk.cancel') }}
      >
        <Stack gap="md" data-bulk-confirm={asking ?? ''}>
          <Text>{asking && t(CONFIRM_TEXT[asking], { count })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('readerAdmin.bulk.cancel')}
            </Button>
            <Button
              color={asking === 'delete' ? 'red.9' : undefined}
              loading={start.isPending}
              onClick={confirm}
            >
              {t('readerAdmin.bulk.confirm', { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** How far a started bulk run is, asked again until it ends; then what was done and each refusal's reason. */
export function ReaderBulkRunSummary({ runId, onClose }: { runId: number; onClose(): void }) {
  const { t } = useTranslation();
  const run = useReaderBulkRun(runId);
  if (!run.data) return null;
  const { status, done, total, refused } = run.data;
  const ended = status === 'finished' || status === 'failed';
  const key = status === 'failed' ? 'failed' : ended ? 'finished' : 'running';
  return (
    <Alert
      color={status === 'failed' ? 'red' : ended ? 'green' : 'blue'}
      variant="light"
      data-bulk-run={runId}
      data-bulk-status={status}
      withCloseButton={ended}
      closeButtonLabel={t('readerAdmin.bulk.close')}
      onClose={onClose}
    >
      <Text size="sm" role="status">
        {t(`readerAdmin.bulk.${key}`, { done, total })}
      </Text>
      {refused.length > 0 && (
        <List size="sm" mt="xs">
          {refused.map((r) => (
            <List.Item key={r.userId}>
              {t('readerAdmin.bulk.refused', {
                id: r.userId,
                reason: t(`api.error.${r.code}`, { defaultValue: t('api.error.unknown') }),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
