import type { Language } from './enums.ts';

/** An admin-written text per interface language; the text's own field is the fallback. */
export type TextTranslations = Partial<Record<Language, string>>;

/** The translations as stored: only the languages given a text. */
export const storedTranslations = (translations: TextTranslations): TextTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([, text]) => text?.trim()));

/**
 * An admin-written text in the reader's language: its translation in that language, else in the
 * company's default language, else the text as written. Kept free of zod: the web draws with it.
 */
export function translated<T extends string | null>(
  text: T,
  translations: TextTranslations | undefined,
  language: Language,
  defaultLanguage: Language,
): string | T {
  return translations?.[language]?.trim() || translations?.[defaultLanguage]?.trim() || text;
}
