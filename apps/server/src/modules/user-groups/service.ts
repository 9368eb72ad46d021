import {
  ResultCode,
  RoleLevel,
  UserGroupAuthMethod,
  type UserGroupItem,
  type userGroupFieldsSchema,
  type userGroupPageQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { findCompanyById, lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { checkedNetworks } from './networks.ts';
import {
  companyContentGroupIds,
  countAccountMembers,
  deleteGroupAndIpUser,
  findGroup,
  findGroupAcrossTenants,
  findServiceGroup,
  groupExtras,
  insertGroup,
  overlappingNetwork,
  pageGroups,
  replaceContentGroups,
  replaceNetworks,
  type UserGroupRow,
  updateGroupRow,
} from './repository.ts';

type Fields = z.output<typeof userGroupFieldsSchema>;
type PageQuery = z.output<typeof userGroupPageQuerySchema>;

/**
 * User groups belong to a company: the caller's, or the one a system admin names; a service admin's
 * reach is their service's groups (those holding a member of the service), and another company named
 * is refused (614).
 */
async function scopeOf(db: Executor, actor: Actor, action: ActionCheck, companyId: number | undefined) {
  return adminScope(db, actor, action, { companyId });
}

/** The service a service admin sees groups and members of; null for everyone else (the whole company). */
export const serviceOfReader = (actor: Actor): number | null =>
  actor.role === RoleLevel.SERVICE_ADMIN ? actor.serviceId : null;

async function present(
  db: Executor,
  rows: UserGroupRow[],
  serviceId: number | null,
): Promise<UserGroupItem[]> {
  const companyId = rows[0]?.companyId;
  if (companyId === undefined) return [];
  const extras = await groupExtras(
    db,
    { companyId, serviceId },
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    roleLevel: row.roleLevel,
    authMethod: row.authMethod,
    maxUsers: row.maxUsers,
    autoLogin: row.autoLogin,
    isDefaultIpGroup: row.isDefaultIpGroup,
    ipAddresses: extras.networks.get(row.id) ?? [],
    contentGroupIds: extras.groups.get(row.id) ?? [],
    memberCount: extras.members.get(row.id) ?? 0,
  }));
}

async function presentOne(db: Executor, row: UserGroupRow, serviceId: number | null): Promise<UserGroupItem> {
  const [item] = await present(db, [row], serviceId);
  if (!item) throw new Error('user group not presented');
  return item;
}

