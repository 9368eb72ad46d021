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
    contentGroupAll: async (call) => listAdminGroups(db, call, call.query),
    contentGroupPage: async (call) => pageAdminGroups(db, call, call.query),
    contentGroupDetail: async (call) => adminGroupDetail(db, call, call.params.id),
    contentGroupAdd: async (call) => addGroup(db, call, call.body),
    contentGroupUpdate: async (call) => updateGroup(db, call, call.params.id, call.body),
    contentGroupDelete: async (call) => deleteGroup(db, call, call.params.id),
    contentGroupReset: async (call) => resetSpecialGroups(db, call, call.body.serviceId),
    contentGroupUpdateRefCode: async (call) => updateRefCodes(db, call, call.body),
    trendingAdd: async (call) => addTrending(db, call, call.body.contentId),
    trendingDelete: async (call) => removeTrending(db, call, call.params.contentId),
  };
}
