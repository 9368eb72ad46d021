import {
  type ReaderCsvColumn,
  ResultCode,
  readerCsvColumns,
  readerCsvExportColumns,
  readerCsvRefusedColumns,
} from '@hondana/contract';
import { detectEncoding } from '../../platform/csv/csv-decoding.ts';
import { csvFileProblem, namesOfHeader } from '../../platform/csv/csv-header.ts';
import { CsvSyntaxError, csvRecords } from '../../platform/csv/csv-records.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type ReaderKey, RULE } from './reader-row-rules.ts';

/**
 * Rows a file may hold: a large school at once. The dry run holds the rows in memory (about 7 MB of the
 * server's per 1,000 rows, measured), so more is refused before any check.
 */
export const READER_CSV_MAX_ROWS = 20_000;

const fileProblem = csvFileProblem;

/** Header names → the column of each position (null for the export's read-only columns and a refused-rows file's own). */
export function columnsOfHeader(header: string[], keyColumn: ReaderKey): (ReaderCsvColumn | null)[] {
  const names = namesOfHeader(header, [...readerCsvExportColumns, ...readerCsvRefusedColumns], RULE);
  if (!names.includes(keyColumn))
    throw fileProblem(1, ResultCode.INVALID_FILE, `${RULE}.missingKey`, keyColumn);
  return names.map((name) =>
    (readerCsvColumns as readonly string[]).includes(name) ? (name as ReaderCsvColumn) : null,
  );
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
 * file order. The file's own problems are thrown as `CsvFileError`.
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
