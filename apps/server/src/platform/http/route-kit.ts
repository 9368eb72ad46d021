import { type RouteSpec, type RouteValues, successEnvelope, tenantQuerySchema } from '@hondana/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AuditWho, auditWhoOf } from '../audit/audit-who.ts';
import type { SessionContext } from '../auth/session-context.ts';
import { systemClock } from '../clock.ts';
import { type Actor, assertPermits, type PolicyTarget } from '../policy/policy.ts';
import type { Tenant } from '../tenancy/resolve-tenant.ts';
import { ok } from './envelope.ts';
import { errorResponses } from './openapi-responses.ts';
import {
  authorizeCaller,
  type RequestAccess,
  readsOptionalSession,
  resolveRequestTenant,
} from './route-access.ts';

type TenantOf<S extends RouteSpec> = S['tenant'] extends 'host'
  ? Tenant
  : S['tenant'] extends 'optional'
    ? Tenant | null
    : null;
type Signed<S extends RouteSpec, T> = S['access'] extends 'public'
  ? S['session'] extends 'optional'
    ? T | null
    : null
  : T;

/** Everything a handler gets: the validated input, and the tenant, session and actor already checked. */
interface RouteContextBase<S extends RouteSpec> extends RouteValues<S> {
  request: FastifyRequest;
  reply: FastifyReply;
  tenant: TenantOf<S>;
  session: Signed<S, SessionContext>;
  actor: Signed<S, Actor>;
  /** The caller as the audit trail records them (account, role, address, user agent). */
  who: Signed<S, AuditWho>;
}

/**
 * On a route whose access is a policy action: checks that the caller may do that action on `target`
 * (614 outside their scope). The action is the route's own, so it is never typed a second time.
 */
type Authorizing<S extends RouteSpec> = S['access'] extends 'public' | 'signed-in'
  ? unknown
  : { authorize(target: PolicyTarget): void };

export type RouteContext<S extends RouteSpec> = RouteContextBase<S> & Authorizing<S>;

type Answer<S extends RouteSpec> = S['response'] extends z.ZodType ? z.input<S['response']> : unknown;
export type RouteHandler<S extends RouteSpec> = (context: RouteContext<S>) => Promise<Answer<S>>;
export type RouteHandlers<T extends Record<string, RouteSpec>> = { [K in keyof T]: RouteHandler<T[K]> };

const noAccess: RequestAccess = { tenant: null, session: null, actor: null };

/** The route's `authorize`: its declared action checked for the caller on a target. */
function authorizerOf(spec: RouteSpec, actor: Actor | null) {
  const { access } = spec;
  return (target: PolicyTarget): void => {
    if (access === 'public' || access === 'signed-in' || !actor) {
      throw new Error(`route ${spec.method} ${spec.path} declares no action to authorize`);
    }
    assertPermits(actor, access, target);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    access: RequestAccess | null;
  }
  interface FastifyInstance {
    /** Names of the contract routes registered so far (a test checks none is missing). */
    servedRoutes: Set<string>;
  }
}

const accessNote = ({ access, session }: RouteSpec) =>
  access === 'public'
    ? session === 'optional'
      ? "Access: anyone; a signed-in caller's token (optional) makes the answer personal."
      : 'Access: anyone.'
    : access === 'signed-in'
      ? 'Access: any signed-in user.'
      : `Access: action \`${access}\` of the policy table (docs/permissions.md).`;

/**
 * A call that belongs to a portal accepts the tenant hint in its query, checked like any other input,
 * whether or not its own query names it.
 */
function querySchemaOf(spec: RouteSpec) {
  if (spec.tenant === 'none') return spec.query ? { querystring: spec.query } : {};
  return { querystring: (spec.query ?? z.object({})).extend(tenantQuerySchema.shape) };
}

const noToken: Record<string, string[]> = {};

/** OpenAPI security: none, the token, or either (an empty requirement is "no token"). */
function securityOf(spec: RouteSpec) {
  if (readsOptionalSession(spec)) return { security: [noToken, { accessToken: [] }] };
  return spec.access === 'public' ? {} : { security: [{ accessToken: [] }] };
}

function schemaOf(spec: RouteSpec) {
  return {
    tags: [...spec.tags],
    summary: spec.summary,
    description: [spec.description, accessNote(spec)].filter(Boolean).join('\n\n'),
    ...securityOf(spec),
    ...(spec.params ? { params: spec.params } : {}),
    ...querySchemaOf(spec),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(spec.response
      ? { response: { 200: successEnvelope(spec.response), ...errorResponses(...spec.errors) } }
      : {}),
  };
}

/**
 * Registers the contract's routes with their handlers. Access is declared by the contract and checked
 * here for every route: the token and the role's grant before validation, the tenant and the
 * session-belongs-to-tenant rule after it. A handler never resolves a tenant or a session itself.
 */
export function serveRoutes<T extends Record<string, RouteSpec>>(
  app: FastifyInstance,
  specs: T,
  handlers: RouteHandlers<T>,
): void {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  for (const [name, spec] of Object.entries(specs) as [keyof T & string, RouteSpec][]) {
    const handler = handlers[name] as unknown as RouteHandler<RouteSpec>;
    app.route({
      method: spec.method,
      url: `${spec.base ?? '/api/v1'}${spec.path}`,
      schema: schemaOf(spec),
      ...(spec.access === 'public' && !readsOptionalSession(spec)
        ? {}
        : {
            preValidation: async (request: FastifyRequest) => {
              const { session, actor } = await authorizeCaller(spec, db, clock, request);
              request.access = { tenant: null, session, actor };
            },
          }),
      ...(spec.tenant === 'none'
        ? {}
        : {
            preHandler: async (request: FastifyRequest) => {
              const session = request.access?.session ?? null;
              const tenant = await resolveRequestTenant(spec, db, request, session);
              request.access = { tenant, session, actor: request.access?.actor ?? null };
            },
          }),
      handler: async (request, reply) => {
        const access = request.access ?? noAccess;
        const data = await handler({
          request,
          reply,
          params: request.params,
          query: request.query,
          body: request.body,
          ...access,
          who: access.actor ? auditWhoOf(access.actor, request, clock) : null,
          authorize: authorizerOf(spec, access.actor),
        } as RouteContext<RouteSpec>);
        return spec.response ? ok(data) : data;
      },
    });
    app.servedRoutes.add(name);
  }
}
