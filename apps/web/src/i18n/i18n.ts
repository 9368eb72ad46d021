import { DEFAULT_LANGUAGE, type Language, languages } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { retranslateToastsOnLanguageChange } from './retranslate-toasts.ts';

/** <html lang> values: our 'vn' is Vietnamese, 'vi' in BCP 47. */
export const htmlLang: Record<Language, string> = { en: 'en', ja: 'ja', vn: 'vi' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: {
      en: { translation: catalogues.en },
      ja: { translation: catalogues.ja },
      vn: { translation: catalogues.vn },
    },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  retranslateToastsOnLanguageChange(i18next);
  return i18next;
}

const storageKey = (tenantKey: string) => `hondana.lang.${tenantKey}`;

/** The language the visitor chose on this device for this tenant, if any. */
export function storedLanguage(tenantKey: string): Language | null {
  const stored = window.localStorage.getItem(storageKey(tenantKey));
  return isLanguage(stored) ? stored : null;
}

/** The user's remembered choice for this tenant, else the tenant's default language. */
export function preferredLanguage(tenantKey: string, tenantDefault: Language): Language {
  return storedLanguage(tenantKey) ?? tenantDefault;
}

export async function changeLanguage(language: Language, tenantKey?: string): Promise<void> {
  if (tenantKey) window.localStorage.setItem(storageKey(tenantKey), language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
}
