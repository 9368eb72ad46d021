import { type federatedLoginRoutes, IdentityProvider } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { externalIdLogin } from './external-id-login.ts';
import { externalIdProviderPages } from './provider-pages.ts';
import { type LoginClient, socialLogin } from './social-login.ts';
import { startLogin } from './start-login.ts';

const USER_AGENT_MAX = 512;

/** The client's address comes from the connection (X-Forwarded-For only through TRUST_PROXY). */
const clientOf = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null,
});

export function federatedLoginHandlers(app: FastifyInstance): RouteHandlers<typeof federatedLoginRoutes> {
  const clock = app.deps.clock ?? systemClock;
  return {
    authorizationUrl: ({ tenant, body, request }) => startLogin(app, clock, tenant, body, request),
    socialLogin: ({ tenant, body, request }) =>
      socialLogin(app, clock, tenant, IdentityProvider.GOOGLE, body, clientOf(request)),
    microsoftSsoLogin: ({ tenant, body, request }) =>
      socialLogin(app, clock, tenant, IdentityProvider.MICROSOFT, body, clientOf(request)),
    externalIdLogin: ({ tenant, body, request }) =>
      externalIdLogin(app, clock, tenant, body, clientOf(request)),
    externalIdPages: ({ tenant, request }) => externalIdProviderPages(app, tenant, request),
  };
}
