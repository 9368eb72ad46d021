/** CSV import runs (contents or users). Only one import runs per company at a time (code 746). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  type CsvImportKind,
  type CsvImportStatus,
  csvImportKinds,
  csvImportStatuses,
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
    check('csv_import_runs_finished_check', sql`${t.status} = 'running' or ${t.finishedAt} is not null`),
    // At most one running import per company (code 746).
    uniqueIndex('csv_import_runs_running_uq').on(t.companyId).where(sql`${t.status} = 'running'`),
    index('csv_import_runs_company_started_idx').on(t.companyId, t.startedAt),
  ],
);
