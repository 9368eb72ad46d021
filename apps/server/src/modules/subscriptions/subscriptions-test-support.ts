/** The subscription tests' world (imported by *.test.ts only). */
import { DurationType, RoleLevel, TaxMode } from '@hondana/contract';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import {
  portalAddress,
  type TenantWorld,
  useTenantWorld,
  type WorldUser,
} from '../../../test/tenant-world.ts';
import type { App } from '../../app.ts';
import { subscriptionPlans, subscriptionPlanUpgrades } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { startSubscription } from '../billing/subscription-store.ts';

/** 2026-11-10 09:00 in Tokyo: the world's clock starts here. */
export const WORLD_START = new Date('2026-11-10T00:00:00Z');

export interface SubscriptionPlans {
  /** 0 yen a month: registered without a card. */
  free: number;
  /** 1,000 yen before tax a month (1,100 shown), 7 free days; upgrades to pro and premium. */
  basic: number;
  /** 2,000 yen before tax a month (2,200 shown); upgrades to premium. */
  pro: number;
  /** 3,300 yen tax-inclusive a month. */
  premium: number;
  /** A yearly plan basic lists too: another period length, so not a change within the period. */
  yearly: number;
  /** A plan of company B. */
  otherCompany: number;
}

const planOf = (
  tenant: Tenant,
  name: string,
  extra: Partial<typeof subscriptionPlans.$inferInsert> = {},
) => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
  name,
  duration: 1,
  durationType: DurationType.MONTH,
  price: 1_000,
  taxMode: TaxMode.EXCLUSIVE,
  ...extra,
});

/** A subscription of `userId` started at `at` by the store (free days or paid), with a stored card. */
export async function subscribe(
  db: Database,
  tenant: Tenant,
  input: { userId: number; planId: number; at: Date; free?: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    const started = await startSubscription(tx, tenantScopeOf(tenant), {
      userId: input.userId,
      planId: input.planId,
      event: input.free ? 'start-free-term' : 'start-paid',
      at: input.at,
      paymentGateway: 'card',
      gatewayCustomerRef: `member-${input.userId}`,
      cardMask: '411111******1111',
      cardExpire: '2912',
    });
    if ('refused' in started) throw new Error(started.refused);
    return started.id;
  });
}

interface SubscriptionWorldSetUp {
  db: Database;
  world: TenantWorld;
  plans: SubscriptionPlans;
  clock: ManualClock;
}

/**
 * A tenant world on a manual clock with plans in A (and one in B); `prepare` adds the file's own rows,
 * `env` the app's environment.
 * Call once at a test file's top level.
 */
export function useSubscriptionWorld(
  prepare?: (setUp: SubscriptionWorldSetUp) => Promise<void>,
  env?: () => Record<string, string>,
) {
  const clock = new ManualClock(WORLD_START);
  const plans = {} as SubscriptionPlans;
  // The environment is read when the app is built (a sandbox's address is known only then).
  const options = {
    clock,
    get env() {
      return env?.() ?? {};
    },
  };
  const harness = useTenantWorld(options, async ({ world, database }) => {
    const { db } = database;
    const rows = await db
      .insert(subscriptionPlans)
      .values([
        planOf(world.a, 'Free shelf', { price: 0, ordinal: 1 }),
        planOf(world.a, 'Basic', { freeTermDays: 7, ordinal: 2 }),
        planOf(world.a, 'Pro', { price: 2_000, ordinal: 3 }),
        planOf(world.a, 'Premium', { price: 3_300, taxMode: TaxMode.INCLUSIVE, ordinal: 4 }),
        planOf(world.a, 'Yearly', { durationType: DurationType.YEAR, price: 10_000, ordinal: 5 }),
        planOf(world.b, 'Other company'),
      ])
      .returning({ id: subscriptionPlans.id });
    [plans.free, plans.basic, plans.pro, plans.premium, plans.yearly, plans.otherCompany] = rows.map(
      (r) => r.id,
    ) as [number, number, number, number, number, number];
    const companyId = world.a.company.id;
    await db.insert(subscriptionPlanUpgrades).values([
      { companyId, fromPlanId: plans.basic, toPlanId: plans.pro },
      { companyId, fromPlanId: plans.basic, toPlanId: plans.premium },
      { companyId, fromPlanId: plans.basic, toPlanId: plans.yearly },
      { companyId, fromPlanId: plans.pro, toPlanId: plans.premium },
    ]);
    await prepare?.({ db, world, plans, clock });
  });
  return Object.assign(harness, { clock, plans, call: routeCaller(harness) });
}

/** Signs a reader in on their portal (a new session at the app clock's time). */
export async function signInReader(
  app: App,
  tenant: Tenant,
  reader: Omit<WorldUser, 'token'>,
): Promise<WorldUser> {
  const address = portalAddress(tenant);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: address.host },
    payload: {
      email: reader.user.email,
      password_hash: clientPasswordHash(reader.password),
      domain: address.domain,
      path: address.path,
    },
  });
  const token = response.json()?.data?.accessToken;
  if (typeof token !== 'string') throw new Error(`login failed: ${response.body}`);
  return { ...reader, token };
}

/** A new reader of the tenant's service, signed in. */
export async function newReader(app: App, db: Database, tenant: Tenant): Promise<WorldUser> {
  const { user, password } = await createUser(db, tenant, {
    roleLevel: RoleLevel.USER,
    serviceId: tenant.service.id,
  });
  return signInReader(app, tenant, { user, password });
}
