import { type AuditFilters, auditExportColumns } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { guardFormula } from '../../platform/csv/formula-guard.ts';
import { sendCsv } from '../../platform/csv/send-csv.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Actor, PolicyTarget } from '../../platform/policy/policy.ts';
import { auditReachOf, checkRange } from './audit-reach.ts';
import { type AuditEventRow, type AuditReach, auditEventsAfter } from './audit-repository.ts';
import { filtersOf, presentAuditEvent } from './audit-service.ts';

/** Rows read per query: memory stays flat however long the trail. */
const PAGE_ROWS = 1000;

const cellOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const cellsOf = (row: AuditEventRow): string[] => {
  const event = presentAuditEvent(row);
  return auditExportColumns.map((column) => guardFormula(cellOf(event[column])));
};

async function* records(db: Database, reach: AuditReach, filters: AuditFilters, first: AuditEventRow[]) {
  yield [...auditExportColumns];
  let page = first;
  while (page.length > 0) {
    yield* page.map(cellsOf);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_ROWS) return;
    page = await auditEventsAfter(db, reach, filters, last.id, PAGE_ROWS);
  }
}

/**
 * `GET /audit/export`: the changes in the caller's reach that match, oldest first, as CSV streamed
 * page by page. Refusals come before the first byte.
 */
export async function exportAuditCsv(
  deps: { db: Database; clock: Clock },
  actor: Actor,
  authorize: (target: PolicyTarget) => void,
  query: AuditFilters,
  reply: FastifyReply,
) {
  checkRange(query);
  const reach = await auditReachOf(deps.db, actor, authorize, query.companyId);
  const filters = filtersOf(query);
  const first = await auditEventsAfter(deps.db, reach, filters, 0, PAGE_ROWS);
  const date = deps.clock.now().toISOString().slice(0, 10);
  return sendCsv(reply, `audit-${date}.csv`, records(deps.db, reach, filters, first));
}
