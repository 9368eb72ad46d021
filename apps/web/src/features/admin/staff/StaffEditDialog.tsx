import { STAFF_ID_MAX, type StaffItem, staffFieldsSchema } from '@hondana/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { staffName } from './staff-bits.tsx';
import { useUpdateStaff } from './staff-queries.ts';

interface StaffValues extends Record<string, unknown> {
  fullName: string;
  staffId: string;
}

/** A service admin's name and staff id, checked by the contract's schema before sending. */
export function StaffEditDialog({
  staff,
  opened,
  onClose,
}: {
  staff: StaffItem;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('staffAdmin.editTitle', { name: staffName(staff) })}
      closeButtonProps={{ 'aria-label': t('staffAdmin.cancel') }}
    >
      {opened && <StaffEditForm staff={staff} onDone={onClose} />}
    </Modal>
  );
}

function StaffEditForm({ staff, onDone }: { staff: StaffItem; onDone(): void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff(staff.id);
  const form = useSchemaForm<StaffValues>(staffFieldsSchema, {
    initialValues: { fullName: staff.fullName ?? '', staffId: staff.staffId ?? '' },
  });
  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    update.mutate(staffFieldsSchema.parse(values), {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'staffAdmin.saved');
        onDone();
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate data-staff-form="">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('fullName')}
          name="fullName"
          label={t('staffAdmin.fullName')}
          required
          maxLength={100}
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('staffId')}
          name="staffId"
          label={t('staffAdmin.staffId')}
          maxLength={STAFF_ID_MAX}
        />
        {update.isError && <RefusalAlert error={update.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('staffAdmin.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('staffAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
