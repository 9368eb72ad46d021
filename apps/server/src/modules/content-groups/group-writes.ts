import {
  CONTENT_GROUP_NAME_MAX,
  type ContentGroupAdminItem,
  type ContentGroupDetail,
  type ContentGroupFields,
  ContentGroupType,
  type contentGroupRefCodesSchema,
  type contentGroupUpdateSchema,
  ResultCode,
  storedTranslations,
} from '@hondana/contract';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { contentGroups } from '../../db/schema/index.ts';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import { rowChange } from '../../platform/audit/row-change.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import { targetServiceFor } from '../../platform/policy/admin-scope.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { groupForAdmin, presentAdminGroups, presentGroupDetail } from './admin-groups.ts';
import { announceTenantChange } from './announce-change.ts';
import type { ContentGroupRow } from './present-group.ts';
import {
  CHOSEN_CONTENT_TYPES,
  type ContentGroupInsert,
  clearDefaultGroup,
  contentIdsOfService,
  deleteGroupRow,
  groupInUse,
  groupNameTaken,
  insertGroup,
  listGroupsInScope,
  replaceGroupContents,
  updateGroupRow,
} from './repository.ts';
import { ensureSpecialGroups } from './special-groups.ts';

type GroupUpdate = z.output<typeof contentGroupUpdateSchema>;

/** Group name rules with their own codes: required (747), at most 255 characters (751). */
function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw appError(ResultCode.GROUP_NAME_REQUIRED, { field: 'name' });
  if ([...trimmed].length > CONTENT_GROUP_NAME_MAX) {
    throw appError(ResultCode.GROUP_NAME_TOO_LONG, { field: 'name' });
  }
  return trimmed;
}

/** The columns an add or update sets (absent fields left out). */
function columnsOf(fields: GroupUpdate): Partial<ContentGroupInsert> {
  const columns: Partial<ContentGroupInsert> = {
    name: fields.name === undefined ? undefined : checkedName(fields.name),
    nameTranslations:
      fields.nameTranslations === undefined ? undefined : storedTranslations(fields.nameTranslations),
    refCode: fields.refCode === undefined ? undefined : fields.refCode || null,
    isWrapLine: fields.isWrapLine,
    itemSize: fields.itemSize,
    numRow: fields.numRow,
    isShow: fields.isShow,
    ordinal: fields.ordinal,
    isDefault: fields.isDefault,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

async function checkContents(db: Executor, scope: ServiceScope, contentIds: number[] | undefined) {
  if (!contentIds) return undefined;
  const unique = [...new Set(contentIds)];
  const found = new Set(await contentIdsOfService(db, scope, unique));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw appError(ResultCode.CONTENT_NOT_FOUND, { ids: missing });
  return unique;
}

async function checkNameFree(db: Executor, scope: ServiceScope, name: string | undefined, exceptId?: number) {
  if (name !== undefined && (await groupNameTaken(db, scope, name, exceptId))) {
    throw appError(ResultCode.GROUP_NAME_DUPLICATED, { field: 'name' });
  }
}

/** Where a new normal group goes when no ordinal is sent: after the service's normal groups. */
async function nextOrdinal(db: Executor, scope: ServiceScope): Promise<number> {
  const [row] = await db
    .select({ top: max(contentGroups.ordinal) })
    .from(contentGroups)
    .where(and(inService(contentGroups, scope), eq(contentGroups.type, ContentGroupType.NORMAL)));
  return (row?.top ?? 0) + 1;
}

/** `POST /content-group/add`: a normal group. */
export async function addGroup(
  db: Database,
  call: AdminCall,
  fields: ContentGroupFields,
): Promise<ContentGroupDetail> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  const columns = columnsOf(fields);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkNameFree(tx, scope, columns.name);
    const contentIds = await checkContents(tx, scope, fields.contentIds);
    if (columns.isDefault) await clearDefaultGroup(tx, scope);
    const inserted = await insertGroup(tx, scope, {
      ...columns,
      name: columns.name ?? '',
      ordinal: columns.ordinal ?? (await nextOrdinal(tx, scope)),
      type: ContentGroupType.NORMAL,
    });
    if (contentIds) await replaceGroupContents(tx, scope, inserted.id, contentIds);
    record(rowChange('contentGroup', 'add', null, { ...inserted, ...(contentIds ? { contentIds } : {}) }));
    return inserted;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return presentGroupDetail(db, scope, row);
}

/** `PUT /content-group/update/{id}`: any group; `contentIds` only for groups whose contents are chosen. */
export async function updateGroup(
  db: Database,
  call: AdminCall,
  id: number,
  fields: GroupUpdate,
): Promise<ContentGroupDetail> {
  const { row: current, scope } = await groupForAdmin(db, call.actor, call.authorize, id);
  if (fields.contentIds && !CHOSEN_CONTENT_TYPES.includes(current.type)) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'contentIds', reason: 'computed group' });
  }
  if (fields.isDefault && current.type !== ContentGroupType.NORMAL) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'isDefault', reason: 'special group' });
  }
  const columns = columnsOf(fields);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkNameFree(tx, scope, columns.name, id);
    const contentIds = await checkContents(tx, scope, fields.contentIds);
    if (columns.isDefault) await clearDefaultGroup(tx, scope);
    const updated = await updateGroupRow(tx, scope, id, columns);
    if (!updated) throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND);
    if (contentIds) await replaceGroupContents(tx, scope, id, contentIds);
    record(
      rowChange('contentGroup', 'update', current, { ...updated, ...(contentIds ? { contentIds } : {}) }),
    );
    return updated;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return presentGroupDetail(db, scope, row);
}

