import { ResultCode, type SearchTab } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { passes, type RouteCaller } from '../../platform/policy/admin-scope.ts';
import { companyScope, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { presentSearchTab } from './present-search-page.ts';
import {
  findBox,
  findBoxAcrossTenants,
  findTab,
  findTabAcrossTenants,
  listBoxesOfTabs,
  listOfferedGroups,
  type OfferedGroupRow,
  type SearchBoxRow,
  type SearchTabRow,
} from './search-page-repository.ts';

/**
 * A row an administrator names by id, or `notFound`: another company's row, and another service's row
 * for a service administrator, are not found (their existence is not told).
 */
export async function reach<R extends { companyId: number; serviceId: number }>(
  { actor, authorize }: RouteCaller,
  find: (scope: TenantScope | null) => Promise<R | undefined>,
  notFound: number,
): Promise<{ row: R; scope: ServiceScope }> {
  const row = await find(actor.companyId === null ? null : companyScope(actor.companyId));
  if (!row || !passes(authorize, row)) throw appError(notFound);
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

export const tabForAdmin = (db: Executor, caller: RouteCaller, id: number) =>
  reach<SearchTabRow>(
    caller,
    (scope) => (scope ? findTab(db, scope, id) : findTabAcrossTenants(db, id)),
    ResultCode.TAB_NOT_FOUND,
  );

export const boxForAdmin = (db: Executor, caller: RouteCaller, id: number) =>
  reach<SearchBoxRow>(
    caller,
    (scope) => (scope ? findBox(db, scope, id) : findBoxAcrossTenants(db, id)),
    ResultCode.SEARCH_BOX_NOT_FOUND,
  );

/**
 * Tabs with their boxes and the groups each box offers; `offers` picks the groups a caller may see
 * (every one for the administration).
 */
export async function withBoxes(
  db: Executor,
  scope: TenantScope,
  tabs: readonly SearchTabRow[],
  offers: (group: OfferedGroupRow) => boolean = () => true,
): Promise<SearchTab[]> {
  const boxes = await listBoxesOfTabs(
    db,
    scope,
    tabs.map((t) => t.id),
  );
  const groups = await listOfferedGroups(
    db,
    scope,
    boxes.map((b) => b.id),
  );
  const byBox = new Map<number, OfferedGroupRow[]>();
  for (const group of groups) {
    if (!offers(group)) continue;
    byBox.set(group.searchBoxId, [...(byBox.get(group.searchBoxId) ?? []), group]);
  }
  return tabs.map((tab) => presentSearchTab(tab, boxes, (boxId) => byBox.get(boxId) ?? []));
}

/** One tab with its boxes, as the administration sees it. */
export async function tabWithBoxes(db: Executor, tab: SearchTabRow): Promise<SearchTab> {
  const [presented] = await withBoxes(db, { companyId: tab.companyId, serviceId: tab.serviceId }, [tab]);
  if (!presented) throw new Error('tab not presented');
  return presented;
}
