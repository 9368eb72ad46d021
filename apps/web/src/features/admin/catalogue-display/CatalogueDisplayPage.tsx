import {
  type Language,
  type ParamNames,
  type SearchResultSetting,
  searchResultSettingUpdateSchema,
} from '@hondana/contract';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import { useResultSetting, useSaveResultSetting } from './catalogue-display-queries.ts';

const params = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;
const languages: Language[] = ['en', 'ja', 'vn'];

/**
 * `…/catalogue-display`: what readers see of a book beyond its own data: when a book is new or
 * popular (the badges and their shelves) and the names of the free parameters in each language (a
 * parameter without a name is never shown to readers).
 */
export function CatalogueDisplayPage() {
  const { t } = useTranslation();
  const setting = useResultSetting();
  return (
    <Stack gap="lg" maw={900} mx="auto" data-page="admin-catalogue-display">
      <Title order={1} size="h2">
        {t('contentAdmin.display.title')}
      </Title>
      {setting.isError && !setting.data ? (
        <ErrorState
          error={setting.error}
          title={t('contentAdmin.display.loadFailed')}
          onRetry={() => void setting.refetch()}
        />
      ) : !setting.data ? (
        <LoadingSkeleton rows={6} />
      ) : (
        <DisplayForm current={setting.data} />
      )}
    </Stack>
  );
}

/** The fields this page edits, checked by the contract's own rules before anything is sent. */
const displaySchema = searchResultSettingUpdateSchema.pick({
  newPeriodDays: true,
  popularPeriodDays: true,
  popularMinReaders: true,
  paramNames: true,
});
type DisplayValues = {
  newPeriodDays: number | string;
  popularPeriodDays: number | string;
  popularMinReaders: number | string;
  paramNames: ParamNames;
};

function DisplayForm({ current }: { current: SearchResultSetting }) {
  const { t } = useTranslation();
  const save = useSaveResultSetting();
  const form = useSchemaForm<DisplayValues>(displaySchema, {
    initialValues: {
      newPeriodDays: current.newPeriodDays,
      popularPeriodDays: current.popularPeriodDays,
      popularMinReaders: current.popularMinReaders,
      paramNames: current.paramNames,
    },
  });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { current, changes: displaySchema.parse(values) as Parameters<typeof save.mutate>[0]['changes'] },
      {
        onSuccess: async (saved) => {
          form.setFieldValue('paramNames', saved.paramNames);
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'contentAdmin.display.saved');
        },
      },
    );
  });
  const setName = (param: (typeof params)[number], lang: Language, value: string) => {
    const names = form.values.paramNames;
    form.setFieldValue('paramNames', { ...names, [param]: { ...names[param], [lang]: value } });
  };
  const numberProps = (field: 'newPeriodDays' | 'popularPeriodDays' | 'popularMinReaders', max: number) => ({
    ...form.getInputProps(field),
    label: t(`contentAdmin.display.${field}`),
    description: t(`contentAdmin.display.${field}Hint`),
    min: 1,
    max,
    allowDecimal: false,
    name: field,
  });

  return (
    <form onSubmit={submit} noValidate data-catalogue-display-form="">
      <Stack gap="lg">
        <Fieldset legend={t('contentAdmin.display.badges')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput {...numberProps('newPeriodDays', 36500)} />
            <NumberInput {...numberProps('popularPeriodDays', 36500)} />
            <NumberInput {...numberProps('popularMinReaders', 100000)} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('contentAdmin.display.paramNames')}>
          <Text size="sm" mb="sm">
            {t('contentAdmin.display.paramNamesHint')}
          </Text>
          <Stack gap="md">
            {params.map((param, index) => (
              <SimpleGrid key={param} cols={{ base: 1, sm: 3 }} data-param-names={param}>
                {languages.map((lang) => (
                  <TextInput
                    key={lang}
                    label={t('contentAdmin.display.paramName', {
                      n: index + 1,
                      language: t(`contentAdmin.display.language.${lang}`),
                    })}
                    value={form.values.paramNames[param]?.[lang] ?? ''}
                    onChange={(e) => setName(param, lang, e.currentTarget.value)}
                    error={form.errors[`paramNames.${param}.${lang}`]}
                    maxLength={100}
                    name={`${param}.${lang}`}
                  />
                ))}
              </SimpleGrid>
            ))}
          </Stack>
        </Fieldset>
        {save.isError && <RefusalAlert error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('contentAdmin.display.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
