import { type Language, languages } from '@hondana/contract';
import type { TextTree } from '@hondana/i18n';
import { flattenCatalogue, interpolate } from '@hondana/i18n/tools';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { Translator } from './translator.ts';

interface Template {
  readonly key: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const known = (value: string): value is Language => (languages as readonly string[]).includes(value);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts loaded so far per language (i18n.ts loads one language, and its areas, at a time). */
const catalogues = new Map<Language, TextTree>();

/** Makes a language's texts known here once it is loaded. */
export function rememberCatalogue(language: Language, catalogue: TextTree): void {
  catalogues.set(language, catalogue);
  lookups.delete(language);
}

/** Per language: text → key for plain texts, and a pattern per text with `{{placeholders}}`. */
const lookups = new Map<Language, { plain: Map<string, string>; templates: Template[] }>();

function lookupOf(language: Language) {
  let lookup = lookups.get(language);
  if (lookup) return lookup;
  const plain = new Map<string, string>();
  const templates: Template[] = [];
  const catalogue = catalogues.get(language);
  for (const [key, text] of Object.entries(catalogue ? flattenCatalogue(catalogue) : {})) {
    const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string);
    if (names.length === 0) {
      if (!plain.has(text)) plain.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('([\\s\\S]+?)');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  lookup = { plain, templates };
  lookups.set(language, lookup);
  return lookup;
}

/**
 * The text of a toast in another language: the toast's text is found among the catalogue texts of the
 * language it was written in (with the values of its placeholders), then that key is written in `to`.
 * Null when the text is not a catalogue text (a message of the server, say).
 */
export function translateToastText(text: string, from: Language, to: Language): string | null {
  const { plain, templates } = lookupOf(from);
  const toCatalogue = catalogues.get(to);
  if (!toCatalogue) return null;
  const target = flattenCatalogue(toCatalogue);
  const key = plain.get(text);
  if (key !== undefined) return target[key] ?? null;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    const translated = target[template.key];
    return translated === undefined ? null : interpolate(translated, params);
  }
  return null;
}

/**
 * Defect 9: a toast stayed in the old language after a language switch. Every open or queued toast
 * whose title is a text of the catalogue is re-rendered in the new language; any other toast (a text
 * the client cannot translate) is closed rather than left in the old language.
 */
export function retranslateToasts(from: Language, to: Language): void {
  if (from === to) return;
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (!toast.id || typeof toast.title !== 'string') continue;
    const title = translateToastText(toast.title, from, to);
    if (title === null) notifications.hide(toast.id);
    else notifications.update({ id: toast.id, message: toast.message, title });
  }
}

/**
 * Keeps toasts in the page's language: called once, by the toast code when it first loads (no toast
 * can exist before). Follows the texts `i18n` holds, lazy areas included, from then on.
 */
export function retranslateToastsOnLanguageChange(i18n: Translator): void {
  const follow = (language: string) => {
    const texts = i18n.textsOf(language);
    if (known(language) && texts) rememberCatalogue(language, texts);
  };
  languages.forEach(follow);
  i18n.on('added', follow);
  let current = i18n.language;
  i18n.on('languageChanged', (next: string) => {
    const previous = current;
    current = next;
    follow(next);
    if (known(previous) && known(next)) retranslateToasts(previous, next);
  });
}
