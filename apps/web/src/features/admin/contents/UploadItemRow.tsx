import { ActionIcon, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { UploadDetails } from './UploadDetails.tsx';
import { type DetailField, SEED_STATUS_NUMBER, type UploadItem, UploadStatus } from './upload-queue.ts';

const STATUS_COLOR = { ready: 'gray', progressing: 'blue', success: 'green', error: 'red' } as const;

interface UploadItemRowProps {
  item: UploadItem;
  titleError: string | undefined;
  yearError?: string | undefined;
  onTitle: (title: string) => void;
  onDetail: (field: DetailField, value: string) => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** One file of the upload dialog: its name, title, progress bar with percent, status and error. */
export function UploadItemRow({
  item,
  titleError,
  yearError,
  onTitle,
  onDetail,
  onCancel,
  onRemove,
}: UploadItemRowProps) {
  const { t } = useTranslation();
  const name = item.file.name;
  const status =
    item.status === UploadStatus.PROGRESSING
      ? t('contentAdmin.upload.status.progressing', { percent: item.percent })
      : item.errorKey
        ? t('contentAdmin.upload.status.errorWith', {
            reason: t(item.errorKey, { defaultValue: t('api.error.unknown') }),
          })
        : t(`contentAdmin.upload.status.${item.status}`);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-upload-item={name}
      data-upload-status={item.status}
      data-seed-status={SEED_STATUS_NUMBER[item.status]}
      data-percent={item.percent}
      data-content-id={item.contentId ?? undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} truncate="end" title={name}>
              {name}
            </Text>
          </Group>
          {item.status === UploadStatus.PROGRESSING ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onCancel}
              aria-label={t('contentAdmin.upload.cancelOf', { name })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={t('contentAdmin.upload.removeOf', { name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {item.status === UploadStatus.READY && (
          <>
            <TextInput
              size="xs"
              label={t('contentAdmin.upload.titleOf', { name })}
              value={item.title}
              maxLength={255}
              error={titleError}
              onChange={(event) => onTitle(event.currentTarget.value)}
              data-upload-title
            />
            <UploadDetails item={item} yearError={yearError} onDetail={onDetail} />
          </>
        )}
        <Progress
          value={item.percent}
          color={STATUS_COLOR[item.status]}
          aria-label={t('contentAdmin.upload.progressOf', { name })}
          animated={item.status === UploadStatus.PROGRESSING}
        />
        <Text size="xs" c={item.status === UploadStatus.ERROR ? 'red.9' : 'gray.7'} data-upload-message>
          {status}
        </Text>
      </Stack>
    </Paper>
  );
}
