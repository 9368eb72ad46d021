import type { ContentAdmin } from '@hondana/contract';
import { Alert, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { contentKeys } from '../../../api/query-keys.ts';
import { uploadFile } from '../../../api/upload.ts';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { ContentStateBadge } from './ContentStateBadge.tsx';
import { FileDropZone } from './FileDropZone.tsx';
import { uploadErrorKey } from './upload-error.ts';
import { ACCEPTED_EXTENSIONS, hasAcceptedExtension } from './upload-queue.ts';

/** The file of a content: its state, the file readers see, a pending replacement, and the upload of a new one. */
export function ReplaceFileSection({ content }: { content: ContentAdmin }) {
  const { t } = useTranslation();
  const dates = useDates();
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const pending = content.pendingFile;

  const replace = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!hasAcceptedExtension(file.name)) {
      setErrorKey('validate.file.notAllowed');
      return;
    }
    setErrorKey(null);
    setPercent(0);
    const upload = uploadFile('contentReplaceFile', {
      params: { id: content.id },
      file,
      onProgress: setPercent,
    });
    upload.result.then(
      (answer) => {
        queryClient.setQueryData(contentKeys.detail(content.id), answer);
        void queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
        notifySuccess(t, 'contentAdmin.detail.replaced');
      },
      (error: unknown) => setErrorKey(uploadErrorKey(error)),
    );
    void upload.result.finally(() => setPercent(null)).catch(() => undefined);
  };

  const rows: [string, string][] = [];
  if (content.fileName) rows.push([t('contentAdmin.detail.fileName'), content.fileName]);
  if (content.fileKind)
    rows.push([t('contentAdmin.list.column.file'), t(`contentAdmin.fileKind.${content.fileKind}`)]);
  if (content.pageCount !== null) rows.push([t('contentAdmin.detail.pageCount'), String(content.pageCount)]);
  if (content.uploadedAt)
    rows.push([t('contentAdmin.detail.uploadedAt'), dates.dateTime(content.uploadedAt)]);
  if (content.publishedAt)
    rows.push([t('contentAdmin.detail.publishedAt'), dates.dateTime(content.publishedAt)]);

  return (
    <Stack gap="sm" data-file-section>
      <ContentStateBadge content={content} />
      {content.fileKind === null && !pending && <Text size="sm">{t('contentAdmin.detail.noFile')}</Text>}
      {rows.length > 0 && (
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pending && (
        <Alert
          color={pending.state === 'failed' ? 'red' : 'blue'}
          variant="light"
          data-pending-file={pending.state}
        >
          {pending.state === 'failed'
            ? t('contentAdmin.detail.pendingFailed', {
                name: pending.originalName,
                reason: t(`api.error.${pending.failureCode ?? 412}`, {
                  defaultValue: t('api.error.unknown'),
                }),
              })
            : t('contentAdmin.detail.pending', {
                name: pending.originalName,
                state: t(`contentAdmin.detail.pendingState.${pending.state}`),
              })}
        </Alert>
      )}
      {can(user, 'content.manage') && (
        <>
          <FileDropZone
            label={content.fileKind ? t('contentAdmin.detail.replace') : t('contentAdmin.detail.uploadFile')}
            dropText={t('contentAdmin.upload.drop')}
            hint={t('contentAdmin.detail.replaceHint')}
            accept={ACCEPTED_EXTENSIONS.join(',')}
            disabled={percent !== null}
            onFiles={replace}
          />
          {percent !== null && (
            <Progress
              value={percent}
              animated
              aria-label={t('contentAdmin.upload.status.progressing', { percent })}
              data-replace-progress={percent}
            />
          )}
          {errorKey && (
            <Alert color="red" role="alert" data-replace-error={errorKey}>
              {t(errorKey, { defaultValue: t('api.error.unknown') })}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
