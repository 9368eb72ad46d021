import {
  ResultCode,
  USER_GROUP_CANDIDATES_MAX,
  UserGroupAuthMethod,
  type UserGroupMember,
  type userGroupMemberPageQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  countMembers,
  deleteMembers,
  insertMembers,
  type MemberRow,
  memberCandidates,
  memberIdsAmong,
  pageMembers,
  readerIds,
} from './members-repository.ts';
import { findGroup, type UserGroupRow } from './repository.ts';
import { reachableGroup, serviceOfReader, userGroupDetail } from './service.ts';

type MemberPageQuery = z.output<typeof userGroupMemberPageQuerySchema>;

const presentMember =
  (group: UserGroupRow) =>
  (row: MemberRow): UserGroupMember => ({
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    isPrimary: row.primaryGroupId === group.id,
  });

export async function pageUserGroupMembers(
  db: Database,
  { actor, authorize }: RouteCaller,
  id: number,
  query: MemberPageQuery,
) {
  const group = await reachableGroup(db, actor, authorize, id);
  const scope = { companyId: group.companyId, serviceId: serviceOfReader(actor) };
  const { rows, total } = await pageMembers(db, scope, group, query);
  return {
    content: rows.map(presentMember(group)),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

export async function userGroupMemberCandidates(
  db: Database,
  { actor, authorize }: RouteCaller,
  id: number,
  keyword: string,
) {
  const group = await reachableGroup(db, actor, authorize, id);
  const rows = await memberCandidates(
    db,
    companyScope(group.companyId),
    group,
    keyword,
    USER_GROUP_CANDIDATES_MAX,
  );
  return rows.map(presentMember(group));
}

/** Members are readers an admin puts in an ID-and-password group; an IP group's one member is its IP user. */
function assertPasswordGroup(group: UserGroupRow): void {
  if (group.authMethod !== UserGroupAuthMethod.PASSWORD) {
    throw appError(ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH, { field: 'authMethod' });
  }
}

/** The group row locked for the change: two admins adding at once cannot pass its max users together. */
async function lockedGroup(tx: Executor, scope: TenantScope, id: number) {
  const group = await findGroup(tx, scope, id, true);
  if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND);
  assertPasswordGroup(group);
  return group;
}

/** Members joining or leaving, as a change of their group: the readers' ids. */
const membersChange = (group: UserGroupRow, action: 'addMembers' | 'removeMembers', userIds: number[]) => ({
  entity: 'userGroup',
  entityId: group.id,
  companyId: group.companyId,
  action,
  before: null,
  after: { userIds },
});

export async function addUserGroupMembers(db: Database, call: AdminCall, id: number, userIds: number[]) {
  const scope = companyScope((await reachableGroup(db, call.actor, call.authorize, id)).companyId);
  const wanted = [...new Set(userIds)];
  await auditedWrite(db, call.who, async (tx, record) => {
    const group = await lockedGroup(tx, scope, id);
    const readers = await readerIds(tx, scope, wanted);
    if (readers.length !== wanted.length) {
      throw appError(ResultCode.USER_NOT_FOUND, { ids: wanted.filter((u) => !readers.includes(u)) });
    }
    const already = await memberIdsAmong(tx, scope, group, wanted);
    const joining = wanted.filter((u) => !already.includes(u));
    if ((await countMembers(tx, scope, group)) + joining.length > group.maxUsers) {
      throw appError(ResultCode.USER_GROUP_USER_LIMIT_REACHED, { maxUsers: group.maxUsers });
    }
    await insertMembers(tx, scope, group, joining);
    if (joining.length > 0) record(membersChange(group, 'addMembers', joining));
  });
  return userGroupDetail(db, call, id);
}

export async function removeUserGroupMembers(db: Database, call: AdminCall, id: number, userIds: number[]) {
  const scope = companyScope((await reachableGroup(db, call.actor, call.authorize, id)).companyId);
  await auditedWrite(db, call.who, async (tx, record) => {
    const group = await lockedGroup(tx, scope, id);
    const leaving = await memberIdsAmong(tx, scope, group, [...new Set(userIds)]);
    await deleteMembers(tx, scope, group, leaving);
    if (leaving.length > 0) record(membersChange(group, 'removeMembers', leaving));
  });
  return userGroupDetail(db, call, id);
}
