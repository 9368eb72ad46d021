import { languages } from '@hondana/contract';
import { NativeSelect } from '@mantine/core';
import { changeLanguage, htmlLang, isLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';

/** Language of the administration site, remembered under its own key. */
export function AdminLanguageSelect() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <NativeSelect
      label={t('accounts.field.language')}
      value={current}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value, 'admin');
      }}
      data={languages.map((value) => ({ value, label: t(`chrome.language.names.${value}`) }))}
      lang={htmlLang[current]}
      w={180}
      size="xs"
      name="language"
    />
  );
}
