import { type mailRoutes, ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { listDemoOutbox, listOutboxAcrossTenants } from './outbox-service.ts';

/** HOST values that only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host.trim());

/**
 * The public demo mailbox exists only for a demo without SMTP outside production, on a server that
 * listens on a loopback address: there the stored mail is the only way to read a welcome or
 * reset-password mail, and only the person at this machine can read it.
 */
export const demoOutboxEnabled = (config: Pick<Config, 'demoData' | 'smtpUrl' | 'env' | 'host'>) =>
  config.demoData && !config.smtpUrl && config.env !== 'production' && isLoopbackHost(config.host);

export function mailHandlers(app: FastifyInstance): RouteHandlers<typeof mailRoutes> {
  const { db, config } = app.deps;
  return {
    // The policy table gives this action to the system admin alone, with the scope `all`.
    mailOutboxPage: async ({ query }) => listOutboxAcrossTenants(db, query),
    demoOutboxPage: async ({ request, tenant, query }) => {
      // A proxy on this machine would publish the mailbox: a forwarded request is not served.
      const forwarded = request.headers['x-forwarded-for'] || request.headers.forwarded;
      if (!demoOutboxEnabled(config) || forwarded) throw appError(ResultCode.NOT_FOUND);
      return listDemoOutbox(db, tenant, query);
    },
  };
}
