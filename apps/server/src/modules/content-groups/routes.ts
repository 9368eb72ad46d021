import type { contentGroupRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { adminGroupDetail, listAdminGroups, pageAdminGroups } from './admin-groups.ts';
import { addGroup, deleteGroup, resetSpecialGroups, updateGroup, updateRefCodes } from './group-writes.ts';
import { listPublicGroups, listReaderGroups, publicGroupLayout } from './service.ts';
import { addTrending, removeTrending } from './trending.ts';

export function contentGroupHandlers(app: FastifyInstance): RouteHandlers<typeof contentGroupRoutes> {
  const { db } = app.deps;
  return {
    publicContentGroups: async ({ tenant }) => listPublicGroups(db, tenant),
    contentLayoutDetail: async ({ tenant, query }) => publicGroupLayout(db, tenant, query.contentGroupId),
    userContentGroups: async ({ tenant }) => listReaderGroups(db, tenant),
    contentGroupAll: async ({ actor, query }) => listAdminGroups(db, actor, query),
    contentGroupPage: async ({ actor, query }) => pageAdminGroups(db, actor, query),
    contentGroupDetail: async ({ actor, params }) => adminGroupDetail(db, actor, params.id),
    contentGroupAdd: async ({ actor, body }) => addGroup(db, actor, body),
    contentGroupUpdate: async ({ actor, params, body }) => updateGroup(db, actor, params.id, body),
    contentGroupDelete: async ({ actor, params }) => deleteGroup(db, actor, params.id),
    contentGroupReset: async ({ actor, body }) => resetSpecialGroups(db, actor, body.serviceId),
    contentGroupUpdateRefCode: async ({ actor, body }) => updateRefCodes(db, actor, body),
    trendingAdd: async ({ actor, body }) => addTrending(db, actor, body.contentId),
    trendingDelete: async ({ actor, params }) => removeTrending(db, actor, params.contentId),
  };
}
