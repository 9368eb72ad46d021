import type { ContentFieldsInput } from '@hondana/contract';
import { guardFormula, unguardFormula } from '../../../platform/csv/formula-guard.ts';
import type { ContentRow } from '../content-repository.ts';

export { guardFormula, unguardFormula };

/** The columns the import reads, in the order the export writes them (docs/content-csv.md). */
export const importColumns = [
  'contentCode',
  'title',
  'author',
  'distributorName',
  'year',
  'description',
  'toc',
  'keywords',
  'series',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'print',
  'enableViewBook',
  'viewOnline',
  'loginRequired',
  'refCode',
  'contentGroupIds',
  'hashtags',
  'published',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Written by the export for people to read; the import ignores them. */
export const readOnlyColumns = ['contentGroupNames', 'state', 'fileKind', 'pageCount'] as const;

export const exportColumns = [...importColumns, ...readOnlyColumns] as const;

/** Separates the group ids and the hashtags inside one cell. */
export const LIST_SEPARATOR = '|';

const textColumns = [
  'contentCode',
  'title',
  'author',
  'distributorName',
  'description',
  'toc',
  'keywords',
  'series',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'refCode',
] as const satisfies readonly ImportColumn[];

const booleanColumns = [
  'enableViewBook',
  'viewOnline',
  'loginRequired',
  'published',
] as const satisfies readonly ImportColumn[];

export interface ExportLinks {
  groupIds: number[];
  groupNames: string[];
  hashtags: string[];
}

/** One content as the cells of an export row (every text guarded against formulas). */
export function cellsOf(row: ContentRow, links: ExportLinks): string[] {
  const text = (value: string | null) => (value === null ? '' : guardFormula(value));
  const values: Record<(typeof exportColumns)[number], string> = {
    contentCode: text(row.contentCode),
    title: text(row.title),
    author: text(row.author),
    distributorName: text(row.distributorName),
    year: row.year === null ? '' : String(row.year),
    description: text(row.description),
    toc: text(row.toc),
    keywords: text(row.keywords),
    series: text(row.series),
    param1: text(row.param1),
    param2: text(row.param2),
    param3: text(row.param3),
    param4: text(row.param4),
    param5: text(row.param5),
    print: String(row.printable),
    enableViewBook: row.enableViewBook ? '1' : '0',
    viewOnline: row.viewOnline ? '1' : '0',
    loginRequired: row.loginRequired ? '1' : '0',
    refCode: text(row.refCode),
    contentGroupIds: links.groupIds.join(LIST_SEPARATOR),
    hashtags: text(links.hashtags.join(LIST_SEPARATOR)),
    published: row.published ? '1' : '0',
    contentGroupNames: text(links.groupNames.join(LIST_SEPARATOR)),
    state: row.state,
    fileKind: row.fileKind ?? '',
    pageCount: row.pageCount === null ? '' : String(row.pageCount),
  };
  return exportColumns.map((column) => values[column]);
}

/** Where the catalogue keeps the texts of the import's own rules (the texts say what to write). */
export const RULE = 'contentAdmin.csv.rule';

/** A cell the import could not turn into a value of its field (before the schema looks at it). */
export class CellError extends Error {
  constructor(
    readonly column: ImportColumn,
    readonly messageKey: string,
  ) {
    super(`${column}: ${messageKey}`);
  }
}

const booleanOf = (column: ImportColumn, cell: string): boolean | undefined => {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new CellError(column, `${RULE}.yesNo`);
};

const integerOf = (column: ImportColumn, cell: string): number | undefined => {
  const value = cell.trim();
  if (value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new CellError(column, 'validate.integer');
  return Number(value);
};

const listOf = (cell: string) =>
  unguardFormula(cell)
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The fields of one import row, from the cells of the columns the header names. A column the header
 * leaves out is absent (an update keeps the value); an empty text cell clears the value (null), an
 * empty list cell empties the list, an empty number or yes/no cell keeps the value.
 */
export function fieldsOfCells(cells: Map<ImportColumn, string>): ContentFieldsInput {
  const fields: Record<string, unknown> = {};
  for (const column of textColumns) {
    const cell = cells.get(column);
    if (cell === undefined) continue;
    const value = unguardFormula(cell);
    // An empty title stays '' so the schema refuses it: a content always has one.
    fields[column] = value.trim() === '' && column !== 'title' ? null : value;
  }
  for (const column of booleanColumns) {
    const cell = cells.get(column);
    if (cell !== undefined) fields[column] = booleanOf(column, cell);
  }
  const year = cells.get('year');
  if (year !== undefined) fields.year = year.trim() === '' ? null : integerOf('year', year);
  const print = cells.get('print');
  if (print !== undefined) fields.print = integerOf('print', print);
  const groups = cells.get('contentGroupIds');
  if (groups !== undefined) {
    fields.contentGroupIds = listOf(groups).map((id) => {
      if (!/^\d{1,9}$/.test(id)) throw new CellError('contentGroupIds', `${RULE}.groupIds`);
      return Number(id);
    });
  }
  const tags = cells.get('hashtags');
  if (tags !== undefined) fields.hashtags = listOf(tags).map((tag) => tag.replace(/^#+/, ''));
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as ContentFieldsInput;
}
