import type { companyRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { getCompanyPublicDetail } from './service.ts';

export function companyHandlers(app: FastifyInstance): RouteHandlers<typeof companyRoutes> {
  return { companyPublicDetail: async ({ tenant }) => getCompanyPublicDetail(app.deps.db, tenant) };
}
