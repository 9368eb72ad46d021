/** The world of the order flow tests (imported by *.test.ts only): the app over a real sandbox gateway. */
import type { OrderAnswer, OrderQuote } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { portalAddress, useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { orders, transactions, userSubscriptions } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inCompany, type TenantScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import {
  gmoTokenOf,
  type SandboxWorld,
  useSandbox,
  veritransTokenOf,
} from '../../sandbox-gateway/sandbox-test-support.ts';
import { SANDBOX_TIMEOUT_CARD_DELAY_MS } from '../payments/gateways/gateway-test-support.ts';
import { insertPlan, useGateway, useGmoShop } from './orders-test-support.ts';
import { orderDepsOf } from './routes.ts';

export const CARDS = {
  ok: '4111111111111111',
  declined: '4000000000000002',
  expired: '4000000000000069',
  threeDs: '4000000000003220',
  timeout: '4000000000000119',
} as const;

/** The 3-D Secure return page of a portal (its own host: the order refuses another). */
export const returnUrlOf = (tenant: Tenant) => {
  const address = portalAddress(tenant);
  return `http://${address.host}/${address.path}/card-payment/return`;
};

/**
 * A sandbox on a free port (its timeout card answers after 2 s), the app with a 500 ms gateway timeout
 * and a manual clock, one company on the sandbox's first gateway and the other (`gmoCompany`) on the second.
 */
export function useOrderWorld(gmoCompany: 'a' | 'b' = 'b') {
  const sandbox: SandboxWorld = useSandbox(SANDBOX_TIMEOUT_CARD_DELAY_MS);
  const clock = new ManualClock(new Date());
  const env: Record<string, string> = { GATEWAY_TIMEOUT_MS: '500' };
  beforeAll(() => {
    env.SANDBOX_GATEWAY_URL = sandbox.sandbox.url;
  });
  const harness = useTenantWorld({ env, clock }, async ({ world, database, app }) => {
    const [gmo, first] = gmoCompany === 'a' ? [world.a, world.b] : [world.b, world.a];
    await useGateway(database.db, first, 'sandbox');
    await useGmoShop(database.db, gmo, app.deps.masterKey);
  });
  const call = routeCaller(harness);
  const deps = () => orderDepsOf(harness.app);
  /** A new plan of company A (each test buys its own: a reader holds a plan once). */
  const plan = (values: Parameters<typeof insertPlan>[2] = {}, tenant?: Tenant) =>
    insertPlan(harness.database.db, tenant ?? harness.world.a, values);
  const quote = (as: WorldUser, planId: number, couponCode?: string, at?: Tenant) =>
    call.data<OrderQuote>('orderQuote', {
      as,
      ...(at ? { at } : {}),
      query: { subscription_plan_id: planId, ...(couponCode ? { coupon_code: couponCode } : {}) },
    });
  /** The first gateway's order of `planId` with a token of `card`, as the confirmation screen sends it. */
  async function orderBody(planId: number, card: string | null, extra: Record<string, unknown> = {}) {
    const q = await quote(harness.world.readerA, planId, extra.coupon_code as string | undefined);
    return {
      order_id: q.orderId,
      subscription_plan_id: planId,
      ...(card ? { token: await veritransTokenOf(sandbox, card) } : {}),
      redirect_url: returnUrlOf(harness.world.a),
      terms_version: q.terms.version,
      ...extra,
    };
  }
  const receive = (body: unknown, as?: WorldUser) =>
    call.send('veritransOrderReceive', { as: as ?? harness.world.readerA, body });
  const answerOf = (response: { json: () => { data: unknown } }) => response.json().data as OrderAnswer;
  /** A token of the second gateway's script. */
  const gmoToken = (card: string) => gmoTokenOf(sandbox, card);
  return { sandbox, clock, harness, call, deps, plan, quote, orderBody, receive, answerOf, gmoToken };
}

/** The order, its ledger row and its subscription, as the tests read them. */
export async function rowsOfOrder(db: Database, tenant: Tenant, orderId: string) {
  return rowsOfOrderIn(db, tenantScopeOf(tenant), orderId);
}

async function rowsOfOrderIn(db: Database, scope: TenantScope, orderId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(inCompany(orders, scope), eq(orders.orderId, orderId)));
  const [charge] = await db
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, scope), eq(transactions.orderId, orderId)));
  const subscription = order?.userSubscriptionId
    ? (
        await db
          .select()
          .from(userSubscriptions)
          .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, order.userSubscriptionId)))
      )[0]
    : undefined;
  return { order, charge, subscription };
}
