import type { Clock } from '../../../platform/clock.ts';
import type { Config } from '../../../platform/config.ts';
import type { Database } from '../../../platform/database/connection.ts';
import { handleJob } from '../../../platform/jobs/job-kind.ts';
import { GATEWAY_TIMEOUT_MS } from '../gateways/gateway-http.ts';
import type { GatewayUrlConfig } from '../gateways/gateway-urls.ts';
import { memberIdClientForCompany } from './member-id-client-for-company.ts';
import { reconcileMemberIdOrders, reconcileMemberIdOrdersJob } from './reconcile-member-id-orders.ts';

export interface MemberIdReconcileJobDeps {
  db: Database;
  clock: Clock;
  masterKey: Buffer;
  gatewayConfig: GatewayUrlConfig & Partial<Pick<Config, 'gatewayTimeoutMs'>>;
}

/** The scheduled run of member-ID reconciliation (every minute, in the processes that run jobs). */
export const reconcileMemberIdOrdersHandler = (deps: MemberIdReconcileJobDeps) =>
  handleJob(reconcileMemberIdOrdersJob, async () => {
    const timeoutMs = deps.gatewayConfig.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS;
    await reconcileMemberIdOrders({
      db: deps.db,
      clock: deps.clock,
      clientOf: (scope) =>
        memberIdClientForCompany(
          { db: deps.db, masterKey: deps.masterKey, config: deps.gatewayConfig, gatewayTimeoutMs: timeoutMs },
          scope,
        ),
      minAgeMs: 2 * timeoutMs,
    });
  });
