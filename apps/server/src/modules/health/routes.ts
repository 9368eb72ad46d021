import { type healthRoutes, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';

export function healthHandlers(app: FastifyInstance): RouteHandlers<typeof healthRoutes> {
  return {
    health: async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw appError(ResultCode.BACKEND_API_ERROR, { database: 'down' });
      }
      return { database: 'up' as const };
    },
  };
}
