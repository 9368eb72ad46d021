import type { CsvImportRun } from '@hondana/contract';
import { Alert, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { contentKeys } from '../../../api/query-keys.ts';
import { type Upload, uploadFile } from '../../../api/upload.ts';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useCsvImportRun } from './content-queries.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { uploadErrorKey } from './upload-error.ts';

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * CSV import: a .csv file is sent with progress, then the run is followed until it ends, showing
 * the rows processed and the report of refused rows (row, column, translated code).
 */
export function CsvImportDialog() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [started, setStarted] = useState<CsvImportRun | null>(null);
  const upload = useRef<Upload<CsvImportRun> | null>(null);
  const run = useCsvImportRun(started);
  const queryClient = useQueryClient();
  const { query: scope } = useConsoleScope();
  const current = run.data ?? null;
  const running = percent !== null || current?.status === 'running';

  useEffect(() => {
    if (current && current.status !== 'running')
      void queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
  }, [current, queryClient]);

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    if (chosen && !isCsv(chosen.name)) {
      setFile(null);
      setErrorKey('validate.file.notAllowed');
      return;
    }
    setFile(chosen);
    setErrorKey(null);
    setStarted(null);
  };

  const send = () => {
    if (!file) {
      setErrorKey('validate.file.required');
      return;
    }
    setErrorKey(null);
    setPercent(0);
    const sent = uploadFile('contentCsvImport', { file, query: scope, onProgress: setPercent });
    upload.current = sent;
    sent.result.then(
      (answer) => {
        setStarted(answer);
        setFile(null);
      },
      (error: unknown) => setErrorKey(uploadErrorKey(error)),
    );
    void sent.result
      .finally(() => {
        setPercent(null);
        upload.current = null;
      })
      .catch(() => undefined);
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={open}
        data-open-csv-import
      >
        {t('contentAdmin.csv.import')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('contentAdmin.csv.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('contentAdmin.csv.close') }}
      >
        <Stack gap="md" data-csv-import>
          <FileDropZone
            label={t('contentAdmin.csv.file')}
            dropText={file ? file.name : t('contentAdmin.csv.drop')}
            hint={t('contentAdmin.csv.hint')}
            accept=".csv"
            name="csv"
            disabled={running}
            onFiles={choose}
          />
          {errorKey && (
            <Alert color="red" role="alert" data-csv-error={errorKey}>
              {t(errorKey, { defaultValue: t('api.error.unknown') })}
            </Alert>
          )}
          {percent !== null && (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t('contentAdmin.csv.uploading', { percent })} animated />
              <Text size="sm" role="status">
                {t('contentAdmin.csv.uploading', { percent })}
              </Text>
            </Stack>
          )}
          {current && <CsvRunReport run={current} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('contentAdmin.csv.close')}
            </Button>
            <Button onClick={send} disabled={running} data-send-csv>
              {t('contentAdmin.csv.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The rule a refusal names (its own message key and values), else its result code's text. */
function problemText(t: TFunction, problem: CsvImportRun['problems'][number]): string {
  const byCode = t(`api.error.${problem.code}`, { defaultValue: t('api.error.unknown') });
  return i18next.exists(problem.message) ? t(problem.message, problem.values ?? {}) : byCode;
}

function CsvRunReport({ run }: { run: CsvImportRun }) {
  const { t } = useTranslation();
  const processed = run.okRows + run.errorRows;
  const values = { done: processed, total: run.totalRows, ok: run.okRows, errors: run.errorRows };
  return (
    <Stack gap="sm" data-csv-run={run.id} data-csv-status={run.status}>
      <Text size="sm" role="status" fw={600}>
        {run.status === 'running'
          ? t('contentAdmin.csv.running', values)
          : t(`contentAdmin.csv.${run.status}`, values)}
      </Text>
      {run.status === 'running' && run.totalRows > 0 && (
        <Progress
          value={Math.round((processed / run.totalRows) * 100)}
          aria-label={t('contentAdmin.csv.running', values)}
        />
      )}
      {run.status !== 'running' && run.problems.length === 0 && (
        <Text size="sm">{t('contentAdmin.csv.noProblems')}</Text>
      )}
      {run.problems.length > 0 && (
        <Table.ScrollContainer minWidth={320} maxHeight={280}>
          <Table striped withTableBorder>
            <Table.Caption>{t('contentAdmin.csv.report')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.csv.row')}</Table.Th>
                <Table.Th>{t('contentAdmin.csv.column')}</Table.Th>
                <Table.Th>{t('contentAdmin.csv.problem')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {run.problems.map((problem) => (
                <Table.Tr
                  key={`${problem.row}-${problem.column ?? ''}-${problem.code}`}
                  data-csv-problem={problem.code}
                >
                  <Table.Td>{problem.row}</Table.Td>
                  <Table.Td>{problem.column ?? ''}</Table.Td>
                  <Table.Td>{problemText(t, problem)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
