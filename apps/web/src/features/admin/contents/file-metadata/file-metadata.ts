/**
 * What an uploaded book says about itself, mapped onto the content's fields: the EPUB package's
 * Dublin Core and series, the PDF's Info dictionary and XMP. Every value is cleaned (control
 * characters and broken surrogates dropped, blanks collapsed) and cut to the field's limit, so what the
 * form shows is what the server accepts.
 */
export interface FileMetadata {
  title?: string;
  author?: string;
  distributorName?: string;
  year?: string;
  description?: string;
  keywords?: string;
  series?: string;
  /** Read for the admin's information only: a content has no language field. */
  language?: string;
}

export type MetadataField = Exclude<keyof FileMetadata, 'language'>;

/** The contract's limits of the fields (contentFieldsSchema). */
const LIMITS: Record<keyof FileMetadata, number> = {
  title: 255,
  author: 255,
  distributorName: 255,
  year: 4,
  description: 10_000,
  keywords: 1_000,
  series: 255,
  language: 35,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of text, cut at the limit without splitting a surrogate pair. */
export function cleanText(value: unknown, limit: number, multiline = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = value.replace(CONTROL, '').replace(LONE_SURROGATE, '');
  text = multiline
    ? text
        .replace(/[ \t]+/g, ' ')
        .replace(/\s*\n\s*(\n\s*)+/g, '\n\n')
        .trim()
    : text.replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('').trim() : text;
}

/** The year of a date as EPUB (`2019-05-01`), XMP (`2004-02-10T21:36:42Z`) or PDF (`D:20040210…`) write it. */
export function yearOf(date: unknown): string | undefined {
  if (typeof date !== 'string') return undefined;
  const match = /(?:^|\D)(\d{4})(?!\d{1,3}(?:\D|$))/.exec(date.replace(/^D:/, ' '));
  return match ? String(Number(match[1])) : undefined;
}

/** Several values (creators, subjects) as one field: distinct, in order, joined by a comma. */
export function joined(values: unknown[], separator = ', '): string | undefined {
  const seen = new Set<string>();
  for (const value of values) {
    const text = cleanText(value, 1_000);
    if (text) seen.add(text);
  }
  return seen.size === 0 ? undefined : [...seen].join(separator);
}

/** The metadata with every value cleaned and cut to its field's limit; empty ones left out. */
export function finishMetadata(raw: Partial<Record<keyof FileMetadata, unknown>>): FileMetadata {
  const result: FileMetadata = {};
  for (const key of Object.keys(LIMITS) as (keyof FileMetadata)[]) {
    const value = cleanText(raw[key], LIMITS[key], key === 'description');
    if (value) result[key] = value;
  }
  return result;
}
