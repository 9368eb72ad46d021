import type { ipLoginRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { clientOf } from '../auth/routes.ts';
import { loginByIp } from './service.ts';

export function ipLoginHandlers(app: FastifyInstance): RouteHandlers<typeof ipLoginRoutes> {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  return {
    ipAddressLogin: async ({ tenant, body, request }) =>
      loginByIp(db, clock, tenant, body, clientOf(request), false),
    ipAddressAutoLogin: async ({ tenant, body, request }) =>
      loginByIp(db, clock, tenant, body, clientOf(request), true),
  };
}
