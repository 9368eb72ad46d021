import type { adminSearchRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { searchConsole } from './admin-search-service.ts';

export function adminSearchHandlers(app: FastifyInstance): RouteHandlers<typeof adminSearchRoutes> {
  return {
    adminSearch: async (caller) => searchConsole(app.deps.db, caller, caller.query),
  };
}
