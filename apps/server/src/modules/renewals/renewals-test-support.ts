/** The world of the renewal tests (imported by *.test.ts only): a real database, app, worker and sandbox. */
import { randomBytes } from 'node:crypto';
import { type DurationType, TaxMode } from '@hondana/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import {
  billingRunKeys,
  companies,
  mailOutbox,
  subscriptionPlans,
  transactions,
  userSubscriptions,
} from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inCompany, type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import {
  type SandboxWorld,
  useSandbox,
  veritransTokenOf,
} from '../../sandbox-gateway/sandbox-test-support.ts';
import { moveSubscription, startSubscription } from '../billing/subscription-store.ts';
import type { BillingEvent } from '../billing/subscription-transitions.ts';
import { veritransOf } from '../payments/gateways/gateway-test-support.ts';
import type { RenewalDeps } from './renewal-deps.ts';
import { sweepRenewals } from './sweep-renewals.ts';

export const DAY_MS = 86_400_000;
/** The app's clock starts here (the sandbox keeps its own). */
export const START = new Date('2026-11-01T01:00:00Z');

export interface RenewalWorld {
  database: TestDatabase;
  app: App;
  clock: ManualClock;
  sandbox: SandboxWorld;
  tenant: Tenant;
  scope: ServiceScope;
  deps: RenewalDeps;
}

/** One world per test file: the sandbox (timeout card answering after `timeoutDelayMs`), the app on it. */
export function useRenewalWorld(timeoutDelayMs = 2_000): RenewalWorld {
  const world = { sandbox: useSandbox(timeoutDelayMs) } as RenewalWorld;
  beforeAll(async () => {
    world.clock = new ManualClock(START);
    world.database = await createTestDatabase();
    world.app = await buildTestApp(world.database.db, {
      clock: world.clock,
      env: { SANDBOX_GATEWAY_URL: world.sandbox.sandbox.url },
    });
    world.tenant = await createTenant(world.database.db);
    world.scope = tenantScopeOf(world.tenant);
    await world.database.db
      .update(companies)
      .set({ paymentGateway: 'sandbox' })
      .where(eq(companies.id, world.tenant.company.id));
    const { db, jobs, config, masterKey } = world.app.deps;
    world.deps = {
      db,
      jobs,
      clock: world.clock,
      publicUrl: config.publicUrl,
      masterKey,
      gatewayConfig: config,
    };
  });
  afterAll(async () => {
    await world.app?.close();
    await world.database?.destroy();
  });
  return world;
}

export interface PlanInput {
  durationType: DurationType;
  duration?: number;
  price: number;
  freeTermDays?: number;
  autoRenew?: boolean;
  taxMode?: TaxMode;
}

export async function createPlan(world: RenewalWorld, input: PlanInput) {
  const [plan] = await world.database.db
    .insert(subscriptionPlans)
    .values({
      ...world.scope,
      name: `Plan ${randomBytes(3).toString('hex')}`,
      duration: input.duration ?? 1,
      durationType: input.durationType,
      price: input.price,
      taxMode: input.taxMode ?? TaxMode.INCLUSIVE,
      freeTermDays: input.freeTermDays ?? 0,
      autoRenew: input.autoRenew ?? true,
    })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

/**
 * A reader with a card stored at the sandbox (a fresh account id) and a subscription started at the
 * clock's now, as the order flow leaves it.
 */
export async function subscribe(
  world: RenewalWorld,
  planId: number,
  options: { event?: 'start-paid' | 'start-free-term'; cardExpire?: string } = {},
) {
  const { user } = await createUser(world.database.db, world.tenant, { lang: 'en' });
  const customerRef = `acct-${randomBytes(6).toString('hex')}`;
  const token = await veritransTokenOf(world.sandbox, '4111111111111111');
  const stored = await veritransOf(world.sandbox).storeCard({ customerRef, token });
  if (stored.outcome !== 'stored') throw new Error(`card not stored: ${JSON.stringify(stored)}`);
  const scope = tenantScopeOf(world.tenant);
  const moved = await world.database.db.transaction((tx) =>
    startSubscription(tx, scope, {
      userId: user.id,
      planId,
      event: options.event ?? 'start-paid',
      at: world.clock.now(),
      paymentGateway: 'sandbox',
      gatewayCustomerRef: customerRef,
      cardMask: stored.cardMask,
      cardExpire: options.cardExpire ?? '2912',
    }),
  );
  if ('refused' in moved) throw new Error(moved.refused);
  return { user, subscriptionId: moved.id, customerRef };
}

export async function move(world: RenewalWorld, subscriptionId: number, event: BillingEvent) {
  const scope = tenantScopeOf(world.tenant);
  const moved = await world.database.db.transaction((tx) =>
    moveSubscription(tx, scope, subscriptionId, event, world.clock.now()),
  );
  if ('refused' in moved) throw new Error(moved.refused);
  return moved;
}

/** One sweep at the clock's now, then every job it caused (charges, mails) run by the app's worker. */
export async function sweepAndRun(world: RenewalWorld) {
  const swept = await sweepRenewals(world.deps);
  await waitForJobs(world.database.db, 30_000);
  return swept;
}

export async function subscriptionRow(world: RenewalWorld, id: number) {
  const [row] = await world.database.db
    .select()
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, world.scope), eq(userSubscriptions.id, id)));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

export async function setClockTo(world: RenewalWorld, at: Date | null) {
  if (!at) throw new Error('nothing is due');
  world.clock.set(at);
}

export const ledgerOf = (world: RenewalWorld, subscriptionId: number) =>
  world.database.db
    .select()
    .from(transactions)
    .where(and(inCompany(transactions, world.scope), eq(transactions.userSubscriptionId, subscriptionId)))
    .orderBy(asc(transactions.id));

export const mailsTo = (world: RenewalWorld, to: string, subject = '') =>
  world.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        inCompany(mailOutbox, world.scope),
        eq(mailOutbox.to, to),
        like(mailOutbox.subject, `%${subject}%`),
      ),
    )
    .orderBy(asc(mailOutbox.id));

/** What the sandbox charged (money taken) and was asked for an order id. */
export async function sandboxCountOf(world: RenewalWorld, orderId: string) {
  const response = await fetch(`${world.sandbox.sandbox.url}/sandbox/charges?orderId=${orderId}`);
  return (await response.json()) as { charges: number; attempts: number };
}

/** The issuer starts declining (or charging again) the reader's stored card. */
export async function storedCardWill(
  world: RenewalWorld,
  accountId: string,
  behaviour: 'decline' | 'success' | 'timeout_unknown_outcome',
) {
  const response = await fetch(`${world.sandbox.sandbox.url}/sandbox/stored-card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId, behaviour }),
  });
  if (response.status !== 200) throw new Error(`stored card not changed: ${await response.text()}`);
}

/** The keys of the billing work done for a subscription, oldest first. */
export async function runKeysOf(world: RenewalWorld, subscriptionId: number) {
  const rows = await world.database.db
    .select({ runKey: billingRunKeys.runKey })
    .from(billingRunKeys)
    .where(and(inCompany(billingRunKeys, world.scope), eq(billingRunKeys.userSubscriptionId, subscriptionId)))
    .orderBy(asc(billingRunKeys.createdAt), asc(billingRunKeys.runKey));
  return rows.map((r) => r.runKey);
}
