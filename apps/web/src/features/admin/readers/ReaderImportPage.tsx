import type { ReaderImportPreview, ReaderImportRun } from '@hondana/contract';
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyApiError } from '../../../api/notify.ts';
import { downloadFile, uploadFile } from '../../../api/upload.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { FileDropZone } from '../contents/FileDropZone.tsx';
import { uploadErrorKey } from '../contents/upload-error.ts';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { problemText, ReaderImportRows } from './ReaderImportRows.tsx';
import { useReaderImportRun, useStartReaderImport } from './reader-import-queries.ts';

const isCsv = (name: string) => name.toLowerCase().endsWith('.csv');

/**
 * `…/readers/import`: a readers CSV file is checked first (nothing written: the counts and every row
 * with its outcome), then imported as a job followed to its end; the refused rows can be downloaded.
 */
export function ReaderImportPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { query: scope, href } = useConsoleScope();
  const [file, setFile] = useState<File | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<ReaderImportPreview | null>(null);
  const start = useStartReaderImport();
  const followed = useReaderImportRun(preview?.run.id ?? null, start.isSuccess);
  const run: ReaderImportRun | null = followed.data ?? preview?.run ?? null;

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setErrorKey(chosen && !isCsv(chosen.name) ? 'validate.file.notAllowed' : null);
    setFile(chosen && isCsv(chosen.name) ? chosen : null);
  };
  const check = () => {
    if (!file) {
      setErrorKey((shown) => shown ?? 'validate.file.required');
      return;
    }
    setErrorKey(null);
    setPreview(null);
    start.reset();
    setPercent(0);
    const sent = uploadFile('readerImportPreview', { file, query: scope, onProgress: setPercent });
    sent.result.then(setPreview, (error: unknown) => setErrorKey(uploadErrorKey(error)));
    void sent.result.finally(() => setPercent(null)).catch(() => undefined);
  };
  const save = (name: 'readerImportTemplate' | 'readerImportRefusedCsv', fileName: string) =>
    downloadFile(
      name,
      fileName,
      name === 'readerImportTemplate' ? undefined : { lang: language },
      run ? { id: run.id } : undefined,
    ).catch((error: unknown) => notifyApiError(error, t));
  const toImport = run ? run.counts.create + run.counts.update : 0;
  const values = run && {
    done: run.doneRows,
    total: run.totalRows,
    ...run.counts,
  };

  return (
    <ListPageFrame
      page="admin-reader-import"
      title={t('readerAdmin.import.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void save('readerImportTemplate', 'readers-template.csv')}
          data-reader-template
        >
          {t('readerAdmin.import.template')}
        </Button>
      }
    >
      <Anchor component={Link} to={href('readers')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('readerAdmin.import.back')}
        </Group>
      </Anchor>
      <FileDropZone
        label={t('readerAdmin.import.file')}
        dropText={file ? file.name : t('readerAdmin.import.drop')}
        hint={t('readerAdmin.import.hint')}
        accept=".csv"
        name="csv"
        disabled={percent !== null || run?.status === 'running'}
        onFiles={choose}
      />
      {errorKey && (
        <Alert color="red" role="alert" data-import-error={errorKey}>
          {t(errorKey, { defaultValue: t('api.error.unknown') })}
        </Alert>
      )}
      <Group>
        <Button
          leftSection={<IconFileCheck size={16} aria-hidden />}
          onClick={check}
          disabled={percent !== null || run?.status === 'running'}
          data-check-csv
        >
          {t('readerAdmin.import.check')}
        </Button>
      </Group>
      {percent !== null && (
        <Text size="sm" role="status">
          {t('readerAdmin.import.uploading', { percent })}
        </Text>
      )}
      {run && values && (
        <Stack gap="sm" data-import-run={run.id} data-import-status={run.status}>
          <Text fw={600} role="status">
            {run.status === 'previewed'
              ? t('readerAdmin.import.counts', values)
              : t(`readerAdmin.import.${run.status}`, values)}
          </Text>
          {run.fileProblem && (
            <Alert color="red" role="alert" data-file-problem={run.fileProblem.code}>
              {problemText(t, run.fileProblem)}
            </Alert>
          )}
          {run.status === 'running' && run.totalRows > 0 && (
            <Progress
              value={Math.round((run.doneRows / run.totalRows) * 100)}
              aria-label={t('readerAdmin.import.running', values)}
            />
          )}
          <Group gap="xs">
            {run.status === 'previewed' && toImport > 0 && (
              <Button loading={start.isPending} onClick={() => start.mutate(run.id)} data-start-import>
                {t('readerAdmin.import.start', { count: toImport })}
              </Button>
            )}
            {run.counts.refused > 0 && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void save('readerImportRefusedCsv', `readers-refused-${run.id}.csv`)}
                data-refused-csv
              >
                {t('readerAdmin.import.refusedCsv')}
              </Button>
            )}
          </Group>
          {preview && <ReaderImportRows runId={run.id} />}
        </Stack>
      )}
    </ListPageFrame>
  );
}
