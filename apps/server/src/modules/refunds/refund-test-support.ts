import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { companies, subscriptionPlans } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  newOrderId,
  type SandboxWorld,
  useSandbox,
  veritransCharge,
  veritransTokenOf,
} from '../../sandbox-gateway/sandbox-test-support.ts';
import { startSubscription } from '../billing/subscription-store.ts';
import { insertLedgerRow } from '../receipts/receipt-test-support.ts';

export interface RefundWorld {
  readonly app: App;
  readonly database: TestDatabase;
  readonly world: TenantWorld;
  readonly sandbox: SandboxWorld;
  /** The app's clock, moved with the sandbox's. */
  readonly clock: ManualClock;
  context: () => { app: App; world: TenantWorld };
  /** Both clocks forward. */
  advance(milliseconds: number): void;
}

/**
 * A sandbox gateway, then the app using it (company A pays through the sandbox) and the tenant world,
 * both on clocks that start at the sandbox's instant.
 */
export function useRefundWorld(): RefundWorld {
  const sandbox = useSandbox();
  const state = {} as { app: App; database: TestDatabase; world: TenantWorld; clock: ManualClock };
  beforeAll(async () => {
    state.clock = new ManualClock(sandbox.clock.now());
    state.database = await createTestDatabase();
    state.app = await buildTestApp(state.database.db, {
      clock: state.clock,
      env: { SANDBOX_GATEWAY_URL: sandbox.sandbox.url },
    });
    state.world = await createTenantWorld(state.app, state.database.db);
    for (const tenant of [state.world.a, state.world.b]) {
      await state.database.db
        .update(companies)
        .set({ paymentGateway: 'sandbox' })
        .where(eq(companies.id, tenant.company.id));
    }
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.destroy();
  });
  return {
    get app() {
      return state.app;
    },
    get database() {
      return state.database;
    },
    get world() {
      return state.world;
    },
    get clock() {
      return state.clock;
    },
    sandbox,
    context: () => ({ app: state.app, world: state.world }),
    advance(milliseconds) {
      state.clock.advance(milliseconds);
      sandbox.clock.advance(milliseconds);
    },
  };
}

/** A charge the sandbox took (1,100 yen) and its OK ledger row, optionally paying a running subscription. */
export async function paidCharge(
  refundWorld: RefundWorld,
  scope: ServiceScope,
  userId: number,
  options: { subscribed?: boolean } = {},
) {
  const { db } = refundWorld.database;
  const orderId = newOrderId('rf');
  const token = await veritransTokenOf(refundWorld.sandbox, '4111111111111111');
  const charged = await veritransCharge(refundWorld.sandbox, orderId, token, { amount: '1100' });
  if (charged.mstatus !== 'success') throw new Error(`sandbox charge failed: ${JSON.stringify(charged)}`);
  const at = refundWorld.clock.now();
  let userSubscriptionId: number | null = null;
  let periodEnd: Date | null = null;
  if (options.subscribed) {
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({ ...scope, name: 'Gold', duration: 1, durationType: 1, price: 1100, taxMode: 'inclusive' })
      .returning();
    if (!plan) throw new Error('plan not created');
    const moved = await db.transaction((tx) =>
      startSubscription(tx, scope, {
        userId,
        planId: plan.id,
        event: 'start-paid',
        at,
        paymentGateway: 'sandbox',
      }),
    );
    if ('refused' in moved) throw new Error(moved.refused);
    userSubscriptionId = moved.id;
    periodEnd = moved.snapshot.periodEnd;
  }
  return insertLedgerRow(db, scope, {
    userId,
    orderId,
    amount: 1100,
    paymentGateway: 'sandbox',
    completedAt: at,
    userSubscriptionId,
    periodStart: userSubscriptionId ? at : null,
    periodEnd,
  });
}
