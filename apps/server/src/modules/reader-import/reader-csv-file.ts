import {
  type ReaderCsvColumn,
  ResultCode,
  readerCsvColumns,
  readerCsvExportColumns,
  readerCsvRefusedColumns,
} from '@hondana/contract';
import type { CsvImportError } from '../../db/schema/index.ts';
import { detectEncoding } from '../../platform/csv/csv-decoding.ts';
import { CsvSyntaxError, csvRecords } from '../../platform/csv/csv-records.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type ReaderKey, RULE } from './reader-row-rules.ts';

/** Rows a file may hold: a large school or company at once, with room; more is refused before any check. */
export const READER_CSV_MAX_ROWS = 50_000;

/** The whole file is refused (not text, no header, an unknown column, a quote never closed, too many rows). */
export class ReaderFileError extends Error {
  constructor(readonly problem: CsvImportError) {
    super(problem.message);
  }
}

const fileProblem = (
  row: number,
  code: number,
  message: string,
  column?: string,
  values?: Record<string, string | number>,
) =>
  new ReaderFileError({ row, ...(column ? { column } : {}), code, message, ...(values ? { values } : {}) });

/** Header names → the column of each position (null for the export's read-only columns and a refused-rows file's own). */
export function columnsOfHeader(header: string[], keyColumn: ReaderKey): (ReaderCsvColumn | null)[] {
  const known = new Map<string, string>(
    [...readerCsvExportColumns, ...readerCsvRefusedColumns].map((name) => [name.toLowerCase(), name]),
  );
  const named = (raw: string) => raw.trim().slice(0, 64);
  if (!header.some((raw) => known.has(raw.trim().toLowerCase()))) {
    throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.headerMissing`, undefined, {
      first: named(header[0] ?? ''),
    });
  }
  const seen = new Set<string>();
  const columns = header.map((raw) => {
    const name = known.get(raw.trim().toLowerCase());
    if (!name) throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.unknownColumn`, named(raw));
    if (seen.has(name)) throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.duplicateColumn`, name);
    seen.add(name);
    return (readerCsvColumns as readonly string[]).includes(name) ? (name as ReaderCsvColumn) : null;
  });
  if (!seen.has(keyColumn)) throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.missingKey`, keyColumn);
  return columns;
}

/** One data row: its cells by column as written, or the count of cells when it has not the header's. */
export interface ReaderRecord {
  row: number;
  cells: Map<ReaderCsvColumn, string>;
  cellCount?: { count: number; expected: number };
}

function recordOf(row: number, columns: (ReaderCsvColumn | null)[], fields: string[]): ReaderRecord {
  const cells = new Map<ReaderCsvColumn, string>();
  columns.forEach((column, index) => {
    if (column) cells.set(column, fields[index] ?? '');
  });
  return fields.length === columns.length
    ? { row, cells }
    : { row, cells, cellCount: { count: fields.length, expected: columns.length } };
}

/**
 * Every data row of a stored readers CSV (UTF-8, with or without a byte-order mark, or Shift_JIS), in
 * file order. The file's own problems are thrown as `ReaderFileError`.
 */
export async function readReaderCsv(
  storage: Storage,
  key: string,
  keyColumn: ReaderKey,
): Promise<{ columns: ReaderCsvColumn[]; records: ReaderRecord[] }> {
  const encoding = await detectEncoding(storage, key);
  if (encoding === 'utf16' || encoding === 'binary')
    throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.${encoding}`);
  let columns: (ReaderCsvColumn | null)[] | undefined;
  const records: ReaderRecord[] = [];
  try {
    for await (const { row, fields } of csvRecords(storage, key, encoding)) {
      if (!columns) {
        columns = columnsOfHeader(fields, keyColumn);
        continue;
      }
      if (records.length >= READER_CSV_MAX_ROWS)
        throw fileProblem(row, ResultCode.INVALID_FILE, `${RULE}.tooManyRows`, undefined, {
          max: READER_CSV_MAX_ROWS,
        });
      records.push(recordOf(row, columns, fields));
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    throw fileProblem(error.row, ResultCode.INVALID_FILE, `${RULE}.syntax`);
  }
  if (records.length === 0) throw fileProblem(2, ResultCode.IMPORT_FILE_EMPTY, 'api.error.739');
  const named = (columns ?? []).filter((column): column is ReaderCsvColumn => column !== null);
  return { columns: readerCsvColumns.filter((column) => named.includes(column)), records };
}
