/** Background processing of uploaded files: what each run cost, per tenant (the system admin's view). */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

/**
 * One row per process that runs background jobs (the server's own worker or `npm run worker`), its
 * `seen_at` refreshed every few seconds while it runs: the system health page calls a worker not seen
 * for a while down. Not a tenant table. Rows of stopped processes are removed after a day.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  /** host:pid:start time, unique per process run. */
  instance: text('instance').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: tstz('started_at').notNull(),
  seenAt: tstz('seen_at').notNull(),
});
