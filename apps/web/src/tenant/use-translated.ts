import { type TextTranslations, translated } from '@hondana/contract';
import { useCurrentLanguage } from '../features/chrome/useCurrentLanguage.ts';
import { useOptionalTenant } from './tenant-context.tsx';

/**
 * An admin-written text in the interface language: its translation, else the company's default
 * language's, else the text as written.
 */
export function useTranslated(): <T extends string | null>(
  text: T,
  translations?: TextTranslations,
) => string | T {
  const language = useCurrentLanguage();
  const fallback = useOptionalTenant()?.company.defaultLanguage ?? language;
  return (text, translations) => translated(text, translations, language, fallback);
}
