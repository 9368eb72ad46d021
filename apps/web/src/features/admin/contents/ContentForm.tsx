import type { ContentFieldsInput } from '@hondana/contract';
import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../shared/FormField.tsx';
import { useFieldProblems } from '../../auth/use-field-problems.ts';
import {
  type ContentChanges,
  type ContentFormField,
  type ContentFormValues,
  changedFields,
  contentFormProblems,
  FORM_FIELDS,
  fieldsFromValues,
  type TextField,
} from './content-form.ts';
import type { GroupOption } from './content-group-options.ts';

interface ContentFormProps {
  initial: ContentFormValues;
  mode: 'add' | 'update';
  submitLabel: string;
  /** The normal groups the content may join; no field without them. */
  groupOptions?: GroupOption[];
  /** The group names could not be loaded (the options are bare ids). */
  groupsFailed?: boolean;
  /** Every field, and the ones changed since `initial` (an emptied one as null). */
  onSubmit(fields: ContentFieldsInput, changes: ContentChanges): Promise<unknown>;
  /** Shown but not editable (a role that may read contents, not change them). */
  readOnly?: boolean;
}

const SHORT_FIELDS: readonly TextField[] = ['author', 'distributorName', 'keywords', 'series', 'refCode'];
const PARAM_FIELDS = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;
const SWITCHES = ['enableViewBook', 'viewOnline', 'loginRequired'] as const;

/** Every field of a content, checked by the contract's schema before anything is sent. */
export function ContentForm({
  initial,
  mode,
  submitLabel,
  groupOptions,
  groupsFailed = false,
  onSubmit,
  readOnly = false,
}: ContentFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const problems = useFieldProblems<ContentFormField>(FORM_FIELDS);
  const set = <K extends keyof ContentFormValues>(key: K, value: ContentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (field: TextField) => ({
    field,
    problems,
    label: t(`contentAdmin.field.${field}`),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });
  const area = (field: 'description' | 'toc') => ({
    ref: problems.refOf(field),
    name: field,
    label: t(`contentAdmin.field.${field}`),
    error: problems.errorOf(field),
    value: values[field],
    rows: 5,
    resize: 'vertical' as const,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problems.report(contentFormProblems(values, mode))) return;
    setBusy(true);
    try {
      await onSubmit(fieldsFromValues(values), changedFields(initial, values));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-content-form={mode}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <FormTextField {...text('title')} required maxLength={255} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextField
              {...text('contentCode')}
              description={t('contentAdmin.field.contentCodeHint')}
              maxLength={64}
            />
            <FormTextField {...text('year')} inputMode="numeric" maxLength={4} />
            {SHORT_FIELDS.map((field) => (
              <FormTextField key={field} {...text(field)} />
            ))}
          </SimpleGrid>
          <Textarea {...area('description')} />
          <Textarea {...area('toc')} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {PARAM_FIELDS.map((field) => (
              <FormTextField key={field} {...text(field)} />
            ))}
          </SimpleGrid>
          <NativeSelect
            name="print"
            label={t('contentAdmin.field.print')}
            value={values.print}
            onChange={(event) => set('print', event.currentTarget.value as ContentFormValues['print'])}
            data={(['0', '1', '2'] as const).map((mode) => ({
              value: mode,
              label: t(`contentAdmin.field.printMode.${mode}`),
            }))}
            maw={360}
          />
          <Stack gap="xs">
            {SWITCHES.map((key) => (
              <Switch
                key={key}
                name={key}
                label={t(`contentAdmin.field.${key}`)}
                checked={values[key]}
                onChange={(event) => set(key, event.currentTarget.checked)}
              />
            ))}
            <Switch
              name="published"
              label={t('contentAdmin.field.published')}
              description={t('contentAdmin.field.publishedHint')}
              checked={values.published}
              onChange={(event) => set('published', event.currentTarget.checked)}
            />
          </Stack>
          <TagsInput
            ref={problems.refOf('hashtags')}
            name="hashtags"
            label={t('contentAdmin.field.hashtags')}
            description={t('contentAdmin.field.hashtagsHint')}
            error={problems.errorOf('hashtags')}
            value={values.hashtags}
            onChange={(tags) => set('hashtags', tags)}
            maxTags={30}
          />
          {groupOptions && (
            <MultiSelect
              name="contentGroupIds"
              label={t('contentAdmin.field.contentGroups')}
              description={t(
                groupsFailed
                  ? 'contentAdmin.field.contentGroupsFailed'
                  : 'contentAdmin.field.contentGroupsHint',
              )}
              data={groupOptions}
              value={values.contentGroupIds}
              onChange={(ids) => set('contentGroupIds', ids)}
              placeholder={
                values.contentGroupIds.length === 0 ? t('contentAdmin.detail.groupsNone') : undefined
              }
              nothingFoundMessage={t('contentAdmin.field.contentGroupsNothing')}
              searchable
              maxValues={100}
              data-content-groups
            />
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={busy} data-save-content>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
