import type { ReaderItem } from '@hondana/contract';
import { Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteButton.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { useReaderAction, useReaderDeleteImpact } from './reader-queries.ts';
import { readerName } from './reader-status-badge.tsx';

/** The delete confirmation: it counts what goes with the reader first, and only then offers to delete. */
export function ReaderDeleteDialog({
  reader,
  opened,
  onClose,
}: {
  reader: ReaderItem;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { href } = useConsoleScope();
  const impact = useReaderDeleteImpact(reader.id, opened);
  const remove = useReaderAction(reader.id);
  const name = readerName(reader);
  if (opened && !impact.data) {
    return impact.isError ? null : (
      <Text size="sm" role="status">
        {t('readerAdmin.detail.impactLoading')}
      </Text>
    );
  }
  return (
    <ConfirmDeleteDialog
      opened={opened && Boolean(impact.data)}
      onClose={onClose}
      name={name}
      text={impact.data ? t('readerAdmin.detail.impact', { name, ...impact.data }) : ''}
      confirmLabel={t('readerAdmin.detail.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate('readerDelete', {
          onSuccess: async () => {
            const { notifySuccess } = await import('../../../api/notify.ts');
            notifySuccess(t, 'readerAdmin.detail.deleted');
            onClose();
            void navigate(href('readers'));
          },
        })
      }
    />
  );
}
