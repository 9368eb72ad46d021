import {
  type AdminContentGroup,
  CONTENT_GROUP_ORDER_MAX,
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  type contentGroupPageQuerySchema,
  type Page,
  ResultCode,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
  type ScopeRequest,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { companyScope, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type ContentGroupRow, presentAdminGroup, presentGroupSummary } from './present-group.ts';
import {
  CHOSEN_CONTENT_TYPES,
  countGroupContents,
  findGroupAcrossTenants,
  findGroupInCompany,
  groupContentIds,
  listGroupsInScope,
  pageGroups,
} from './repository.ts';

/** Groups with how many contents each holds. */
export async function presentAdminGroups(
  db: Executor,
  scope: TenantScope,
  rows: ContentGroupRow[],
): Promise<ContentGroupAdminItem[]> {
  const counts = await countGroupContents(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentAdminGroup(row, counts.get(row.id) ?? 0));
}

/** `GET /content-group/all`: every group the administrator's scope reaches, special groups included. */
export async function listAdminGroups(
  db: Executor,
  { actor, authorize }: RouteCaller,
  request: ScopeRequest,
): Promise<AdminContentGroup[]> {
  const scope = await adminScope(db, actor, authorize, request);
  const rows = await listGroupsInScope(db, scope);
  return rows.map((row) => ({ ...presentGroupSummary(row), serviceId: row.serviceId }));
}

/** `GET /content-group/page`. */
export async function pageAdminGroups(
  db: Executor,
  { actor, authorize }: RouteCaller,
  query: z.output<typeof contentGroupPageQuerySchema>,
): Promise<Page<ContentGroupAdminItem>> {
  const scope = await adminScope(db, actor, authorize, query);
  const { rows, total } = await pageGroups(
    db,
    scope,
    { name: query.name, type: query.type },
    pageWindow(query),
  );
  return presentPage(query, await presentAdminGroups(db, scope, rows), total);
}

/** A group an administrator names by id, with its service as the scope (710 when out of reach). */
export async function groupForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: ContentGroupRow; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findGroupAcrossTenants(db, id)
      : await findGroupInCompany(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

export async function presentGroupDetail(
  db: Executor,
  scope: TenantScope,
  row: ContentGroupRow,
): Promise<ContentGroupDetail> {
  const contentIds = CHOSEN_CONTENT_TYPES.includes(row.type)
    ? await groupContentIds(db, scope, row.id, CONTENT_GROUP_ORDER_MAX)
    : [];
  const [group] = await presentAdminGroups(db, scope, [row]);
  if (!group) throw new Error('group not presented');
  return { ...group, contentIds };
}

/** `GET /content-group/detail/{id}`. */
export async function adminGroupDetail(
  db: Executor,
  { actor, authorize }: RouteCaller,
  id: number,
): Promise<ContentGroupDetail> {
  const { row, scope } = await groupForAdmin(db, actor, authorize, id);
  return presentGroupDetail(db, scope, row);
}
