import { DEFAULT_LANGUAGE, type Language } from '@hondana/contract';
import { isLanguage } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The language the portal is displayed in, re-rendering when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
