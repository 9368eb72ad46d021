import {
  readerCsvExportColumns,
  readerCsvStatusWords,
  readerCsvSubscriptionWords,
  type readerFilterQuerySchema,
} from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { guardFormula } from '../../platform/csv/formula-guard.ts';
import { sendCsv } from '../../platform/csv/send-csv.ts';
import type { Database } from '../../platform/database/connection.ts';
import { adminScope } from '../../platform/policy/admin-scope.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { AccountDeps } from './account-deps.ts';
import { presentReader } from './reader-admin-present.ts';
import { type ReaderFilter, type ReaderRow, readersAfter } from './reader-admin-repository.ts';
import type { AdminCaller } from './reader-admin-scope.ts';

/** Readers read per query: memory stays flat whatever the company's size. */
const PAGE_ROWS = 1000;

const wordOf = <T extends Record<string, number>>(words: T, value: number): string =>
  Object.entries(words).find(([, number]) => number === value)?.[0] ?? String(value);

/** One reader as the cells of an export row, in `readerCsvExportColumns` order, every text guarded. */
export function readerCells(row: ReaderRow): string[] {
  const item = presentReader(row);
  const cells: Record<(typeof readerCsvExportColumns)[number], string | number | boolean | null> = {
    ...item,
    status: wordOf(readerCsvStatusWords, item.status),
    subscriptionType: wordOf(readerCsvSubscriptionWords, item.subscriptionType),
    isSubscribeMail: item.isSubscribeMail ? '1' : '0',
    isReceiveNotify: item.isReceiveNotify ? '1' : '0',
  };
  return readerCsvExportColumns.map((column) => guardFormula(String(cells[column] ?? '')));
}

async function* records(
  db: Database,
  scope: TenantScope,
  filter: ReaderFilter,
  first: ReaderRow[],
  now: Date,
) {
  yield [...readerCsvExportColumns];
  let page = first;
  while (page.length > 0) {
    yield* page.map(readerCells);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_ROWS) return;
    page = await readersAfter(db, scope, filter, last.id, PAGE_ROWS, now);
  }
}

/**
 * GET /reader/export-csv: the readers the filters select in the caller's scope, streamed page by page
 * (keyset paging) in the columns the readers import reads, then its read-only ones. Refusals come
 * before the first byte.
 */
export async function exportReadersCsv(
  deps: AccountDeps,
  caller: AdminCaller,
  filter: z.output<typeof readerFilterQuerySchema>,
  reply: FastifyReply,
) {
  const scope = await adminScope(deps.db, caller.actor, caller.authorize, filter);
  const now = deps.clock.now();
  const first = await readersAfter(deps.db, scope, filter, 0, PAGE_ROWS, now);
  const date = now.toISOString().slice(0, 10);
  return sendCsv(reply, `readers-${date}.csv`, records(deps.db, scope, filter, first, now));
}
