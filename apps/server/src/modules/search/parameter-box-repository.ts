import type { SearchableField, SearchOperation, SearchTabType } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { companyIs, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { bigintArray } from '../catalogue/catalogue-query.ts';

/** A search box as a parameter search reads it. */
export interface SearchBoxRow {
  id: number;
  serviceId: number;
  tabId: number;
  operation: SearchOperation;
  searchType: SearchTabType;
  searchFields: SearchableField[];
  matchValues: string[];
  isRequiredAtLogin: boolean;
  isRequiredAtView: boolean;
}

/**
 * The boxes `ids` name and every other box of their tabs (the required ones must be filled too), in
 * the company only: a box of another company is simply not there. The caller checks the service.
 */
export async function boxesOfTabsOf(
  db: Executor,
  scope: TenantScope,
  ids: readonly number[],
): Promise<SearchBoxRow[]> {
  const result = await db.execute<{
    id: string;
    service_id: string;
    tab_id: string;
    operation: SearchOperation;
    search_type: SearchTabType;
    search_fields: SearchableField[];
    match_values: string[];
    is_required_at_login: boolean;
    is_required_at_view: boolean;
  }>(sql`
    select b.id, b.service_id, b.tab_id, b.operation, b.search_type, b.search_fields, b.match_values,
      b.is_required_at_login, b.is_required_at_view
    from search_boxes b
    where ${companyIs('b', scope)} and b.tab_id in (
      select n.tab_id from search_boxes n where ${companyIs('n', scope)} and n.id = any(${bigintArray(ids)}))`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    serviceId: Number(row.service_id),
    tabId: Number(row.tab_id),
    operation: row.operation,
    searchType: row.search_type,
    searchFields: row.search_fields,
    matchValues: row.match_values,
    isRequiredAtLogin: row.is_required_at_login,
    isRequiredAtView: row.is_required_at_view,
  }));
}

/** The content groups each of the boxes offers (`search_box_content_groups`), by box id. */
export async function offeredGroupsOf(
  db: Executor,
  scope: TenantScope,
  boxIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const offered = new Map<number, Set<number>>();
  if (boxIds.length === 0) return offered;
  const result = await db.execute<{ box: string; grp: string }>(sql`
    select search_box_id as box, content_group_id as grp from search_box_content_groups
    where ${companyIs('search_box_content_groups', scope)} and search_box_id = any(${bigintArray(boxIds)})`);
  for (const row of result.rows) {
    const box = Number(row.box);
    const groups = offered.get(box) ?? new Set<number>();
    groups.add(Number(row.grp));
    offered.set(box, groups);
  }
  return offered;
}
