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
    userGroupPage: async ({ actor, query }) => pageUserGroups(db, actor, query),
    userGroupDetail: async ({ actor, params }) => userGroupDetail(db, actor, params.id),
    userGroupAdd: async (call) => addUserGroup(db, call, call.body),
    userGroupUpdate: async (call) => updateUserGroup(db, call, call.params.id, call.body),
    userGroupDelete: async (call) => deleteUserGroup(db, call, call.params.id),
    userGroupMembers: async ({ actor, params, query }) => pageUserGroupMembers(db, actor, params.id, query),
    userGroupMemberCandidates: async ({ actor, params, query }) =>
      userGroupMemberCandidates(db, actor, params.id, query.keyword),
    userGroupAddMembers: async (call) => addUserGroupMembers(db, call, call.params.id, call.body.userIds),
    userGroupRemoveMembers: async (call) =>
      removeUserGroupMembers(db, call, call.params.id, call.body.userIds),
  };
}
