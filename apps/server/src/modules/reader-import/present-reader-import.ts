import type { ReaderImportOutcome, ReaderImportRow, ReaderImportRun } from '@hondana/contract';
import type { CsvImportError } from '../../db/schema/index.ts';
import { unguardFormula } from '../../platform/csv/formula-guard.ts';
import type { ReaderRunRow } from './reader-import-run-repository.ts';
import type { ReaderKey } from './reader-row-rules.ts';

const presentProblem = (problem: CsvImportError) => ({
  row: problem.row,
  column: problem.column ?? null,
  code: problem.code,
  message: problem.message,
  ...(problem.values ? { values: problem.values } : {}),
});

/** A readers import as the admin screen follows it: the preview's counts, then the import's progress. */
export function presentRun(row: ReaderRunRow, counts: Record<ReaderImportOutcome, number>): ReaderImportRun {
  const [fileProblem] = row.errors;
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    fileName: row.fileName,
    totalRows: row.totalRows,
    doneRows: row.status === 'previewed' ? 0 : row.okRows + row.errorRows,
    counts,
    fileProblem: fileProblem ? presentProblem(fileProblem) : null,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

interface StoredRow {
  row: number;
  outcome: ReaderImportOutcome;
  cells: Record<string, string>;
  problems: CsvImportError[];
}

export function presentRow(row: StoredRow, key: ReaderKey): ReaderImportRow {
  return {
    row: row.row,
    outcome: row.outcome,
    key: unguardFormula(row.cells[key] ?? '').trim(),
    cells: row.cells,
    problems: row.problems.map(presentProblem),
  };
}

export function presentRowPage(
  rows: StoredRow[],
  key: ReaderKey,
  paging: { total: number; page: number; size: number },
) {
  return {
    content: rows.map((row) => presentRow(row, key)),
    totalElements: paging.total,
    totalPages: Math.ceil(paging.total / paging.size),
    number: paging.page,
    size: paging.size,
  };
}
