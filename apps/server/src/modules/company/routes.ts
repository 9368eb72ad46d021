import { companyPublicDetailSchema, successEnvelope, tenantQuerySchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { errorResponses } from '../../platform/http/openapi-responses.ts';
import { resolveTenant, tenantHintOf } from '../../platform/tenancy/resolve-tenant.ts';
import { getCompanyPublicDetail } from './service.ts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/public/get-detail',
    {
      schema: {
        tags: ['public'],
        summary: 'Public settings of the tenant the request is addressed to',
        querystring: tenantQuerySchema,
        response: { 200: successEnvelope(companyPublicDetailSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const tenant = await resolveTenant(app.deps.db, tenantHintOf(request));
      return ok(await getCompanyPublicDetail(app.deps.db, tenant));
    },
  );
};
