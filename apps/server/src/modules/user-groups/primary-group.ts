import { ResultCode, UserGroupAuthMethod } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { countMembers, deleteMembers, insertMembers, memberIdsAmong } from './members-repository.ts';
import { findGroup, type UserGroupRow } from './repository.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The group a reader may be put in by the readers' form or a bulk move: an ID-and-password group of the
 * scope's company (705 otherwise; 423 for an IP group, whose one member is its IP user). `lock` holds
 * its row until the transaction ends, so two moves cannot both take its last place.
 */
export async function readerGroupOf(
  db: Executor,
  scope: TenantScope,
  groupId: number,
  lock = false,
): Promise<UserGroupRow> {
  const group = await findGroup(db, scope, groupId, lock);
  if (!group) throw appError(ResultCode.USER_GROUP_NOT_FOUND, { field: 'userGroupId' });
  if (group.authMethod !== UserGroupAuthMethod.PASSWORD) {
    throw appError(ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH, { field: 'userGroupId' });
  }
  return group;
}

/**
 * Moves a reader to another primary group (the reader form's, a bulk move's): it joins the new group
 * (an ID-and-password group of its company, 705 otherwise, 423 for an IP group, 427 when the group is
 * full, counted under the group's row lock) and leaves the group that was its primary one. Null takes
 * it out of its primary group; another group it is in then becomes primary, as the members page does.
 */
export async function movePrimaryGroup(
  tx: Executor,
  scope: TenantScope,
  reader: UserRow,
  groupId: number | null,
): Promise<void> {
  const { companyId } = scope;
  if (reader.companyId !== companyId) throw new Error(`reader ${reader.id} is not of company ${companyId}`);
  if (reader.userGroupId === groupId) return;
  if (groupId !== null) {
    const group = await readerGroupOf(tx, scope, groupId, true);
    const already = await memberIdsAmong(tx, scope, group, [reader.id]);
    if (already.length === 0 && (await countMembers(tx, scope, group)) + 1 > group.maxUsers) {
      throw appError(ResultCode.USER_GROUP_USER_LIMIT_REACHED, { maxUsers: group.maxUsers });
    }
    await insertMembers(tx, scope, group, [reader.id]);
  }
  if (reader.userGroupId !== null) {
    const previous = await findGroup(tx, scope, reader.userGroupId, true);
    if (previous) await deleteMembers(tx, scope, previous, [reader.id]);
  }
  if (groupId !== null) {
    await tx
      .update(users)
      .set({ userGroupId: groupId })
      .where(and(inCompany(users, scope), eq(users.id, reader.id)));
  }
}

/**
 * New readers (an import's batch) join a group as their primary one, by the rules of
 * `movePrimaryGroup`: an ID-and-password group of the company with room for all of them (427), counted
 * under the group's row lock.
 */
export async function joinPrimaryGroup(
  tx: Executor,
  scope: TenantScope,
  groupId: number,
  readerIds: number[],
): Promise<void> {
  if (readerIds.length === 0) return;
  const group = await readerGroupOf(tx, scope, groupId, true);
  if ((await countMembers(tx, scope, group)) + readerIds.length > group.maxUsers) {
    throw appError(ResultCode.USER_GROUP_USER_LIMIT_REACHED, { maxUsers: group.maxUsers });
  }
  await insertMembers(tx, scope, group, readerIds);
}