export async function pageUserGroups(db: Database, { actor, authorize }: RouteCaller, query: PageQuery) {
  const scope = await scopeOf(db, actor, authorize, query.companyId);
  const { rows, total } = await pageGroups(db, scope, query);
  return {
    content: await present(db, rows, scope.serviceId),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/**
 * A group the caller reaches: in their company (a company admin), their service's (a service admin:
 * one holding a member of the service), or any company's for a system admin. Any other id is 705, as an
 * unknown one.
 */
export async function reachableGroup(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
  lock = false,
) {
  const serviceId = serviceOfReader(actor);
  const group =
    actor.companyId === null
      ? await findGroupAcrossTenants(db, id, lock)
      : actor.role === RoleLevel.SERVICE_ADMIN
        ? serviceId === null
          ? undefined
          : await findServiceGroup(db, { companyId: actor.companyId, serviceId }, id)
        : await findGroup(db, companyScope(actor.companyId), id, lock);
  if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND);
  checkAction(actor, action, { companyId: group.companyId, serviceId: actor.serviceId });
  return group;
}

export async function userGroupDetail(db: Database, { actor, authorize }: RouteCaller, id: number) {
  return presentOne(db, await reachableGroup(db, actor, authorize, id), serviceOfReader(actor));
}

/**
 * Checks and writes a group's settings, networks and content groups inside the caller's transaction
 * (the company row locked, so two admins cannot make overlapping networks at once).
 */
async function writeGroup(tx: Executor, companyId: number, existing: UserGroupRow | null, fields: Fields) {
  const scope = companyScope(companyId);
  const company = await findCompanyById(tx, companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const byIp = fields.authMethod === UserGroupAuthMethod.IP_ADDRESS;
  if (byIp && !company.loginByIpAddress) throw appError(ResultCode.IP_LOGIN_NOT_APPLIED);
  const held = existing
    ? ((await groupExtras(tx, scope, [existing.id])).networks.get(existing.id) ?? [])
    : [];
  const networks = byIp ? checkedNetworks(fields.ipAddresses, new Set(held)) : [];
  if (byIp && networks.length === 0) {
    throw appError(ResultCode.CREDENTIALS_OR_IP_REQUIRED, { field: 'ipAddresses' });
  }
  const contentGroupIds = [...new Set(fields.contentGroupIds)];
  const known = await companyContentGroupIds(tx, scope, contentGroupIds);
  if (known.length !== contentGroupIds.length) {
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND, {
      ids: contentGroupIds.filter((id) => !known.includes(id)),
    });
  }
  const overlap = await overlappingNetwork(tx, scope, existing?.id ?? null, networks);
  if (overlap) throw appError(ResultCode.IP_RANGE_CONFLICT, { field: 'ipAddresses', network: overlap });

  const values = {
    name: fields.name,
    roleLevel: byIp ? RoleLevel.IP_USER : RoleLevel.USER,
    authMethod: fields.authMethod,
    maxUsers: fields.maxUsers,
    autoLogin: byIp && fields.autoLogin,
  };
  const group = existing ?? (await insertGroup(tx, scope, values));
  if (existing) await updateGroupRow(tx, scope, existing, values);
  if (!(await replaceNetworks(tx, scope, group, networks))) {
    throw appError(ResultCode.IP_ADDRESS_DUPLICATED, { field: 'ipAddresses' });
  }
  await replaceContentGroups(tx, scope, group, contentGroupIds);
  return group.id;
}

/** A group's change for the trail: its settings, networks, content groups and member count. */
export function userGroupChange(
  action: string,
  before: UserGroupItem | null,
  after: UserGroupItem | null,
  extra: Record<string, unknown> = {},
): AuditChange {
  const group = after ?? before;
  if (!group) throw new Error('an audited user group change names no group');
  return {
    entity: 'userGroup',
    entityId: group.id,
    companyId: group.companyId,
    action,
    before: before && { ...before },
    after: after && { ...after, ...extra },
  };
}

export async function addUserGroup(db: Database, call: AdminCall, fields: Fields) {
  const { companyId } = await scopeOf(db, call.actor, call.authorize, fields.companyId);
  const id = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, { companyId });
    const added = await writeGroup(tx, companyId, null, fields);
    const after = await findGroup(tx, companyScope(companyId), added);
    record(userGroupChange('add', null, after ? await presentOne(tx, after, null) : null));
    return added;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  const group = await findGroup(db, companyScope(companyId), id);
  if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND);
  return presentOne(db, group, null);
}

export async function updateUserGroup(db: Database, call: AdminCall, id: number, fields: Fields) {
  const { companyId } = await reachableGroup(db, call.actor, call.authorize, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, { companyId });
    const group = await findGroup(tx, companyScope(companyId), id, true);
    if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND);
    if (group.isDefaultIpGroup && fields.authMethod !== UserGroupAuthMethod.IP_ADDRESS) {
      throw appError(ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH, { field: 'authMethod' });
    }
    const before = await presentOne(tx, group, null);
    await writeGroup(tx, companyId, group, fields);
    const after = await findGroup(tx, companyScope(companyId), id);
    record(userGroupChange('update', before, after ? await presentOne(tx, after, null) : null));
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return userGroupDetail(db, call, id);
}

export async function deleteUserGroup(db: Database, call: AdminCall, id: number) {
  const { companyId } = await reachableGroup(db, call.actor, call.authorize, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    const scope = companyScope(companyId);
    const group = await findGroup(tx, scope, id, true);
    if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND);
    if (group.isDefaultIpGroup) throw appError(ResultCode.USER_GROUP_UNDELETABLE);
    if ((await countAccountMembers(tx, scope, group)) > 0) throw appError(ResultCode.USER_GROUP_IN_USE);
    const before = await presentOne(tx, group, null);
    await deleteGroupAndIpUser(tx, scope, group);
    record(userGroupChange('delete', before, null));
  });
  return { accepted: true as const };
}
