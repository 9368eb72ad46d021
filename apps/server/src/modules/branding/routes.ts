import type { viewSettingsRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { getViewSettings } from './service.ts';

export function viewSettingsHandlers(app: FastifyInstance): RouteHandlers<typeof viewSettingsRoutes> {
  return { viewSettings: async ({ tenant }) => getViewSettings(app.deps.db, tenant) };
}
