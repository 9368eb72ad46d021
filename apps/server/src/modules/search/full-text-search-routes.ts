import type { fullTextSearchRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { fullTextSearch } from './full-text-search-service.ts';

export function fullTextSearchHandlers(app: FastifyInstance): RouteHandlers<typeof fullTextSearchRoutes> {
  const { db } = app.deps;
  const now = () => (app.deps.clock ?? systemClock).now();
  return {
    fullTextSearchPublic: async ({ tenant, session, query }) =>
      fullTextSearch(db, tenant, session, query, now()),
    fullTextSearch: async ({ tenant, session, query }) => fullTextSearch(db, tenant, session, query, now()),
  };
}
