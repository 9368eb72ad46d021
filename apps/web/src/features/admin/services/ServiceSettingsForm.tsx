import { type ServiceItem, type ServiceUpdate, serviceUpdateSchema } from '@hondana/contract';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/FormField.tsx';
import { errorKeyOf } from '../../auth/validation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { ReferrerListInput } from './ReferrerListInput.tsx';
import { useUpdateService } from './service-queries.ts';

interface SettingsValues extends Record<string, unknown> {
  name: string;
  path: string;
  referrerUrls: string[];
  maxContent: number | string;
}

/** What the caller may change besides the name and the referrers. */
export interface SettingsReach {
  path: boolean;
  maxContent: boolean;
}

const bodyOf = (values: SettingsValues, reach: SettingsReach): ServiceUpdate => ({
  name: values.name,
  referrerUrls: values.referrerUrls,
  ...(reach.path ? { path: values.path } : {}),
  ...(reach.maxContent ? { maxContent: values.maxContent === '' ? null : Number(values.maxContent) } : {}),
});

/** The fields the server names in a refusal, as the form calls them. */
const FORM_FIELDS = new Set(['name', 'path', 'referrerUrls', 'maxContent']);

/** A service's name, path, referrer URLs and content quota, checked by the contract's schema before sending. */
export function ServiceSettingsForm({ service, reach }: { service: ServiceItem; reach: SettingsReach }) {
  const { t } = useTranslation();
  const update = useUpdateService(service.id);
  const schema = z.preprocess((values) => bodyOf(values as SettingsValues, reach), serviceUpdateSchema);
  const form = useSchemaForm<SettingsValues>(schema, {
    initialValues: {
      name: service.name,
      path: service.path,
      referrerUrls: service.referrerUrls,
      maxContent: service.maxContent ?? '',
    },
  });
  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    update.mutate(serviceUpdateSchema.parse(bodyOf(values, reach)), {
      onSuccess: async (saved) => {
        form.setValues({ referrerUrls: saved.referrerUrls, path: saved.path });
        form.resetDirty();
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'serviceDetail.saved');
      },
      onError: (error) => {
        const field = refusedField(error);
        if (field) form.setFieldError(field, t(errorKeyOf(error)));
      },
    });
  });
  const onField = refusedField(update.error) !== null;
  return (
    <form onSubmit={submit} noValidate data-service-settings="">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          name="name"
          label={t('serviceDetail.name')}
          required
          maxLength={200}
        />
        {reach.path ? (
          <TextInput
            {...form.getInputProps('path')}
            name="path"
            label={t('serviceDetail.path')}
            description={t('serviceDetail.pathHint')}
            required
            maxLength={100}
          />
        ) : (
          <div data-service-path="">
            <Text size="sm" fw={500}>
              {t('serviceDetail.path')}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>
              <code>/{service.path}</code>
            </Text>
            <Text size="xs" c={READABLE_GREY}>
              {t('serviceDetail.pathReadOnly')}
            </Text>
          </div>
        )}
        <ReferrerListInput
          value={form.values.referrerUrls}
          onChange={(next) => form.setFieldValue('referrerUrls', next)}
          error={form.errors.referrerUrls as string | undefined}
        />
        {reach.maxContent ? (
          <NumberInput
            {...form.getInputProps('maxContent')}
            name="maxContent"
            label={t('serviceDetail.maxContent')}
            description={t('serviceDetail.maxContentHint')}
            min={0}
            max={10_000_000}
            allowDecimal={false}
            allowNegative={false}
          />
        ) : (
          <div>
            <Text size="sm" fw={500}>
              {t('serviceDetail.maxContent')}
            </Text>
            <Text>{service.maxContent ?? t('serviceDetail.noLimit')}</Text>
          </div>
        )}
        {update.isError && !onField && <RefusalAlert error={update.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('serviceDetail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function refusedField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.data as { field?: string } | null)?.field;
  return field && FORM_FIELDS.has(field) ? field : null;
}
