import { type Language, languages } from '@hondana/contract';
import { Menu } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, htmlLang, isLanguage } from '../../i18n/i18n.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import classes from './LanguageSwitch.module.css';
import { useCurrentLanguage } from './useCurrentLanguage.ts';

/** English / 日本語 / Tiếng Việt, remembered per tenant by `changeLanguage`. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { company } = useTenant();
  const current = useCurrentLanguage();
  const offered = company.languages.length > 0 ? company.languages : languages;
  if (offered.length < 2) return null;

  const name = (lang: Language) => t(`chrome.language.names.${lang}`);
  const choose = (value: string) => {
    if (isLanguage(value) && value !== current) void changeLanguage(value, company.path);
  };

  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <button
          type="button"
          className={classes.target}
          aria-label={t('chrome.language.label', { current: name(current) })}
        >
          <IconLanguage size={20} aria-hidden />
          <span className={classes.current} lang={htmlLang[current]}>
            {name(current)}
          </span>
          <IconChevronDown size={14} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={current} onChange={choose}>
          {offered.map((lang) => (
            <Menu.RadioItem key={lang} value={lang} closeMenuOnClick lang={htmlLang[lang]}>
              {name(lang)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