/**
 * `DELETE /content-group/delete/{id}`: special groups and the default group cannot go (749); a group a
 * search box, a subscription plan or a user group names is in use (736).
 */
export async function deleteGroup(db: Database, call: AdminCall, id: number): Promise<{ accepted: true }> {
  const { row, scope } = await groupForAdmin(db, call.actor, call.authorize, id);
  const refuseSpecial = (group: ContentGroupRow) => {
    if (group.type !== ContentGroupType.NORMAL || group.isDefault) {
      throw appError(ResultCode.CONTENT_GROUP_UNDELETABLE, {
        reason: group.isDefault ? 'default group' : 'special group',
      });
    }
  };
  refuseSpecial(row);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    if (await groupInUse(tx, scope, id)) throw appError(ResultCode.CONTENT_GROUP_IN_USE);
    await deleteGroupRow(tx, scope, id);
    record(rowChange('contentGroup', 'delete', row, null));
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return { accepted: true };
}

/** `POST /content-group/reset-content-group`: the special groups back to their defaults. */
export async function resetSpecialGroups(
  db: Database,
  call: AdminCall,
  serviceId: number | undefined,
): Promise<ContentGroupAdminItem[]> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, serviceId);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const special = (rows: ContentGroupRow[]) =>
      rows
        .filter((group) => group.type !== ContentGroupType.NORMAL)
        .map(({ id, type, name, isShow }) => ({ id, type, name, isShow }));
    const before = special(await listGroupsInScope(tx, scope));
    await ensureSpecialGroups(tx, scope, { restore: true });
    record({
      entity: 'specialContentGroups',
      entityId: scope.serviceId,
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      action: 'reset',
      before: { groups: before },
      after: { groups: special(await listGroupsInScope(tx, scope)) },
    });
  });
  announceTenantChange(db, 'content_groups', scope.companyId);
  return presentAdminGroups(db, scope, await listGroupsInScope(db, scope));
}

/** `PUT /content-group/update-ref-code`: every group must be within the caller's reach, or nothing changes. */
export async function updateRefCodes(
  db: Database,
  call: AdminCall,
  body: z.output<typeof contentGroupRefCodesSchema>,
): Promise<ContentGroupAdminItem[]> {
  const targets: { row: ContentGroupRow; scope: ServiceScope; refCode: string | null }[] = [];
  for (const item of body.contentGroups) {
    targets.push({
      ...(await groupForAdmin(db, call.actor, call.authorize, item.id)),
      refCode: item.refCode,
    });
  }
  const rows = await auditedWrite(db, call.who, async (tx, record) => {
    const updated = [];
    for (const target of targets) {
      const row = await updateGroupRow(tx, target.scope, target.row.id, { refCode: target.refCode || null });
      if (row) updated.push(row);
      if (row) record(rowChange('contentGroup', 'update', target.row, row));
    }
    return updated;
  });
  const companies = new Set(rows.map((r) => r.companyId));
  for (const companyId of companies) announceTenantChange(db, 'content_groups', companyId);
  const answers = [];
  for (const row of rows) {
    answers.push(
      ...(await presentAdminGroups(db, { companyId: row.companyId, serviceId: row.serviceId }, [row])),
    );
  }
  return answers;
}
