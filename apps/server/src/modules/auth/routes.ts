import type { authRoutes } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { getAuthInfo, type LoginClient, loginAdmin, loginUser, logout } from './service.ts';
import { unlockAccount } from './unlock-account.ts';

const USER_AGENT_MAX = 512;

/** The client's address comes from the connection (X-Forwarded-For only through TRUST_PROXY). */
export const clientOf = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

export function authHandlers(app: FastifyInstance): RouteHandlers<typeof authRoutes> {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  const mail = { jobs: app.deps.jobs, publicUrl: app.deps.config.publicUrl };
  return {
    login: async ({ tenant, body, request }) => loginUser(db, clock, tenant, body, clientOf(request), mail),
    adminLogin: async ({ body, request }) => loginAdmin(db, clock, body, clientOf(request), mail),
    authInfo: async ({ session }) => getAuthInfo(session),
    logout: async ({ session }) => {
      await logout(db, clock, session);
      return null;
    },
    unlockAccount: async ({ params }) => {
      await unlockAccount(db, clock, params.token);
      return { accepted: true as const };
    },
  };
}
