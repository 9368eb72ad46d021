import {
  adminLoginRequestSchema,
  authInfoQuerySchema,
  authUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  successEnvelope,
} from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/authenticate.ts';
import { systemClock } from '../../platform/clock.ts';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { getAuthInfo, type LoginClient, loginAdmin, loginUser, logout } from './service.ts';

const USER_AGENT_MAX = 512;

/** The client's address comes from the connection (X-Forwarded-For only through TRUST_PROXY). */
const clientOf = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

const security = [{ accessToken: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: "Log in an end user of the tenant's company with e-mail or username and password",
        body: loginRequestSchema,
        response: { 200: successEnvelope(loginResponseSchema), ...errorResponses(401, 403, 404, 409, 423) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(db, tenantHintOf(request));
      return ok(await loginUser(db, clock, tenant, request.body, clientOf(request)));
    },
  );

  app.post(
    '/auth/admin-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in a system, company or service admin by e-mail and password (administration site)',
        body: adminLoginRequestSchema,
        response: { 200: successEnvelope(loginResponseSchema), ...errorResponses(401, 403, 409, 423) },
      },
    },
    async (request) => ok(await loginAdmin(db, clock, request.body, clientOf(request))),
  );

  app.get(
    '/auth/info',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with role and the tenant the session belongs to',
        security,
        querystring: authInfoQuerySchema,
        response: { 200: successEnvelope(authUserSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(getAuthInfo(await authenticate(db, clock, request))),
  );

  app.get(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the calling session; its token is refused afterwards',
        security,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await logout(db, clock, await authenticate(db, clock, request));
      return ok(null);
    },
  );
};
