import { DEFAULT_LANGUAGE, type Language } from '@hondana/contract';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/i18n.ts';

/** The language the portal is displayed in, re-rendering when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
