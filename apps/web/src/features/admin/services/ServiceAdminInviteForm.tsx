import { serviceAdminInviteSchema } from '@hondana/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useInviteServiceAdmin } from './service-queries.ts';

interface InviteValues extends Record<string, unknown> {
  email: string;
  fullName: string;
}

const bodyOf = (values: InviteValues) => ({
  email: values.email.trim(),
  ...(values.fullName.trim() ? { fullName: values.fullName } : {}),
});

const formSchema = z.preprocess((values) => bodyOf(values as InviteValues), serviceAdminInviteSchema);

/** A new service admin: e-mail and name; the account chooses its password from the mailed link. */
export function ServiceAdminInviteForm({ serviceId, onDone }: { serviceId: number; onDone(): void }) {
  const { t } = useTranslation();
  const invite = useInviteServiceAdmin(serviceId);
  const form = useSchemaForm<InviteValues>(formSchema, { initialValues: { email: '', fullName: '' } });
  const submit = form.onSubmit((values) => {
    if (invite.isPending) return;
    invite.mutate(serviceAdminInviteSchema.parse(bodyOf(values)), {
      onSuccess: async (admin) => {
        const { notify, SUCCESS_TOAST_MS } = await import('../../../api/notify.ts');
        notify('success', t('serviceDetail.admins.invited', { email: admin.email ?? '' }), {
          autoClose: SUCCESS_TOAST_MS,
        });
        onDone();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : null;
        if (field === 'email') form.setFieldError('email', t(errorKeyOf(error)));
      },
    });
  });
  const onEmail =
    invite.error instanceof ApiError && (invite.error.data as { field?: string } | null)?.field === 'email';
  return (
    <form onSubmit={submit} noValidate data-admin-invite-form="">
      <Stack gap="md">
        <Text size="sm">{t('serviceDetail.admins.inviteHint')}</Text>
        <TextInput
          {...form.getInputProps('email')}
          name="email"
          type="email"
          label={t('serviceDetail.admins.email')}
          required
          maxLength={255}
          data-autofocus
        />
        <TextInput
          {...form.getInputProps('fullName')}
          name="fullName"
          label={t('serviceDetail.admins.name')}
          maxLength={100}
        />
        {invite.isError && !onEmail && <RefusalAlert error={invite.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('serviceDetail.admins.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('serviceDetail.admins.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
