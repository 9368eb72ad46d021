/** Background processing of uploaded files: what each run cost, per tenant (the system admin's view). */
import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, ref, tstz } from './columns.ts';
import { companyId } from './companies.ts';

/**
 * One processing run of a content file (one job attempt that read the file): when it started, how
 * long it took and how it ended. Kept when the content or file is deleted (no foreign key to them),
 * gone with the company.
 */
export const contentProcessingRuns = pgTable(
  'content_processing_runs',
  {
    id: id(),
    companyId: companyId(),
    contentId: ref('content_id').notNull(),
    fileId: ref('file_id').notNull(),
    startedAt: tstz('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The result code that refused the file; NULL when it was accepted. */
    resultCode: integer('result_code'),
    /** UTF-8 bytes of text stored for the file (0 when refused). */
    textBytes: bigint('text_bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('content_processing_runs_company_idx').on(t.companyId, t.startedAt)],
);
