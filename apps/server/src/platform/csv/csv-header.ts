import { ResultCode } from '@hondana/contract';
import type { CsvImportError } from '../../db/schema/index.ts';

/** The whole file is refused (not text, no header, an unknown column, a quote never closed…). */
export class CsvFileError extends Error {
  constructor(readonly problem: CsvImportError) {
    super(problem.message);
  }
}

export const csvFileProblem = (
  row: number,
  code: number,
  message: string,
  column?: string,
  values?: Record<string, string | number>,
) => new CsvFileError({ row, ...(column ? { column } : {}), code, message, ...(values ? { values } : {}) });

/**
 * The column each position of the header names, as `known` spells it (matched without regard to case or
 * surrounding blanks). A header naming none of them (the first row is data), an unknown name or a name
 * given twice refuses the file with the rule `<rules>.headerMissing`, `.unknownColumn` or
 * `.duplicateColumn` of the import's catalogue.
 */
export function namesOfHeader<N extends string>(header: string[], known: readonly N[], rules: string): N[] {
  const byKey = new Map<string, N>(known.map((name) => [name.toLowerCase(), name]));
  const named = (raw: string) => raw.trim().slice(0, 64);
  if (!header.some((raw) => byKey.has(raw.trim().toLowerCase()))) {
    throw csvFileProblem(1, ResultCode.INVALID_FILE, `${rules}.headerMissing`, undefined, {
      first: named(header[0] ?? ''),
    });
  }
  const seen = new Set<N>();
  return header.map((raw) => {
    const name = byKey.get(raw.trim().toLowerCase());
    if (!name) throw csvFileProblem(1, ResultCode.INVALID_FILE, `${rules}.unknownColumn`, named(raw));
    if (seen.has(name)) throw csvFileProblem(1, ResultCode.INVALID_FILE, `${rules}.duplicateColumn`, name);
    seen.add(name);
    return name;
  });
}
