/** CSV import runs (contents or users). Only one import runs per company at a time (code 746). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type CsvImportKind,
  type CsvImportStatus,
  csvImportKinds,
  csvImportStatuses,
  type ReaderImportOutcome,
  readerImportOutcomes,
} from '../../../../../packages/contract/src/enums.ts';
import { inList } from './checks.ts';
import { emptyJsonArray, id, ref, tstz } from './columns.ts';
import { companyId, services, tenantFk } from './companies.ts';
import { users } from './users.ts';

/**
 * One rejected CSV row (or the whole file, when the run failed): `message` is the catalogue key of the
 * rule it broke, `values` what that text names (a length, the cells counted).
 */
export type CsvImportError = {
  row: number;
  column?: string;
  code: number;
  message: string;
  values?: Record<string, string | number>;
};

export const csvImportRuns = pgTable(
  'csv_import_runs',
  {
    id: id(),
    companyId: companyId(),
    /** Service imported into (contents); NULL for company-wide imports (users). */
    serviceId: ref('service_id'),
    kind: text('kind').$type<CsvImportKind>().notNull(),
    status: text('status').$type<CsvImportStatus>().notNull().default('running'),
    fileName: text('file_name').notNull(),
    /** Uploaded file in the storage adapter (removed after the run). */
    storageKey: text('storage_key'),
    totalRows: integer('total_rows').notNull().default(0),
    okRows: integer('ok_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    errors: jsonb('errors').$type<CsvImportError[]>().notNull().default(emptyJsonArray),
    startedById: ref('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    tenantFk('csv_import_runs_service_fk', [t.companyId, t.serviceId], [services.companyId, services.id]),
    check('csv_import_runs_kind_check', inList(t.kind, csvImportKinds)),
    check('csv_import_runs_status_check', inList(t.status, csvImportStatuses)),
    check(
      'csv_import_runs_rows_check',
      sql`${t.totalRows} >= 0 and ${t.okRows} >= 0 and ${t.errorRows} >= 0 and ${t.okRows} + ${t.errorRows} <= ${t.totalRows}`,
    ),
    check(
      'csv_import_runs_finished_check',
      sql`${t.status} in ('previewed', 'running') or ${t.finishedAt} is not null`,
    ),
    unique('csv_import_runs_company_id_id_uq').on(t.companyId, t.id),
    // At most one running import per company (code 746).
    uniqueIndex('csv_import_runs_running_uq').on(t.companyId).where(sql`${t.status} = 'running'`),
    index('csv_import_runs_company_started_idx').on(t.companyId, t.startedAt),
  ],
);

/**
 * The rows of a readers import, read and checked by its preview (dry run), so the preview pages through
 * them and the import writes them without reading the file again. `cells` are the file's cells by column
 * as written (formula guards on), for the refused-rows download.
 */
export const readerImportRows = pgTable(
  'reader_import_rows',
  {
    companyId: companyId(),
    runId: ref('run_id').notNull(),
    /** The row's number as a spreadsheet shows it (the header is 1). */
    row: integer('row').notNull(),
    outcome: text('outcome').$type<ReaderImportOutcome>().notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    problems: jsonb('problems').$type<CsvImportError[]>().notNull().default(emptyJsonArray),
  },
  (t) => [
    primaryKey({ name: 'reader_import_rows_pk', columns: [t.companyId, t.runId, t.row] }),
    tenantFk(
      'reader_import_rows_run_fk',
      [t.companyId, t.runId],
      [csvImportRuns.companyId, csvImportRuns.id],
    ),
    check('reader_import_rows_outcome_check', inList(t.outcome, readerImportOutcomes)),
    check('reader_import_rows_row_check', sql`${t.row} >= 2`),
    index('reader_import_rows_outcome_idx').on(t.companyId, t.runId, t.outcome, t.row),
  ],
);
