import { AccountStatus, READER_PARAM_MAX, UserSubscriptionType } from '@hondana/contract';
import { Fieldset, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DayInput } from './DayInput.tsx';
import type { ReaderFormValues, ReaderTextField } from './reader-form-values.ts';

export type ReaderFormApi = UseFormReturnType<ReaderFormValues>;

/** One text field of the reader form, its error and hint from the form. */
export function ReaderTextInput({
  form,
  name,
  ...extra
}: {
  form: ReaderFormApi;
  name: ReaderTextField;
  required?: boolean;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput label={t(`readerAdmin.form.${name}`)} name={name} {...form.getInputProps(name)} {...extra} />
  );
}

/** Names and the ids the reader signs in or is known by. */
export function ReaderIdentitySection({ form, adding }: { form: ReaderFormApi; adding: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('readerAdmin.form.sections.identity')} data-reader-section="identity">
      <Stack gap="sm">
        <ReaderTextInput form={form} name="fullName" required maxLength={100} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ReaderTextInput form={form} name="lastName" maxLength={64} />
          <ReaderTextInput form={form} name="firstName" maxLength={64} />
        </SimpleGrid>
        <ReaderTextInput form={form} name="username" maxLength={200} autoComplete="off" />
        <ReaderTextInput
          form={form}
          name="email"
          type="email"
          description={adding ? t('readerAdmin.form.emailHint') : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ReaderTextInput
            form={form}
            name="externalId"
            maxLength={255}
            autoComplete="off"
            description={t('readerAdmin.form.externalIdHint')}
          />
          <ReaderTextInput form={form} name="staffId" maxLength={64} autoComplete="off" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** Whether and when the reader may sign in: status, user group, login period. */
export function ReaderAccessSection({
  form,
  groups,
}: {
  form: ReaderFormApi;
  groups: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const period = form.values.subscriptionType === UserSubscriptionType.LOGIN;
  return (
    <Fieldset legend={t('readerAdmin.form.sections.access')} data-reader-section="access">
      <Stack gap="sm">
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
          data={groups}
          clearable
          name="userGroupId"
          {...form.getInputProps('userGroupId')}
        />
        <Select
          label={t('readerAdmin.form.subscriptionType')}
          name="subscriptionType"
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
            {(['subscriptionStart', 'subscriptionEnd'] as const).map((name) => (
              <DayInput
                key={name}
                label={t(`readerAdmin.form.${name}`)}
                name={name}
                value={form.values[name]}
                error={form.errors[name]}
                onChange={(day) => form.setFieldValue(name, day)}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The company's own five free fields of a reader (the CSV's param1–5). */
export function ReaderParamsSection({ form }: { form: ReaderFormApi }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('readerAdmin.form.sections.params')} data-reader-section="params">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {(['param1', 'param2', 'param3', 'param4', 'param5'] as const).map((name) => (
          <ReaderTextInput key={name} form={form} name={name} maxLength={READER_PARAM_MAX} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
