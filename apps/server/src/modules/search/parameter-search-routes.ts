import type { parameterSearchRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { parameterSearch } from './parameter-search-service.ts';

export function parameterSearchHandlers(app: FastifyInstance): RouteHandlers<typeof parameterSearchRoutes> {
  const { db } = app.deps;
  const now = () => (app.deps.clock ?? systemClock).now();
  return {
    parameterSearchPublic: async ({ tenant, session, query, body }) =>
      parameterSearch(db, tenant, session, query, body, now()),
    parameterSearch: async ({ tenant, session, query, body }) =>
      parameterSearch(db, tenant, session, query, body, now()),
  };
}
