import type { Language, ViewerToken } from '@hondana/contract';
import { formatDateTime } from '../../i18n/format.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** The date and time of issue as each language writes it: DD/MM/YYYY (seed 000 §9) or YYYY/MM/DD in Japanese. */
export function formatIssuedAt(issuedAt: string, language: Language | string): string {
  const d = new Date(issuedAt);
  if (Number.isNaN(d.getTime())) return '';
  if (language !== 'ja') return formatDateTime(d);
  const time = `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${time}`;
}

/**
 * The watermark's text (seed 002 §3): the reader's e-mail or the service's custom text, and on a
 * second line the date and time the viewer token was issued. Empty without a watermark.
 */
export function watermarkText(token: Pick<ViewerToken, 'watermark' | 'issuedAt'>, language: string): string {
  if (!token.watermark) return '';
  const when = formatIssuedAt(token.issuedAt, language);
  return [token.watermark.watermarkContent.trim(), when].filter(Boolean).join('\n');
}
