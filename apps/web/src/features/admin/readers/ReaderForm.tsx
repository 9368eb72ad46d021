import { AccountStatus, type ReaderItem, readerFieldsSchema, UserSubscriptionType } from '@hondana/contract';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { errorKeyOf } from '../../auth/validation.ts';
import { useSchemaForm } from '../kit/schema-form.ts';
import { DayInput } from './DayInput.tsx';
import { fieldOfCode, fieldsOf, formValuesOf, type ReaderFormValues } from './reader-form-values.ts';
import { useReaderGroupOptions, useSaveReader } from './reader-queries.ts';

/** The contract's schema over what the form would send, so its problems land on the form's fields. */
const formSchema = z.preprocess((values) => fieldsOf(values as ReaderFormValues), readerFieldsSchema);

/**
 * Adds a reader (it is mailed a link to choose its password) or edits one. The server checks the
 * username and e-mail address (format, taken) and the login period; its refusal shows on its field.
 */
export function ReaderForm({ reader, onDone }: { reader: ReaderItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const groups = useReaderGroupOptions(can(user, 'userGroup.read'));
  const save = useSaveReader();
  const form = useSchemaForm<ReaderFormValues>(formSchema, { initialValues: formValuesOf(reader) });
  const period = form.values.subscriptionType === UserSubscriptionType.LOGIN;

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { id: reader?.id ?? null, fields: fieldsOf(values) },
      {
        onSuccess: async (saved) => {
          const { notifySuccess } = await import('../../../api/notify.ts');
          const invited = 'invitationSent' in saved ? saved.invitationSent : null;
          notifySuccess(
            t,
            invited === null
              ? 'readerAdmin.form.saved'
              : invited
                ? 'readerAdmin.form.invited'
                : 'readerAdmin.form.addedNoMail',
          );
          onDone();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? fieldOfCode(error.status) : null;
          if (field) form.setFieldError(field, t(errorKeyOf(error)));
        },
      },
    );
  });
  const code = save.error instanceof ApiError ? save.error.status : 0;
  const general = save.isError && fieldOfCode(code) === null;
  const text = (name: 'fullName' | 'username' | 'email' | 'staffId', extra: object = {}) => (
    <TextInput
      label={t(`readerAdmin.form.${name}`)}
      name={name}
      styles={{ description: { color: READABLE_GREY } }}
      {...form.getInputProps(name)}
      {...extra}
    />
  );
  return (
    <form onSubmit={submit} noValidate data-reader-form="">
      <Stack gap="md">
        {text('fullName', { required: true, maxLength: 100 })}
        {text('username', { maxLength: 200, autoComplete: 'off' })}
        {text('email', { type: 'email', description: reader ? undefined : t('readerAdmin.form.emailHint') })}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="reader-status">
            {t('readerAdmin.form.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="reader-status"
            value={String(form.values.status)}
            onChange={(value) => form.setFieldValue('status', Number(value))}
            data={[AccountStatus.ALLOW, AccountStatus.STOP].map((s) => ({
              value: String(s),
              label: t(`readerAdmin.statuses.${s}`),
            }))}
          />
        </Stack>
        <Select
          label={t('readerAdmin.form.userGroup')}
          placeholder={t('readerAdmin.form.noGroup')}
          data={groups.data ?? []}
          clearable
          name="userGroupId"
          {...form.getInputProps('userGroupId')}
        />
        <Select
          label={t('readerAdmin.form.subscriptionType')}
          data={[UserSubscriptionType.NONE, UserSubscriptionType.LOGIN].map((s) => ({
            value: String(s),
            label: t(`readerAdmin.types.${s}`),
          }))}
          allowDeselect={false}
          value={String(form.values.subscriptionType)}
          onChange={(value) => form.setFieldValue('subscriptionType', Number(value))}
        />
        {period && (
          <Group grow align="flex-start">
            <DayInput
              label={t('readerAdmin.form.subscriptionStart')}
              name="subscriptionStart"
              value={form.values.subscriptionStart}
              error={form.errors.subscriptionStart}
              onChange={(day) => form.setFieldValue('subscriptionStart', day)}
            />
            <DayInput
              label={t('readerAdmin.form.subscriptionEnd')}
              name="subscriptionEnd"
              value={form.values.subscriptionEnd}
              error={form.errors.subscriptionEnd}
              onChange={(day) => form.setFieldValue('subscriptionEnd', day)}
            />
          </Group>
        )}
        {text('staffId', { maxLength: 64 })}
        {general && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            data-save-error={code}
          >
            {t(errorKeyOf(save.error), { defaultValue: t('api.error.unknown') })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('readerAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('readerAdmin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
