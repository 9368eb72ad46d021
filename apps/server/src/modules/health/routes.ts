import { type healthRoutes, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { checkPlatformHealth } from '../platform-health/platform-health.ts';

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
    // platformHealth.read: the system admin alone (policy table).
    platformHealth: async () =>
      checkPlatformHealth({
        db: app.deps.db,
        storage: app.deps.storage,
        storageDir: app.deps.config.storageDir,
        clock: app.deps.clock ?? systemClock,
        log: app.log,
      }),
  };
}
