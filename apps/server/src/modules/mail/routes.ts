import {
  outboxMessageSchema,
  pageQuerySchema,
  pageSchema,
  successEnvelope,
  tenantQuerySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/authenticate.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { listDemoOutbox, listOutboxForSystemAdmin } from './outbox-service.ts';

/**
 * The public demo mailbox exists only for a demo without SMTP outside production: there the stored mail
 * is the only way to read a welcome or reset-password mail, and every account is a demo account.
 */
export const demoOutboxEnabled = (config: Pick<Config, 'demoData' | 'smtpUrl' | 'env'>) =>
  config.demoData && !config.smtpUrl && config.env !== 'production';

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
        summary: 'Mail in the dev outbox, newest first (demo without SMTP only, no login)',
        description:
          "With domain and/or path: that tenant's mail only; without: every demo mail. Registered only when DEMO_DATA is on, SMTP_URL is absent and NODE_ENV is not production.",
        querystring: pageQuerySchema.extend(tenantQuerySchema.shape),
        response: { 200: successEnvelope(pageSchema(outboxMessageSchema)), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { domain, path } = request.query;
      const tenant = domain || path ? await resolveTenant(app.deps.db, tenantHintOf(request)) : undefined;
      return ok(await listDemoOutbox(app.deps.db, tenant, request.query));
    },
  );
};
