import type { CsvImportRun } from '@hondana/contract';
import type { CsvImportRunRow } from './csv-import-run-repository.ts';

/** A CSV import run as the admin screen follows it. */
export function presentImportRun(row: CsvImportRunRow): CsvImportRun {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    totalRows: row.totalRows,
    okRows: row.okRows,
    errorRows: row.errorRows,
    problems: row.errors.map((problem) => ({
      row: problem.row,
      column: problem.column ?? null,
      code: problem.code,
      message: problem.message,
      ...(problem.values ? { values: problem.values } : {}),
    })),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
