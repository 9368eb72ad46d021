/**
 * Helpers over catalogue texts that need no catalogue themselves: the web imports them through
 * `@hondana/i18n/tools` without downloading the texts of every language.
 */

export type InterpolationParams = Record<string, string | number>;

export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Replaces `{{name}}` (i18next syntax, spaces allowed); a placeholder without a param is left as is. */
export function interpolate(text: string, params?: InterpolationParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Every leaf of a catalogue as dotted key → text, in declaration order. */
export function flattenCatalogue(catalogue: object): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: TextTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out[prefix + key] = value;
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(catalogue as TextTree, '');
  return out;
}

/** The file name part of a lazily loaded text area (`contentAdmin` → `content-admin`, in `ja-content-admin.ts`). */
export const areaFileOf = (area: string) => area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
