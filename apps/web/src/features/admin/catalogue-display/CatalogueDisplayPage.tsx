import type { Language, ParamNames, SearchResultSetting } from '@hondana/contract';
import {
  Alert,
  Button,
  Center,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorKeyOf } from '../../auth/validation.ts';
import { RequireAbility } from '../contents/RequireAbility.tsx';
import { useResultSetting, useSaveResultSetting } from './catalogue-display-queries.ts';

const params = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;
const languages: Language[] = ['en', 'ja', 'vn'];

/**
 * `/admin/catalogue-display`: what readers see of a book beyond its own data: when a book is new or
 * popular (the badges and their shelves) and the names of the free parameters in each language (a
 * parameter without a name is never shown to readers).
 */
export function CatalogueDisplayPage() {
  return (
    <RequireAbility action="searchSettings.update">
      <CatalogueDisplay />
    </RequireAbility>
  );
}

function CatalogueDisplay() {
  const { t } = useTranslation();
  const setting = useResultSetting();
  return (
    <Stack gap="lg" maw={900} mx="auto" data-page="admin-catalogue-display">
      <Title order={1} size="h2">
        {t('contentAdmin.display.title')}
      </Title>
      {setting.isError && !setting.data ? (
        <Alert color="red" role="alert" title={t('contentAdmin.display.loadFailed')}>
          <Button variant="default" size="xs" onClick={() => void setting.refetch()}>
            {t('contentAdmin.display.retry')}
          </Button>
        </Alert>
      ) : !setting.data ? (
        <Center py="xl">
          <Loader aria-label={t('shell.loading')} />
        </Center>
      ) : (
        <DisplayForm current={setting.data} />
      )}
    </Stack>
  );
}

function DisplayForm({ current }: { current: SearchResultSetting }) {
  const { t } = useTranslation();
  const save = useSaveResultSetting();
  const [newDays, setNewDays] = useState(current.newPeriodDays);
  const [popularDays, setPopularDays] = useState(current.popularPeriodDays);
  const [readers, setReaders] = useState(current.popularMinReaders);
  const [names, setNames] = useState<ParamNames>(current.paramNames);

  const setName = (param: (typeof params)[number], lang: Language, value: string) =>
    setNames((before) => ({ ...before, [param]: { ...before[param], [lang]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      {
        current,
        changes: {
          newPeriodDays: newDays,
          popularPeriodDays: popularDays,
          popularMinReaders: readers,
          paramNames: names,
        },
      },
      {
        onSuccess: async (saved) => {
          setNames(saved.paramNames);
          const { notifySuccess } = await import('../../../api/notify.ts');
          notifySuccess(t, 'contentAdmin.display.saved');
        },
      },
    );
  };
  const number = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);
  const code = save.error instanceof ApiError ? save.error.status : 0;

  return (
    <form onSubmit={submit} noValidate data-catalogue-display-form="">
      <Stack gap="lg">
        <Fieldset legend={t('contentAdmin.display.badges')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('contentAdmin.display.newPeriodDays')}
              description={t('contentAdmin.display.newPeriodDaysHint')}
              value={newDays}
              onChange={(value) => setNewDays(number(value, newDays))}
              min={1}
              max={36500}
              allowDecimal={false}
              name="newPeriodDays"
            />
            <NumberInput
              label={t('contentAdmin.display.popularPeriodDays')}
              description={t('contentAdmin.display.popularPeriodDaysHint')}
              value={popularDays}
              onChange={(value) => setPopularDays(number(value, popularDays))}
              min={1}
              max={36500}
              allowDecimal={false}
              name="popularPeriodDays"
            />
            <NumberInput
              label={t('contentAdmin.display.popularMinReaders')}
              description={t('contentAdmin.display.popularMinReadersHint')}
              value={readers}
              onChange={(value) => setReaders(number(value, readers))}
              min={1}
              max={100000}
              allowDecimal={false}
              name="popularMinReaders"
            />
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
                    value={names[param]?.[lang] ?? ''}
                    onChange={(e) => setName(param, lang, e.currentTarget.value)}
                    maxLength={100}
                    name={`${param}.${lang}`}
                  />
                ))}
              </SimpleGrid>
            ))}
          </Stack>
        </Fieldset>
        {save.isError && (
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('contentAdmin.display.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
