import type { Language, ViewerToken } from '@hondana/contract';
import { formatDateTime } from '@hondana/i18n/dates';
import { isLanguage } from '../../i18n/first-language.ts';

/** The date and time of issue in the language's one date-time format (docs/dates.md). */
export function formatIssuedAt(issuedAt: string, language: Language | string): string {
  return formatDateTime(issuedAt, isLanguage(language) ? language : 'en');
}

/**
 * The watermark's text: the reader's e-mail or the service's custom text, and on a second line the
 * date and time the viewer token was issued. Empty without a watermark.
 */
export function watermarkText(token: Pick<ViewerToken, 'watermark' | 'issuedAt'>, language: string): string {
  if (!token.watermark) return '';
  const when = formatIssuedAt(token.issuedAt, language);
  return [token.watermark.watermarkContent.trim(), when].filter(Boolean).join('\n');
}
