import { languages } from '@hondana/contract';
import { Checkbox, Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReaderFormApi } from './ReaderFormSections.tsx';

/**
 * The IANA time zones this browser knows (`Asia/Tokyo`), with UTC, and the reader's own when the list
 * lacks it, so an edit never drops it.
 */
export function timezoneOptions(current: string | null): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = new Set(['UTC', ...known]);
  if (current) zones.add(current);
  return [...zones];
}

/** The reader's language, time zone and which mails it receives. */
export function ReaderPreferencesSection({ form }: { form: ReaderFormApi }) {
  const { t } = useTranslation();
  const initialZone = form.getInitialValues().timezone;
  const zones = useMemo(() => timezoneOptions(initialZone), [initialZone]);
  return (
    <Fieldset legend={t('readerAdmin.form.sections.preferences')} data-reader-section="preferences">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('readerAdmin.form.lang')}
            placeholder={t('readerAdmin.form.companyLanguage')}
            name="lang"
            data={languages.map((lang) => ({ value: lang, label: t(`chrome.language.names.${lang}`) }))}
            clearable
            {...form.getInputProps('lang')}
          />
          <Select
            label={t('readerAdmin.form.timezone')}
            placeholder={t('readerAdmin.form.noTimezone')}
            name="timezone"
            data={zones}
            searchable
            clearable
            nothingFoundMessage={t('readerAdmin.form.noTimezoneFound')}
            maxDropdownHeight={280}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('readerAdmin.form.isReceiveNotify')}
          name="isReceiveNotify"
          {...form.getInputProps('isReceiveNotify', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('readerAdmin.form.isSubscribeMail')}
          name="isSubscribeMail"
          {...form.getInputProps('isSubscribeMail', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
