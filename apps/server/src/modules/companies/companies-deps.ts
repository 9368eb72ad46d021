import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { normaliseHost } from '../../platform/tenancy/resolve-tenant.ts';

/** What the company and service administration uses, built once from the app's dependencies. */
export interface CompaniesDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  /** PUBLIC_URL: the links of invitation mails. */
  publicUrl: string;
  /** PUBLIC_URL's host: path companies are served on it by default, no full-domain company may take it. */
  platformHost: string;
  /** Seals the back-end password (platform/crypto/secret-box.ts). */
  masterKey: Buffer;
}

export function companiesDepsOf(app: FastifyInstance): CompaniesDeps {
  const { db, jobs, masterKey, config } = app.deps;
  return {
    db,
    jobs,
    masterKey,
    clock: app.deps.clock ?? systemClock,
    publicUrl: config.publicUrl,
    platformHost: normaliseHost(new URL(config.publicUrl).host),
  };
}
