import { type Language, languages } from '@hondana/contract';

/**
 * The first of the browser's languages the portal has texts for (`vi` is our `vn`), else `fallback`.
 * Used where no tenant names a default and the visitor made no choice: the portals page at the root
 * (English as the fallback) and the administration site (the product's default, vn).
 */
export function browserLanguage(
  preferred: readonly string[] = navigator.languages ?? [],
  fallback: Language = 'en',
): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const lang = base === 'vi' ? 'vn' : base;
    if ((languages as readonly string[]).includes(lang ?? '')) return lang as Language;
  }
  return fallback;
}
