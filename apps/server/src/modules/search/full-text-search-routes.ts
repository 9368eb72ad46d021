import type { fullTextSearchRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { fullTextSearch } from './full-text-search-service.ts';

export function fullTextSearchHandlers(app: FastifyInstance): RouteHandlers<typeof fullTextSearchRoutes> {
  const { db } = app.deps;
  return {
    fullTextSearchPublic: async ({ tenant, session, query }) => fullTextSearch(db, tenant, session, query),
    fullTextSearch: async ({ tenant, session, query }) => fullTextSearch(db, tenant, session, query),
  };
}
