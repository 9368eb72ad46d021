import type { termsRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { getPublicTerms } from './service.ts';

export function termsHandlers(app: FastifyInstance): RouteHandlers<typeof termsRoutes> {
  return { publicTerms: async ({ tenant }) => getPublicTerms(app.deps.db, tenant) };
}
