import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { AccountDeps } from './account-deps.ts';

/** The services' dependencies for one route plugin. */
export function accountDepsOf(app: FastifyInstance): AccountDeps {
  return {
    db: app.deps.db,
    clock: app.deps.clock ?? systemClock,
    publicUrl: app.deps.config.publicUrl,
    jobs: app.deps.jobs,
  };
}
