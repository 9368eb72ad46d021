import { successEnvelope, tenantQuerySchema, viewSettingsSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { getViewSettings } from './service.ts';

export const viewSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-admin/public/view-settings',
    {
      schema: {
        tags: ['public'],
        summary: "Everything the web app needs to render a tenant's portal",
        querystring: tenantQuerySchema,
        response: { 200: successEnvelope(viewSettingsSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      return ok(await getViewSettings(app.deps.db, tenant));
    },
  );
};
