import { DEFAULT_LANGUAGE, type Language, languages } from '@hondana/contract';
import type { WebCatalogue } from '@hondana/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { candidateServicePath } from '../tenant/tenant-location.ts';
import { rememberCatalogue, retranslateToastsOnLanguageChange } from './retranslate-toasts.ts';

/** <html lang> values: our 'vn' is Vietnamese, 'vi' in BCP 47. */
export const htmlLang: Record<Language, string> = { en: 'en', ja: 'ja', vn: 'vi' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * One chunk per language (issue 8 §1): a visitor downloads the texts of the language on screen only,
 * never the server's mail texts. The build turns each entry into that language's texts alone.
 */
const catalogueChunks: Record<Language, () => Promise<{ catalogue: WebCatalogue }>> = {
  en: () => import('@hondana/i18n/en'),
  ja: () => import('@hondana/i18n/ja'),
  vn: () => import('@hondana/i18n/vn'),
};
const loading = new Map<Language, Promise<WebCatalogue>>();

/** Adds `language`'s texts to i18next (fetched once; added again after a new `init`). */
export async function loadLanguage(language: Language): Promise<void> {
  let chunk = loading.get(language);
  if (!chunk) {
    chunk = catalogueChunks[language]().then((m) => m.catalogue);
    chunk.catch(() => loading.delete(language));
    loading.set(language, chunk);
  }
  const catalogue = await chunk;
  rememberCatalogue(language, catalogue);
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', catalogue, true, true);
  }
}

/**
 * The language the first render most likely needs, so that only its texts are fetched: the one
 * chosen on this device for this tenant, else the tenant's language that the server wrote into
 * `<html lang>` (web-app.ts), else the default.
 */
function firstLanguage(): Language {
  const tenantKey = candidateServicePath(window.location.pathname);
  const chosen = tenantKey ? storedLanguage(tenantKey) : null;
  const served = languages.find((lang) => htmlLang[lang] === document.documentElement.lang);
  return chosen ?? served ?? DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18next> {
  const lng = firstLanguage();
  await i18next.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lng);
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

let lastAsked: Language | undefined;

export async function changeLanguage(language: Language, tenantKey?: string): Promise<void> {
  if (tenantKey) window.localStorage.setItem(storageKey(tenantKey), language);
  // The texts may take a moment to arrive: the last language asked for wins, as before they loaded lazily.
  lastAsked = language;
  await loadLanguage(language);
  if (lastAsked !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
}
