import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/database/connection.ts';
import { handleJob } from '../../platform/jobs/job-kind.ts';
import { gatewayForCompany } from '../payments/gateways/gateway-for-company.ts';
import { GATEWAY_TIMEOUT_MS } from '../payments/gateways/gateway-http.ts';
import type { GatewayUrlConfig } from '../payments/gateways/gateway-urls.ts';
import { reconcileOrders, reconcileOrdersJob } from './reconcile-orders.ts';

export interface ReconcileJobDeps {
  db: Database;
  clock: Clock;
  masterKey: Buffer;
  /** The gateways' addresses and, when the whole configuration is given, GATEWAY_TIMEOUT_MS. */
  gatewayConfig: GatewayUrlConfig & Partial<Pick<Config, 'gatewayTimeoutMs'>>;
}

/** The scheduled run of reconciliation (every minute, in the processes that run jobs). */
export const reconcileOrdersHandler = (deps: ReconcileJobDeps) =>
  handleJob(reconcileOrdersJob, async () => {
    const timeoutMs = deps.gatewayConfig.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS;
    await reconcileOrders({
      db: deps.db,
      clock: deps.clock,
      gatewayOf: (scope) =>
        gatewayForCompany(
          { db: deps.db, masterKey: deps.masterKey, config: deps.gatewayConfig, gatewayTimeoutMs: timeoutMs },
          scope,
        ),
      minAgeMs: 2 * timeoutMs,
      log: console,
    });
  });
