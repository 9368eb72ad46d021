import { type SortableField, type SortValueKind, sortFieldByCode } from '@hondana/contract';

/**
 * THE mapping of content fields to `contents` columns (alias `c`) for the catalogue's raw SQL: what a
 * sort-field code sorts by, which field names a series, which fields the detail layout may show. Only
 * names from these tables ever reach SQL text.
 */
export const contentColumnOf: Record<Exclude<SortableField, 'groupOrder'> | 'series', string> = {
  series: 'c.series',
  title: 'c.title',
  author: 'c.author',
  distributorName: 'c.distributor_name',
  year: 'c.year',
  contentCode: 'c.content_code',
  uploadedAt: 'c.uploaded_at',
  createdAt: 'c.created_at',
  publishedAt: 'c.published_at',
  param1: 'c.param1',
  param2: 'c.param2',
  param3: 'c.param3',
  param4: 'c.param4',
  param5: 'c.param5',
};

/**
 * Text sorts by ICU Japanese with numbers compared as numbers (migration 0009's `ja_natural`): kana
 * interleave (あ ア か カ), full-width and ASCII digits agree, and 第2巻 comes before 第10巻. The
 * database's own collation is C (code points), which puts every katakana after every hiragana.
 */
export const TEXT_COLLATION = 'ja_natural';

export interface SortColumn {
  /** SQL of the value sorted by; null for the listing's own order (sortField 12). */
  expression: string | null;
  kind: SortValueKind;
}

/** The column and kind of a sort-field code (undefined for an unknown code). */
export function sortColumnOf(code: number): SortColumn | undefined {
  const sort = sortFieldByCode(code);
  if (!sort) return undefined;
  if (sort.field === 'groupOrder') return { expression: null, kind: sort.kind };
  const column = contentColumnOf[sort.field];
  return {
    expression: sort.kind === 'text' ? `${column} collate "${TEXT_COLLATION}"` : column,
    kind: sort.kind,
  };
}

/** Fields that can name a series (the setting's paramSeriesContent); `series` when it names none. */
export const seriesFields = ['series', 'param1', 'param2', 'param3', 'param4', 'param5'] as const;
export type SeriesField = (typeof seriesFields)[number];
export const seriesFieldOf = (value: string | null | undefined): SeriesField =>
  (seriesFields as readonly string[]).includes(value ?? '') ? (value as SeriesField) : 'series';

/** The fields of the content-detail layout. */
export const layoutFields = [
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
export type LayoutField = (typeof layoutFields)[number];
