import type { TenantProcessingTime } from '@hondana/contract';
import { Box, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { EmptyState } from '../kit/EmptyState.tsx';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { formatBytes } from './format-bytes.ts';
import { formatDuration } from './format-duration.ts';
import { useProcessingTime } from './platform-queries.ts';

const PERIODS = [1, 7, 30, 90] as const;

/**
 * What each tenant's uploaded files cost the processing workers over the last days (GET
 * /jobs/processing-time), most first: runs, refusals, total, average and longest time, text stored.
 */
export function ProcessingTimeSection() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(7);
  const times = useProcessingTime(days);
  return (
    // Not a landmark of its own: the table's scrolling region is the one named by the title.
    <Stack gap="sm" data-processing-time>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3" id="processing-time-title">
            {t('platformAdmin.processing.title')}
          </Title>
          <Text size="sm">{t('platformAdmin.processing.text')}</Text>
        </Stack>
        <Select
          label={t('platformAdmin.processing.period')}
          data={PERIODS.map((value) => ({
            value: String(value),
            label: t(`platformAdmin.processing.days${value}`),
          }))}
          value={String(days)}
          allowDeselect={false}
          onChange={(value) => setDays(Number(value ?? 7))}
          w={{ base: '100%', xs: 200 }}
          data-processing-days
        />
      </Group>
      {times.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : times.isError ? (
        <ErrorState
          error={times.error}
          title={t('platformAdmin.processing.loadFailed')}
          onRetry={() => void times.refetch()}
        />
      ) : times.data.length === 0 ? (
        <EmptyState text={t('platformAdmin.processing.empty')} />
      ) : (
        <ProcessingTable rows={times.data} />
      )}
    </Stack>
  );
}

const numeric = ['runs', 'refused', 'totalMs', 'averageMs', 'maxMs', 'textBytes'] as const;

function ProcessingTable({ rows }: { rows: TenantProcessingTime[] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const dates = useDates();
  const cell = (row: TenantProcessingTime, column: (typeof numeric)[number]) => {
    if (column === 'runs' || column === 'refused') return row[column];
    if (column === 'textBytes') return formatBytes(row.textBytes, language);
    const ms = column === 'averageMs' ? Math.round(row.totalMs / Math.max(row.runs, 1)) : row[column];
    return formatDuration(ms, language);
  };
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard scrolls it too.
    <Box role="region" aria-labelledby="processing-time-title" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={760} striped withTableBorder data-processing-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('platformAdmin.processing.company')}</Table.Th>
            {numeric.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(`platformAdmin.processing.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('platformAdmin.processing.lastRunAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.companyId} data-processing-company={row.companyId}>
              <Table.Th scope="row" fw={400}>
                {row.companyName}
              </Table.Th>
              {numeric.map((column) => (
                <Table.Td
                  key={column}
                  ta="right"
                  c={column === 'refused' && row.refused > 0 ? 'red.8' : undefined}
                >
                  {cell(row, column)}
                </Table.Td>
              ))}
              <Table.Td>
                <time dateTime={row.lastRunAt}>{dates.dateTime(row.lastRunAt)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
