/**
 * Message catalogues en / ja / vn (i18next-style nested objects) and a small lookup helper, shared by
 * the web app (through react-i18next resources) and the server (mail).
 */
import type { Language } from '@hondana/contract';
import { accountFlowTexts } from './areas/account-flows.ts';
import { accountPagesTexts } from './areas/account-pages.ts';
import { accountsTexts } from './areas/accounts.ts';
import { chromeTexts } from './areas/chrome.ts';
import { mailTexts } from './areas/mail.ts';
import { shellTexts } from './areas/shell.ts';
import { en as baseEn, type DeepStringShape } from './en.ts';
import { ja as baseJa } from './ja.ts';
import { vn as baseVn } from './vn.ts';

export { defineArea } from './area.ts';
export type { DeepStringShape } from './en.ts';

/** Screen areas of the web app (see area.ts); two areas may share a top-level key, they are merged deeply. */
const areas = [
  shellTexts,
  chromeTexts,
  accountsTexts,
  accountPagesTexts,
  mailTexts,
  accountFlowTexts,
] as const;

type AreaEn = (typeof areas)[number]['en'];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

type Texts = { readonly [key: string]: string | Texts };

function mergeTexts(...parts: object[]): Texts {
  const out: Record<string, string | Texts> = {};
  for (const part of parts as Texts[]) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && existing && typeof existing === 'object'
          ? mergeTexts(existing, value)
          : value;
    }
  }
  return out;
}

export const en = mergeTexts(baseEn, ...areas.map((a) => a.en)) as unknown as typeof baseEn &
  UnionToIntersection<AreaEn>;
export type Catalogue = DeepStringShape<typeof en>;
export const ja = mergeTexts(baseJa, ...areas.map((a) => a.ja)) as unknown as Catalogue;
export const vn = mergeTexts(baseVn, ...areas.map((a) => a.vn)) as unknown as Catalogue;

export const catalogues = { en, ja, vn } as const satisfies Record<Language, Catalogue>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the catalogues, e.g. 'api.error.704' or 'validate.card.number'. */
export type CatalogueKey = Leaves<typeof en>;

export type InterpolationParams = Record<string, string | number>;

interface Tree {
  readonly [key: string]: string | Tree;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Tree | undefined = catalogue as unknown as Tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` (i18next syntax, spaces allowed); a placeholder without a param is left as is. */
export function interpolate(text: string, params?: InterpolationParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Resolves a dotted key in `lang`, falling back to English, then to the key itself. */
export function translate(
  lang: Language,
  key: CatalogueKey | (string & Record<never, never>),
  params?: InterpolationParams,
): string {
  const text = lookup(catalogues[lang] ?? en, key) ?? lookup(en, key) ?? key;
  return interpolate(text, params);
}

/** Every leaf of a catalogue as dotted key → text, in declaration order. */
export function flattenCatalogue(catalogue: Catalogue): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out[prefix + key] = value;
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(catalogue as unknown as Tree, '');
  return out;
}

/** Every dotted key of a catalogue. */
export function flattenKeys(catalogue: Catalogue): string[] {
  return Object.keys(flattenCatalogue(catalogue));
}
