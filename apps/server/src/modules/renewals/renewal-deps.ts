import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { GatewayUrlConfig } from '../payments/gateways/gateway-urls.ts';

/** What the renewal jobs use: the worker's database, queue and clock, the gateways' addresses, mail links. */
export interface RenewalDeps {
  db: Database;
  jobs: JobQueue;
  /** Business time: what is due, the instants written, the reminders' days. */
  clock: Clock;
  /** PUBLIC_URL, for the link to the reader's subscription page in the mails. */
  publicUrl: string;
  /** Decrypts the company's gateway secrets for one call. */
  masterKey: Buffer;
  /** The gateways' addresses and GATEWAY_TIMEOUT_MS (the server's configuration). */
  gatewayConfig: GatewayUrlConfig & { gatewayTimeoutMs?: number };
  /** Tests shorten it; the configuration's otherwise. */
  gatewayTimeoutMs?: number;
}
