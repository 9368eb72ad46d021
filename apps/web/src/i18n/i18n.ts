/// <reference types="vite/client" />
import { DEFAULT_LANGUAGE, type Language } from '@hondana/contract';
import type { TextTree, WebTextArea } from '@hondana/i18n';
import { areaFileOf } from '@hondana/i18n/tools';
import { firstLanguage, htmlLang, isLanguage, languageStorageKey, storedLanguage } from './first-language.ts';
import { createTranslator, type Translator } from './translator.ts';

export { htmlLang, isLanguage, storedLanguage };

/**
 * The app's texts (components read them through `useTranslation`). A key missing in the language on
 * screen shows the default language's text when that is loaded, else the key; plurals follow the rules
 * of the language's BCP 47 locale.
 */
export const i18n: Translator = createTranslator({
  fallbackLanguage: DEFAULT_LANGUAGE,
  localeOf: (language) => (isLanguage(language) ? htmlLang[language] : language),
});

type LanguageChunk = { catalogue: TextTree };

/**
 * One chunk per language: a visitor downloads the first-paint texts of the language on
 * screen only, never the server's mail texts. The build turns each entry into that language's texts
 * alone; its lazy areas (content administration, result-code messages) are chunks loaded on first use.
 */
const catalogueChunks: Record<Language, () => Promise<LanguageChunk>> = {
  en: () => import('@hondana/i18n/en'),
  ja: () => import('@hondana/i18n/ja'),
  vn: () => import('@hondana/i18n/vn'),
};

/** Fetches once per key; a failed fetch is forgotten so that the next use tries again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, fetch: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = fetch();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}
const languageChunks = new Map<string, Promise<LanguageChunk>>();
const areaChunks = new Map<string, Promise<TextTree>>();
/** The lazy areas asked for so far: every language loaded later brings them along. */
const wantedAreas = new Set<WebTextArea>();

const addTexts = (language: Language, texts: TextTree) => i18n.addTexts(language, texts);

/**
 * The lazy areas of every language, each a chunk of its own (the build replaces each module by its texts
 * as data). Imported from here rather than through the language's chunk, an area wanted from the start
 * (the viewer's, on a viewer address) is fetched alongside the first-paint texts, not after them.
 */
const areaModules = import.meta.glob<{ texts: TextTree }>('../../../../packages/i18n/src/languages/*-*.ts');
const areaModule = (language: Language, area: WebTextArea) =>
  `../../../../packages/i18n/src/languages/${language}-${areaFileOf(area)}.ts`;

async function loadArea(language: Language, area: WebTextArea): Promise<void> {
  const texts = await once(areaChunks, `${language}:${area}`, async () => {
    const load = areaModules[areaModule(language, area)];
    if (!load) throw new Error(`No texts of the area ${area} in ${language}`);
    return (await load()).texts;
  });
  addTexts(language, texts);
}

/**
 * Adds `language`'s texts to `i18n`, with the lazy areas already in use (fetched once; added again
 * after a new `initI18n`). Always added, never "unless the language has texts": an area asked for the
 * language being switched to (`loadTextArea`) can arrive first, and the language's own texts were then
 * skipped (a fresh-clone browser test saw a key on the 404 page). Areas and the catalogue hold
 * different keys, so adding again changes nothing else.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const chunk = await once(languageChunks, language, catalogueChunks[language]);
  addTexts(language, chunk.catalogue);
  await Promise.all([...wantedAreas].map((area) => loadArea(language, area)));
}

/**
 * Loads a lazy text area (see `webTextAreas`) in the language on screen and in one being switched to;
 * from then on every language loaded brings it along. Resolves once its texts can be shown.
 */
export function loadTextArea(area: WebTextArea): Promise<void> {
  wantedAreas.add(area);
  const current = isLanguage(i18n.language) ? i18n.language : undefined;
  const targets = new Set([current, lastAsked].filter(isLanguage));
  return Promise.all([...targets].map((language) => loadArea(language, area))).then(() => undefined);
}

/** Starts afresh in the language the first render most likely needs, once its texts are there. */
export async function initI18n(): Promise<Translator> {
  const lng = firstLanguage();
  i18n.reset(lng);
  await loadLanguage(lng);
  return i18n;
}

/** The user's remembered choice for this tenant, else the tenant's default language. */
export function preferredLanguage(tenantKey: string, tenantDefault: Language): Language {
  return storedLanguage(tenantKey) ?? tenantDefault;
}

let lastAsked: Language | undefined;

export async function changeLanguage(language: Language, tenantKey?: string): Promise<void> {
  if (tenantKey) window.localStorage.setItem(languageStorageKey(tenantKey), language);
  // The texts may take a moment to arrive: the last language asked for wins, as before they loaded lazily.
  lastAsked = language;
  await loadLanguage(language);
  if (lastAsked !== language) return;
  i18n.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
}
