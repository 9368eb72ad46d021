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
    userGroupAdd: async ({ actor, body }) => addUserGroup(db, actor, body),
    userGroupUpdate: async ({ actor, params, body }) => updateUserGroup(db, actor, params.id, body),
    userGroupDelete: async ({ actor, params }) => deleteUserGroup(db, actor, params.id),
    userGroupMembers: async ({ actor, params, query }) => pageUserGroupMembers(db, actor, params.id, query),
    userGroupMemberCandidates: async ({ actor, params, query }) =>
      userGroupMemberCandidates(db, actor, params.id, query.keyword),
    userGroupAddMembers: async ({ actor, params, body }) =>
      addUserGroupMembers(db, actor, params.id, body.userIds),
    userGroupRemoveMembers: async ({ actor, params, body }) =>
      removeUserGroupMembers(db, actor, params.id, body.userIds),
  };
}
