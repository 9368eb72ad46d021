import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { AccountDeps } from './account-deps.ts';
import { AfterReply } from './after-reply.ts';

/** The services' dependencies for one route plugin; closing the app waits for its pending mail. */
export function accountDepsOf(app: FastifyInstance): AccountDeps {
  const afterReply = new AfterReply(app.log);
  app.addHook('onClose', () => afterReply.drain());
  return {
    db: app.deps.db,
    mailer: app.deps.mailer,
    clock: app.deps.clock ?? systemClock,
    publicUrl: app.deps.config.publicUrl,
    afterReply,
  };
}
