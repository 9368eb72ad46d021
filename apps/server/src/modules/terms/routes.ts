import { publicTermsSchema, successEnvelope, tenantQuerySchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { getPublicTerms } from './service.ts';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms-and-condition/public',
    {
      schema: {
        tags: ['public'],
        summary: "The tenant's terms and conditions in force",
        querystring: tenantQuerySchema,
        response: { 200: successEnvelope(publicTermsSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      return ok(await getPublicTerms(app.deps.db, tenant));
    },
  );
};
