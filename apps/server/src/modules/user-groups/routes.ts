import type { userGroupRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import {
  addUserGroupMembers,
  pageUserGroupMembers,
  removeUserGroupMembers,
  userGroupMemberCandidates,
} from './members.ts';
import {
  addUserGroup,
  deleteUserGroup,
  pageUserGroups,
  updateUserGroup,
  userGroupDetail,
} from './service.ts';

export function userGroupHandlers(app: FastifyInstance): RouteHandlers<typeof userGroupRoutes> {
  const { db } = app.deps;
  return {
    userGroupPage: async (call) => pageUserGroups(db, call, call.query),
    userGroupDetail: async (call) => userGroupDetail(db, call, call.params.id),
    userGroupAdd: async (call) => addUserGroup(db, call, call.body),
    userGroupUpdate: async (call) => updateUserGroup(db, call, call.params.id, call.body),
    userGroupDelete: async (call) => deleteUserGroup(db, call, call.params.id),
    userGroupMembers: async (call) => pageUserGroupMembers(db, call, call.params.id, call.query),
    userGroupMemberCandidates: async (call) =>
      userGroupMemberCandidates(db, call, call.params.id, call.query.keyword),
    userGroupAddMembers: async (call) => addUserGroupMembers(db, call, call.params.id, call.body.userIds),
    userGroupRemoveMembers: async (call) =>
      removeUserGroupMembers(db, call, call.params.id, call.body.userIds),
  };
}
