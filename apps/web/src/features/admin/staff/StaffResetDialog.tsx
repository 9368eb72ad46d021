import type { StaffItem } from '@hondana/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { staffName } from './staff-bits.tsx';
import { useStaffAction } from './staff-queries.ts';

/** Confirms taking a lost second factor off an account: it enrols again when it must have one. */
export function StaffResetDialog({
  staff,
  opened,
  onClose,
}: {
  staff: StaffItem;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const action = useStaffAction();
  const name = staffName(staff);
  const confirm = () =>
    action.mutate(
      { action: 'secondFactorReset', id: staff.id },
      {
        onSuccess: async () => {
          onClose();
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'staffAdmin.resetDone');
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staffAdmin.resetTitle', { name })}
      closeButtonProps={{ 'aria-label': t('staffAdmin.resetKeep') }}
    >
      <Stack gap="md" data-staff-reset-dialog="">
        <Text>{t('staffAdmin.resetText', { name })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('staffAdmin.resetKeep')}
          </Button>
          <Button color="red.9" loading={action.isPending} onClick={confirm} data-confirm-reset="">
            {t('staffAdmin.resetConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
