import { ResultCode, successEnvelope } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';

const healthSchema = z.object({ database: z.literal('up') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: successEnvelope(healthSchema) },
      },
    },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw appError(ResultCode.BACKEND_API_ERROR, { database: 'down' });
      }
      return ok({ database: 'up' as const });
    },
  );
};
