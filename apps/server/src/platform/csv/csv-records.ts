import { CsvError, type Options, parse } from 'csv-parse';
import type { Storage } from '../storage/storage.ts';
import { type CsvEncoding, decodedStream } from './csv-decoding.ts';

/** Longest record an import reads (a longer one is a syntax error of the file, never read into memory). */
const MAX_RECORD_BYTES = 1_000_000;

const parseOptions: Options = { bom: true, relax_column_count: true, max_record_size: MAX_RECORD_BYTES };

/** The file cannot be read as CSV from this record on (a quote never closed, a record too long). */
export class CsvSyntaxError extends Error {
  constructor(readonly row: number) {
    super(`CSV syntax error at record ${row}`);
  }
}

export interface CsvRecordOfFile {
  /** 1-based, as a spreadsheet numbers rows: blank records are skipped but counted. */
  row: number;
  fields: string[];
}

const isBlank = (fields: string[]) => fields.every((field) => field === '');

/** Each non-blank record of a stored CSV file, header included, streamed. */
export async function* csvRecords(
  storage: Storage,
  key: string,
  encoding: CsvEncoding,
): AsyncGenerator<CsvRecordOfFile> {
  const parser = (await decodedStream(storage, key, encoding)).pipe(parse(parseOptions));
  let row = 0;
  try {
    for await (const fields of parser) {
      row += 1;
      if (!isBlank(fields as string[])) yield { row, fields: fields as string[] };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new CsvSyntaxError(row + 1);
  }
}
