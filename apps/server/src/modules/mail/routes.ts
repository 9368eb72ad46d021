import {
  outboxMessageSchema,
  pageQuerySchema,
  pageSchema,
  ResultCode,
  successEnvelope,
  tenantQuerySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/authenticate.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { appError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { listDemoOutbox, listOutboxForSystemAdmin } from './outbox-service.ts';

/** HOST values that only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host.trim());

/**
 * The public demo mailbox exists only for a demo without SMTP outside production, on a server that
 * listens on a loopback address: there the stored mail is the only way to read a welcome or
 * reset-password mail, and only the person at this machine can read it.
 */
export const demoOutboxEnabled = (config: Pick<Config, 'demoData' | 'smtpUrl' | 'env' | 'host'>) =>
  config.demoData && !config.smtpUrl && config.env !== 'production' && isLoopbackHost(config.host);

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-outbox/page',
    {
      schema: {
        tags: ['mail'],
        summary: 'Mail the platform stored or sent, newest first (system admin)',
        querystring: pageQuerySchema,
        response: { 200: successEnvelope(pageSchema(outboxMessageSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const caller = await authenticate(app.deps.db, app.deps.clock ?? systemClock, request);
      return ok(await listOutboxForSystemAdmin(app.deps.db, caller, request.query));
    },
  );

  if (!demoOutboxEnabled(app.deps.config)) return;
  app.get(
    '/public/demo-outbox/page',
    {
      schema: {
        tags: ['mail'],
        summary:
          "The demo tenant's mail in the dev outbox, newest first (local demo without SMTP only, no login)",
        description:
          'The mail of the tenant named by domain/path and Host; never mail addressed to a staff account. Registered only when DEMO_DATA is on, SMTP_URL is absent, NODE_ENV is not production and HOST is a loopback address; a request that came through a proxy gets 404.',
        querystring: pageQuerySchema.extend(tenantQuerySchema.shape),
        response: { 200: successEnvelope(pageSchema(outboxMessageSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      // A proxy on this machine would publish the mailbox: a forwarded request is not served.
      if (request.headers['x-forwarded-for'] || request.headers.forwarded)
        throw appError(ResultCode.NOT_FOUND);
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      return ok(await listDemoOutbox(app.deps.db, tenant, request.query));
    },
  );
};
