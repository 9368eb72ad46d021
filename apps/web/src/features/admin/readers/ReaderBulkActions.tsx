import type { ReaderBulkAction } from '@hondana/contract';
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReaderBulkRun, useStartReaderBulk } from './reader-queries.ts';

/** The bulk actions the list offers, in the order of their buttons. */
const ACTIONS = ['stop', 'allow', 'move-group', 'delete'] as const satisfies readonly ReaderBulkAction[];
type ListedAction = (typeof ACTIONS)[number];
const CONFIRM_TEXT = {
  stop: 'readerAdmin.bulk.confirmStop',
  allow: 'readerAdmin.bulk.confirmAllow',
  delete: 'readerAdmin.bulk.confirmDelete',
} as const;
/** The move's choice that takes the readers out of their group (the select needs a value for it). */
const NO_GROUP = 'none';

/**
 * The buttons over the selected readers: each asks first, naming how many, then starts the background
 * run; `onStarted` clears the selection and the page shows the run with `ReaderBulkRunSummary`.
 */
export function ReaderBulkButtons({
  userIds,
  groups,
  onStarted,
}: {
  userIds: number[];
  /** The company's user groups, for moving the readers to one. */
  groups: { value: string; label: string }[];
  onStarted(runId: number): void;
}) {
  const { t } = useTranslation();
  const start = useStartReaderBulk();
  const [asking, setAsking] = useState<ListedAction | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [targetMissing, setTargetMissing] = useState(false);
  const count = userIds.length;
  const moving = asking === 'move-group';
  const ask = (action: ListedAction) => {
    setTarget(null);
    setTargetMissing(false);
    setAsking(action);
  };
  const confirm = () => {
    if (!asking || start.isPending) return;
    if (moving && target === null) {
      setTargetMissing(true);
      return;
    }
    const userGroupId = moving && target !== NO_GROUP ? Number(target) : null;
    start.mutate(
      { action: asking, userIds, userGroupId },
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
          onClick={() => ask(action)}
          data-bulk-action={action}
        >
          {t(`readerAdmin.bulk.${action}`)}
        </Button>
      ))}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(moving ? 'readerAdmin.bulk.moveTitle' : 'readerAdmin.bulk.confirmTitle', { count })}
        closeButtonProps={{ 'aria-label': t('readerAdmin.bulk.cancel') }}
      >
        <Stack gap="md" data-bulk-confirm={asking ?? ''}>
          {moving ? (
            <MoveTarget
              groups={groups}
              value={target}
              missing={targetMissing}
              count={count}
              onChange={(value) => {
                setTarget(value);
                setTargetMissing(false);
              }}
            />
          ) : (
            <Text>{asking && t(CONFIRM_TEXT[asking], { count })}</Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus={!moving || undefined}>
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

/** The group the selected readers move to, and what the move does, once one is chosen. */
function MoveTarget({
  groups,
  value,
  missing,
  count,
  onChange,
}: {
  groups: { value: string; label: string }[];
  value: string | null;
  missing: boolean;
  count: number;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  const group = groups.find((g) => g.value === value)?.label;
  return (
    <>
      <Select
        label={t('readerAdmin.bulk.moveTarget')}
        data={[...groups, { value: NO_GROUP, label: t('readerAdmin.bulk.moveNone') }]}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        error={missing ? t('readerAdmin.bulk.chooseGroup') : undefined}
        data-autofocus
        data-bulk-move-target
      />
      {value !== null && (
        <Text>
          {value === NO_GROUP
            ? t('readerAdmin.bulk.confirmMoveOut', { count })
            : t('readerAdmin.bulk.confirmMove', { count, group })}
        </Text>
      )}
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
