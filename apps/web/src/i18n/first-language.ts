import { DEFAULT_LANGUAGE, type Language, languages } from '@hondana/contract';
import { candidateServicePath } from '../tenant/tenant-location.ts';

/** <html lang> values: our 'vn' is Vietnamese, 'vi' in BCP 47. */
export const htmlLang: Record<Language, string> = { en: 'en', ja: 'ja', vn: 'vi' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

export const languageStorageKey = (tenantKey: string) => `hondana.lang.${tenantKey}`;

/** The language the visitor chose on this device for this tenant, if any. */
export function storedLanguage(tenantKey: string): Language | null {
  const stored = window.localStorage.getItem(languageStorageKey(tenantKey));
  return isLanguage(stored) ? stored : null;
}

/**
 * The language the first render most likely needs, so that only its texts are fetched: the one
 * chosen on this device for this tenant, else the tenant's language that the server wrote into
 * `<html lang>` (web-app.ts), else the default. Free of the texts: the early entry script reads it too.
 */
export function firstLanguage(): Language {
  const tenantKey = candidateServicePath(window.location.pathname);
  const chosen = tenantKey ? storedLanguage(tenantKey) : null;
  const served = languages.find((lang) => htmlLang[lang] === document.documentElement.lang);
  return chosen ?? served ?? DEFAULT_LANGUAGE;
}
