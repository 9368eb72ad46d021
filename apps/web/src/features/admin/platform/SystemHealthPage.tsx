import type { PartStatus, PlatformHealth } from '@hondana/contract';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { formatBytes } from './format-bytes.ts';
import { usePlatformHealth } from './platform-queries.ts';

// Shades whose text (black or white, picked by autoContrast) keeps a 4.5:1 contrast.
const statusColor: Record<PartStatus, string> = { up: 'green.3', degraded: 'yellow.4', down: 'red.9' };

/** `/admin/system-health`: the database, storage, background workers and job queues (system admin). */
export function SystemHealthPage() {
  const { t } = useTranslation();
  const dates = useDates();
  const health = usePlatformHealth();
  return (
    <ListPageFrame
      page="system-health"
      title={t('platformAdmin.health.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void health.refetch()}
          loading={health.isFetching}
        >
          {t('platformAdmin.health.refresh')}
        </Button>
      }
      filters={
        health.data && (
          <Text size="sm" c="gray.7">
            {t('platformAdmin.health.checkedAt', { time: dates.dateTime(health.data.checkedAt) })}
          </Text>
        )
      }
    >
      {health.isPending ? (
        <LoadingSkeleton />
      ) : health.isError ? (
        <ErrorState
          error={health.error}
          title={t('platformAdmin.health.loadFailed')}
          onRetry={() => void health.refetch()}
        />
      ) : (
        <HealthParts health={health.data} />
      )}
    </ListPageFrame>
  );
}

function HealthParts({ health }: { health: PlatformHealth }) {
  const { t } = useTranslation();
  const dates = useDates();
  const language = useCurrentLanguage();
  const { database, storage, worker } = health;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <PartCard part="database" status={database.status}>
          {database.status === 'down' ? (
            <Text size="sm">{t('platformAdmin.health.database.unreachable')}</Text>
          ) : (
            <>
              {database.roundTripMs !== null && (
                <Text size="sm">
                  {t('platformAdmin.health.database.roundTrip', { ms: database.roundTripMs })}
                </Text>
              )}
              {database.sizeBytes !== null && (
                <Text size="sm">
                  {t('platformAdmin.health.database.size', {
                    size: formatBytes(database.sizeBytes, language),
                  })}
                </Text>
              )}
            </>
          )}
        </PartCard>
        <PartCard part="storage" status={storage.status}>
          <Text size="sm">
            {t(
              storage.writable
                ? 'platformAdmin.health.storage.writable'
                : 'platformAdmin.health.storage.notWritable',
            )}
          </Text>
          {storage.freeBytes !== null && (
            <Text size="sm">
              {t('platformAdmin.health.storage.free', { size: formatBytes(storage.freeBytes, language) })}
            </Text>
          )}
        </PartCard>
        <PartCard part="worker" status={worker.status}>
          <Text size="sm">{t('platformAdmin.health.worker.running', { count: worker.running })}</Text>
          <Text size="sm">
            {worker.lastSeenAt
              ? t('platformAdmin.health.worker.lastSeen', { time: dates.dateTime(worker.lastSeenAt) })
              : t('platformAdmin.health.worker.neverSeen')}
          </Text>
          <Text size="xs" c="gray.7">
            {t('platformAdmin.health.worker.downAfter', { seconds: worker.downAfterSeconds })}
          </Text>
        </PartCard>
      </SimpleGrid>
      <QueueTable queues={health.queues} />
    </Stack>
  );
}

/** One part: its name, its status as a coloured badge with the status in words, then its figures. */
function PartCard({
  part,
  status,
  children,
}: {
  part: 'database' | 'storage' | 'worker';
  status: PartStatus;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-health-part={part} data-health-status={status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {t(`platformAdmin.health.${part}.title`)}
          </Title>
          <Badge color={statusColor[status]} variant="filled" autoContrast>
            {t(`platformAdmin.health.status.${status}`)}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

const counts = ['created', 'retry', 'active', 'failedLastDay', 'dead'] as const;

function QueueTable({ queues }: { queues: PlatformHealth['queues'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="health-queues-title">
        {t('platformAdmin.health.queues.title')}
      </Title>
      {queues.length === 0 ? (
        <EmptyState text={t('platformAdmin.health.queues.none')} />
      ) : (
        // Scrolls sideways on a phone: focusable, so the keyboard scrolls it too.
        <Box role="region" aria-labelledby="health-queues-title" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table miw={560} striped withTableBorder data-health-queues>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('platformAdmin.health.queues.queue')}</Table.Th>
                {counts.map((count) => (
                  <Table.Th key={count} scope="col" ta="right">
                    {t(`platformAdmin.health.queues.${count}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queues.map((queue) => (
                <Table.Tr key={queue.queue} data-health-queue={queue.queue}>
                  <Table.Th scope="row" fw={400}>
                    <code>{queue.queue}</code>
                  </Table.Th>
                  {counts.map((count) => (
                    <Table.Td
                      key={count}
                      ta="right"
                      c={
                        queue[count] > 0 && (count === 'dead' || count === 'failedLastDay')
                          ? 'red.8'
                          : undefined
                      }
                    >
                      {queue[count]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
