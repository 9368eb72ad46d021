import { joinCjkLines } from '../../search/join-cjk-lines.ts';

/** PostgreSQL text cannot hold NUL; other controls are noise from broken encodings. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Text as it is indexed: well-formed, lines wrapped inside Japanese text joined (before NFKC, which
 * turns full-width punctuation into ASCII), NFKC (PDFs made by Chromium carry Kangxi radicals, U+2F63
 * for 生), no control characters or trailing blanks, at most `maxBytes` of UTF-8 (cut at a character).
 */
export function pageText(raw: string, maxBytes: number): string {
  const text = joinCjkLines(raw.toWellFormed())
    .normalize('NFKC')
    .replace(CONTROLS, '')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length * 3 <= maxBytes) return text;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8');
}

/** Short metadata values (title, author): one line, bounded. */
export function metadataText(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = pageText(raw, 4000).replace(/\s+/g, ' ');
  return text ? [...text].slice(0, 1000).join('') : undefined;
}
