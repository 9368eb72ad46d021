/**
 * Text the system never accepts from a client, whatever the schema: the NUL character (PostgreSQL text
 * cannot hold it) and UTF-16 surrogates without their pair (not encodable as UTF-8). The server checks
 * every request part that has a schema (body, query, params, headers) with `findUnsafeText` before the
 * schema itself runs, so a schema written tomorrow is covered without doing anything.
 */

/** The message key of the refusal, listed in `data.fields[].message` of the 400 answer. */
export const UNSAFE_TEXT_MESSAGE = 'validate.text.invalidCharacter';

const NUL = String.fromCharCode(0);
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds a NUL or an unpaired surrogate. */
export const isUnsafeText = (text: string): boolean => text.includes(NUL) || loneSurrogate.test(text);

/**
 * Paths (property names and array indexes) of every string, or object key, in `value` that is unsafe
 * text. An unsafe key is reported at the path of its object plus the key itself.
 */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isUnsafeText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findUnsafeText(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isUnsafeText(key) ? [[...path, key]] : []),
      ...findUnsafeText(item, [...path, key]),
    ]);
  }
  return [];
}
