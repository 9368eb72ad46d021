import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { contentGroups, contents } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { sendCsv } from '../../../platform/csv/send-csv.ts';
import type { Database, Executor } from '../../../platform/database/connection.ts';
import { adminScope, type RouteCaller, type ScopeRequest } from '../../../platform/policy/admin-scope.ts';
import { inCompany, type TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import { type ContentRow, linksOf } from '../content-repository.ts';
import { cellsOf, exportColumns } from './content-csv-columns.ts';

/** Contents read per query: memory stays flat whatever the catalogue's size. */
const PAGE_ROWS = 1000;

const inScope = (scope: TenantScope): SQL =>
  and(
    inCompany(contents, scope),
    scope.serviceId === null ? undefined : eq(contents.serviceId, scope.serviceId),
  ) as SQL;

/** The next page after `afterId`, in id order (keyset paging: no offset to skip through). */
async function pageAfter(db: Executor, scope: TenantScope, afterId: number): Promise<ContentRow[]> {
  return db
    .select()
    .from(contents)
    .where(and(inScope(scope), gt(contents.id, afterId)))
    .orderBy(asc(contents.id))
    .limit(PAGE_ROWS);
}

async function rowsOf(db: Executor, scope: TenantScope, rows: ContentRow[]): Promise<string[][]> {
  const { groups, tags } = await linksOf(
    db,
    scope,
    rows.map((row) => row.id),
  );
  const groupIds = [...new Set([...groups.values()].flat())];
  const names =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: contentGroups.id, name: contentGroups.name })
          .from(contentGroups)
          .where(and(inCompany(contentGroups, scope), inArray(contentGroups.id, groupIds)));
  const nameOf = new Map(names.map((group) => [group.id, group.name]));
  return rows.map((row) => {
    const ids = groups.get(row.id) ?? [];
    return cellsOf(row, {
      groupIds: ids,
      groupNames: ids.map((id) => nameOf.get(id) ?? ''),
      hashtags: tags.get(row.id) ?? [],
    });
  });
}

async function* exportRecords(db: Database, scope: TenantScope, first: ContentRow[]) {
  yield [...exportColumns];
  let page = first;
  while (page.length > 0) {
    yield* await rowsOf(db, scope, page);
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_ROWS) return;
    page = await pageAfter(db, scope, last.id);
  }
}

/**
 * `GET /content/export-csv`: every content of the caller's scope as CSV, in the columns the import
 * reads. Refusals come before the first byte.
 */
export async function exportContentsCsv(
  deps: { db: Database; clock: Clock },
  { actor, authorize }: RouteCaller,
  query: ScopeRequest,
  reply: FastifyReply,
) {
  const scope = await adminScope(deps.db, actor, authorize, query);
  const first = await pageAfter(deps.db, scope, 0);
  const date = deps.clock.now().toISOString().slice(0, 10);
  return sendCsv(reply, `contents-${date}.csv`, exportRecords(deps.db, scope, first));
}
