import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { GatewayDeps } from '../payments/gateways/gateway-for-company.ts';

/** What the subscription services use: the database, the clock, mail and the company's card gateway. */
export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  /** The billing mails' queue and PUBLIC_URL (their link to the subscription page). */
  mail: { jobs: JobQueue; publicUrl: string };
  gateway: GatewayDeps;
}

export function subscriptionDepsOf(app: FastifyInstance): SubscriptionDeps {
  const { db, jobs, masterKey, config } = app.deps;
  return {
    db,
    clock: app.deps.clock ?? systemClock,
    mail: { jobs, publicUrl: config.publicUrl },
    gateway: { db, masterKey, config, gatewayTimeoutMs: config.gatewayTimeoutMs },
  };
}
