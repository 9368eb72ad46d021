import { type ReaderImportOutcome, type ReaderImportRow, readerImportOutcomes } from '@hondana/contract';
import { Badge, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ListPagination } from '../kit/ListPagination.tsx';
import { useReaderImportRows } from './reader-import-queries.ts';

const OUTCOME_COLOR: Record<ReaderImportOutcome, string> = {
  create: 'green.9',
  update: 'blue.9',
  refused: 'red.9',
  created: 'green.9',
  updated: 'blue.9',
};

/** The rule a problem names (its own text and values), else its result code's text. */
export function problemText(t: TFunction, problem: ReaderImportRow['problems'][number]): string {
  const byCode = t(`api.error.${problem.code}`, { defaultValue: t('api.error.unknown') });
  const where = problem.column ? `${problem.column}: ` : '';
  return where + (i18next.exists(problem.message) ? t(problem.message, problem.values ?? {}) : byCode);
}

/** The checked rows of an import, a page at a time, all or of one outcome (four narrow columns: no scrolling at phone width). */
export function ReaderImportRows({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ReaderImportOutcome | null>(null);
  const [page, setPage] = useState(1);
  const rows = useReaderImportRows(runId, outcome, page);
  return (
    <Stack gap="sm">
      <Select
        label={t('readerAdmin.import.outcome')}
        value={outcome ?? 'all'}
        allowDeselect={false}
        onChange={(value) => {
          setOutcome(!value || value === 'all' ? null : (value as ReaderImportOutcome));
          setPage(1);
        }}
        data={['all', ...readerImportOutcomes].map((value) => ({
          value,
          label: t(`readerAdmin.import.outcomes.${value}`),
        }))}
        w={{ base: '100%', xs: 220 }}
        data-import-outcome
      />
      {rows.data && rows.data.content.length === 0 ? (
        <Text size="sm">{t('readerAdmin.import.noRows')}</Text>
      ) : (
        <Table striped withTableBorder layout="fixed" data-import-rows>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('readerAdmin.import.row')}</Table.Th>
              <Table.Th>{t('readerAdmin.import.key')}</Table.Th>
              <Table.Th>{t('readerAdmin.import.result')}</Table.Th>
              <Table.Th>{t('readerAdmin.import.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows.data?.content ?? []).map((row) => (
              <Table.Tr key={row.row} data-import-row={row.row} data-outcome={row.outcome}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.key}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={OUTCOME_COLOR[row.outcome]}>
                    {t(`readerAdmin.import.outcomes.${row.outcome}`)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {row.problems.map((problem) => (
                    <Text size="sm" key={`${problem.column ?? ''}-${problem.code}`}>
                      {problemText(t, problem)}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rows.data && rows.data.totalPages > 1 && (
        <ListPagination page={rows.data.number} totalPages={rows.data.totalPages} onChange={setPage} />
      )}
    </Stack>
  );
}
