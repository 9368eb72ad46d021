import { type Language, languages } from '@hondana/contract';

/**
 * The first of the browser's languages the portal has texts for (`vi` is our `vn`), else English.
 * Used where no tenant names a default and the visitor made no choice: the administration site.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const lang = base === 'vi' ? 'vn' : base;
    if ((languages as readonly string[]).includes(lang ?? '')) return lang as Language;
  }
  return 'en';
}
