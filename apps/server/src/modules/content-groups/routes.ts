import type { contentGroupRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { listAdminGroups } from './admin-groups.ts';
import { listPublicGroups, listReaderGroups } from './service.ts';

export function contentGroupHandlers(app: FastifyInstance): RouteHandlers<typeof contentGroupRoutes> {
  return {
    publicContentGroups: async ({ tenant }) => listPublicGroups(app.deps.db, tenant),
    userContentGroups: async ({ tenant }) => listReaderGroups(app.deps.db, tenant),
    contentGroupAll: async ({ actor, query }) => listAdminGroups(app.deps.db, actor, query),
  };
}
