import type { CatalogueDetail, Language, ParamNames } from '@hondana/contract';

/** A field of the content-detail layout: font size in px, optional label and box. */
export interface DetailField {
  field: DetailFieldName;
  size: number;
  label?: string;
  showLabel: boolean;
  showBox: boolean;
  ordinal: number;
}

export const detailFieldNames = [
  'title',
  'author',
  'keywords',
  'toc',
  'distributorName',
  'description',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
] as const;
export type DetailFieldName = (typeof detailFieldNames)[number];

const isDetailField = (name: string): name is DetailFieldName =>
  (detailFieldNames as readonly string[]).includes(name);

/** An empty layout shows every field (the server sends them all): title large, long texts boxed. */
const defaultLayout: DetailField[] = detailFieldNames.map((field, ordinal) => ({
  field,
  size: field === 'title' ? 28 : 16,
  showLabel: field !== 'title',
  showBox: field === 'toc' || field === 'description',
  ordinal,
}));

/** What names the free parameters: the service's names and the languages to look them up in, in order. */
export interface ParamNaming {
  names: ParamNames;
  /** The interface language first, then the company's default language. */
  languages: readonly Language[];
}

const isParam = (field: DetailFieldName): field is keyof ParamNames => field.startsWith('param');

/** A parameter's name in the first of the languages that has one, else in any; null when it has none. */
export function paramNameOf(naming: ParamNaming, field: keyof ParamNames): string | null {
  const byLanguage = naming.names[field] ?? {};
  for (const lang of naming.languages) if (byLanguage[lang]) return byLanguage[lang];
  return Object.values(byLanguage).find((name) => name) ?? null;
}

/**
 * The fields the detail draws, in the layout's order, with their values: a field the layout names but
 * the content leaves empty is skipped; unknown field names are ignored; a parameter the service has not
 * named is never drawn, and a named one is labelled by its name. The title is drawn as the page's
 * heading whatever the layout says, so it is returned apart.
 */
export function detailFields(
  layout: {
    field: string;
    size: number;
    label?: string;
    showLabel: boolean;
    showBox: boolean;
    ordinal: number;
  }[],
  detail: Pick<CatalogueDetail, DetailFieldName>,
  naming: ParamNaming = { names: {}, languages: [] },
): { title: DetailField; fields: (DetailField & { value: string })[] } {
  const known = layout.filter((f): f is DetailField => isDetailField(f.field));
  const chosen = (known.length > 0 ? known : defaultLayout).slice().sort((a, b) => a.ordinal - b.ordinal);
  const title = chosen.find((f) => f.field === 'title') ?? ({ ...defaultLayout[0], size: 28 } as DetailField);
  const fields = chosen
    .filter((f) => f.field !== 'title')
    .flatMap((f) => {
      if (!isParam(f.field)) return [f];
      const name = paramNameOf(naming, f.field);
      return name ? [{ ...f, label: name }] : [];
    })
    .map((f) => ({ ...f, size: Math.min(48, Math.max(10, f.size)), value: detail[f.field]?.trim() ?? '' }))
    .filter((f) => f.value !== '');
  return { title: { ...title, size: Math.min(48, Math.max(14, title.size)) }, fields };
}
