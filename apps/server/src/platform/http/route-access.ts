import { ResultCode, type RouteSpec } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_HEADER, authenticate } from '../auth/authenticate.ts';
import type { SessionContext } from '../auth/session-context.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../database/connection.ts';
import { type Actor, actorOf, assertRoleMay } from '../policy/policy.ts';
import { resolveTenant, type Tenant, type TenantHint, tenantHintOf } from '../tenancy/resolve-tenant.ts';
import { appError, isAppError } from './app-error.ts';

/** What the pre-handlers found out about a request, handed to the route's handler. */
export interface RequestAccess {
  tenant: Tenant | null;
  session: SessionContext | null;
  actor: Actor | null;
}

/**
 * Step one, before validation, so that a caller without the right gets 401/403 whatever they sent:
 * the session of the token and the role's grant of the route's action. A public call with an optional
 * session reads the token when one is sent, and refuses a bad one as any signed-in call does.
 */
export async function authorizeCaller(
  spec: Pick<RouteSpec, 'access' | 'session'>,
  db: Database,
  clock: Clock,
  request: FastifyRequest,
): Promise<Pick<RequestAccess, 'session' | 'actor'>> {
  if (spec.access === 'public' && !(readsOptionalSession(spec) && sendsToken(request))) {
    return { session: null, actor: null };
  }
  const session = await authenticate(db, clock, request);
  const actor = actorOf(session);
  if (spec.access !== 'signed-in' && spec.access !== 'public') assertRoleMay(actor, spec.access);
  return { session, actor };
}

/** A public call that makes its answer personal when the caller sends a token (RouteSpec.session). */
export const readsOptionalSession = (spec: Pick<RouteSpec, 'access' | 'session'>) =>
  spec.access === 'public' && spec.session === 'optional';

const sendsToken = (request: FastifyRequest) => Boolean(request.headers[ACCESS_TOKEN_HEADER]);

const namesTenant = (hint: TenantHint) => Boolean(hint.domain || hint.path);

/**
 * Step two, after validation: the tenant the request names, and the rule that a session only works on
 * the tenant it was opened for (another tenant's token is as good as none: ACCESS_TOKEN_INVALID, which
 * makes the web app log in again).
 */
export async function resolveRequestTenant(
  spec: Pick<RouteSpec, 'tenant'>,
  db: Database,
  request: FastifyRequest,
  session: SessionContext | null,
): Promise<Tenant | null> {
  if (spec.tenant === 'none') return null;
  const hint = tenantHintOf(request);
  const tenant =
    spec.tenant === 'host' || namesTenant(hint)
      ? await resolveTenant(db, hint)
      : await resolveTenant(db, hint).catch((error: unknown) => {
          if (isAppError(error) && error.code === ResultCode.COMPANY_NOT_FOUND) return null;
          throw error;
        });
  if (tenant && session && session.user.companyId !== tenant.company.id) {
    throw appError(ResultCode.ACCESS_TOKEN_INVALID);
  }
  return tenant;
}
