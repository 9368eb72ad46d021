import { type Language, languages } from '@hondana/contract';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { changeLanguage, htmlLang, isLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import classes from './LanguageSwitch.module.css';
import { useCurrentLanguage } from './useCurrentLanguage.ts';

const loadMenu = () => import('./LanguageMenu.tsx');
/** The menu (Floating UI and Mantine's Menu) is a chunk of its own, fetched on the first click. */
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));
const preloadMenu = () => void loadMenu();

/** English / 日本語 / Tiếng Việt, remembered per tenant by `changeLanguage`. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { company } = useTenant();
  const current = useCurrentLanguage();
  const [wanted, setWanted] = useState(false);
  const offered = company.languages.length > 0 ? company.languages : languages;
  if (offered.length < 2) return null;

  const name = (lang: Language) => t(`chrome.language.names.${lang}`);
  const choose = (value: string) => {
    if (isLanguage(value) && value !== current) void changeLanguage(value, company.path);
  };

  const label = t('chrome.language.label', { current: name(current) });
  const face = (
    <>
      <IconLanguage size={20} aria-hidden />
      <span className={classes.current} lang={htmlLang[current]}>
        {name(current)}
      </span>
      <IconChevronDown size={14} aria-hidden />
    </>
  );
  // Until the first click, a button of the same look and size stands in for the menu's.
  const standIn = (
    <button
      type="button"
      className={classes.target}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setWanted(true)}
    >
      {face}
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu label={label} current={current} offered={offered} nameOf={name} onChoose={choose}>
        {face}
      </LanguageMenu>
    </Suspense>
  );
}
