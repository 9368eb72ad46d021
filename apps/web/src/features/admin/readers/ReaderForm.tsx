import { type ReaderItem, readerFieldsSchema } from '@hondana/contract';
import { Button, Group, Stack } from '@mantine/core';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { ReaderAccessSection, ReaderIdentitySection, ReaderParamsSection } from './ReaderFormSections.tsx';
import { ReaderPreferencesSection } from './ReaderPreferencesSection.tsx';
import { fieldsOf, formValuesOf, type ReaderFormValues, refusedFields } from './reader-form-values.ts';
import { useReaderGroupOptions, useSaveReader } from './reader-queries.ts';

/** The contract's schema over what the form would send, so its problems land on the form's fields. */
const formSchema = z.preprocess((values) => fieldsOf(values as ReaderFormValues), readerFieldsSchema);

/**
 * Adds a reader (it is mailed a link to choose its password) or edits every field of one, in sections.
 * The server checks the username, e-mail address, single sign-on ID, time zone and login period; each
 * refusal shows on its field.
 */
export function ReaderForm({ reader, onDone }: { reader: ReaderItem | null; onDone(): void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const groups = useReaderGroupOptions(can(user, 'userGroup.read'));
  const save = useSaveReader();
  const form = useSchemaForm<ReaderFormValues>(formSchema, { initialValues: formValuesOf(reader) });

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
          const refused = refusedFields(error);
          for (const { field, messageKey } of refused) form.setFieldError(field, t(messageKey));
          const first = refused[0];
          if (first)
            document
              .querySelector<HTMLElement>(`[data-reader-form] [name="${first.field}"]:not([type="hidden"])`)
              ?.focus();
        },
      },
    );
  });
  const general = save.isError && refusedFields(save.error).length === 0;
  return (
    <form onSubmit={submit} noValidate data-reader-form="">
      <Stack gap="md">
        <ReaderIdentitySection form={form} adding={reader === null} />
        <ReaderAccessSection form={form} groups={groups.data ?? []} />
        <ReaderPreferencesSection form={form} />
        <ReaderParamsSection form={form} />
        {general && <RefusalAlert error={save.error} />}
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
