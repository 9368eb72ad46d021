import { serviceCreateSchema } from '@hondana/contract';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useAddService } from './service-queries.ts';

interface ServiceValues extends Record<string, unknown> {
  name: string;
  path: string;
  referrerUrls: string;
}

/** The referrers as typed, one a line (blank lines dropped). */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const bodyOf = (values: ServiceValues) => ({
  name: values.name,
  path: values.path,
  referrerUrls: linesOf(values.referrerUrls),
});

/** The contract's schema on the body the form would send; the path is asked for before sending. */
const formSchema = z.preprocess(
  (values) => bodyOf(values as ServiceValues),
  serviceCreateSchema.superRefine((body, context) => {
    if (!body.path) context.addIssue({ code: 'custom', path: ['path'], message: 'required' });
  }),
);

/** Adds a service to the acting company: name, path and the referrer URLs it may be framed by. */
export function ServiceAddForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const add = useAddService();
  const form = useSchemaForm<ServiceValues>(formSchema, {
    initialValues: { name: '', path: '', referrerUrls: '' },
    messages: { path: 'validate.required' },
  });
  const submit = form.onSubmit((values) => {
    if (add.isPending) return;
    add.mutate(serviceCreateSchema.parse(bodyOf(values)), {
      onSuccess: async () => {
        const { notifySuccess } = await import('../../../api/notify.ts');
        notifySuccess(t, 'companyAdmin.services.added');
        onDone();
      },
      onError: (error) => {
        const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : null;
        if (field === 'path') form.setFieldError('path', t(errorKeyOf(error)));
      },
    });
  });
  const onPath =
    add.error instanceof ApiError && (add.error.data as { field?: string } | null)?.field === 'path';
  // Each line's issue is named by its index (`referrerUrls.1`); the box shows one message for them all.
  const lineError = Object.keys(form.errors).some((key) => key.startsWith('referrerUrls.'));
  const referrerError = form.errors.referrerUrls ?? (lineError ? t('validate.url') : undefined);
  return (
    <form onSubmit={submit} noValidate data-service-form="">
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          name="name"
          label={t('companyAdmin.services.name')}
          required
          maxLength={200}
        />
        <TextInput
          {...form.getInputProps('path')}
          name="path"
          label={t('companyAdmin.services.path')}
          description={t('companyAdmin.services.pathHint')}
          required
          maxLength={100}
        />
        <Textarea
          {...form.getInputProps('referrerUrls')}
          error={referrerError}
          name="referrerUrls"
          label={t('companyAdmin.services.referrers')}
          description={t('companyAdmin.services.referrersHint')}
          rows={3}
        />
        {add.isError && !onPath && <RefusalAlert error={add.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('companyAdmin.services.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('companyAdmin.services.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
