import { publicContentGroupListSchema, successEnvelope, tenantQuerySchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { listPublicGroups } from './service.ts';

export const contentGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content-group/public/list',
    {
      schema: {
        tags: ['public'],
        summary: 'Content groups a visitor may browse (sidebar)',
        querystring: tenantQuerySchema,
        response: { 200: successEnvelope(publicContentGroupListSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      return ok(await listPublicGroups(app.deps.db, tenant));
    },
  );
};
