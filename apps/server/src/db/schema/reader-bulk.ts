/** Bulk actions on a selection of readers, run in the background; the row is the caller's summary. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  type ReaderBulkAction,
  type ReaderBulkStatus,
  readerBulkActions,
  readerBulkStatuses,
} from '../../../../../packages/contract/src/api/readers.ts';
import { inList } from './checks.ts';
import { emptyJsonArray, id, ref, tstz } from './columns.ts';
import { companyId, services, tenantFk } from './companies.ts';
import { users } from './users.ts';

/** A reader the run left unchanged, and the result code of the reason. */
export type ReaderBulkRefusal = { userId: number; code: number };

export const readerBulkRuns = pgTable(
  'reader_bulk_runs',
  {
    id: id(),
    companyId: companyId(),
    /** A service admin's run reaches the readers of this service only; NULL: the whole company. */
    serviceId: ref('service_id'),
    action: text('action').$type<ReaderBulkAction>().notNull(),
    /** `move-group`: the group the readers move to; NULL takes them out of their primary group. */
    userGroupId: ref('user_group_id'),
    userIds: jsonb('user_ids').$type<number[]>().notNull(),
    status: text('status').$type<ReaderBulkStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    refused: jsonb('refused').$type<ReaderBulkRefusal[]>().notNull().default(emptyJsonArray),
    startedById: ref('started_by_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    tenantFk('reader_bulk_runs_service_fk', [t.companyId, t.serviceId], [services.companyId, services.id]),
    check('reader_bulk_runs_action_check', inList(t.action, readerBulkActions)),
    check('reader_bulk_runs_status_check', inList(t.status, readerBulkStatuses)),
    check('reader_bulk_runs_done_check', sql`${t.done} >= 0`),
    unique('reader_bulk_runs_company_id_id_uq').on(t.companyId, t.id),
    index('reader_bulk_runs_company_started_idx').on(t.companyId, t.startedAt),
  ],
);
