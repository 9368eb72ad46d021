import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  companies,
  contentGroups,
  coupons,
  discountOrdinals,
  services,
  subscriptionPlanContentGroups,
  subscriptionPlans,
  transactions,
  userSubscriptions,
  users,
} from '../db/schema/index.ts';
import { ManualClock } from '../platform/clock.ts';
import { FilesystemStorage } from '../platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce } from './demo-data.ts';
import { DEMO_SELLING_PATH, DEMO_SUBSCRIBER, linkDemoPlanGroups } from './demo-selling.ts';

let database: TestDatabase;
let storageDir: string;
const clock = new ManualClock(new Date('2026-11-28T03:00:00Z'));
const load = () =>
  loadDemoDataOnce({
    db: database.db,
    storage: new FilesystemStorage(storageDir),
    config: { publicUrl: 'http://localhost:3000' },
    clock,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-selling-'));
  await load();
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

async function demoScope() {
  const [service] = await database.db.select().from(services).where(eq(services.path, DEMO_SELLING_PATH));
  if (!service) throw new Error('no demo service');
  return { companyId: service.companyId, serviceId: service.id };
}

describe('the demo selling data', () => {
  it('sells a monthly plan with a 7-day free period and a yearly plan, with a coupon and an ordinal discount', async () => {
    const { db } = database;
    const plans = await db.select().from(subscriptionPlans).orderBy(subscriptionPlans.ordinal);
    expect(plans.map((p) => [p.nameTranslations.en, p.durationType, p.freeTermDays, p.taxMode])).toEqual([
      ['Monthly plan', 1, 7, 'inclusive'],
      ['Yearly plan', 2, 0, 'inclusive'],
    ]);
    expect(await db.select({ code: coupons.code, percent: coupons.discountPercent }).from(coupons)).toEqual([
      { code: 'WELCOME10', percent: 10 },
    ]);
    const [ordinal] = await db.select().from(discountOrdinals);
    expect(ordinal).toMatchObject({ ordinal: 2, discountPercent: 20, subscriptionPlanId: null });
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, (await demoScope()).companyId));
    expect(company?.invoiceRegistrationNumber).toBe('T1234567890123');
  });

  it('gives one demo reader the yearly plan, bought through the store with a paid ledger row, and the others none', async () => {
    const { db } = database;
    const held = await db
      .select({
        email: users.email,
        state: userSubscriptions.billingState,
        paid: userSubscriptions.paidPeriods,
      })
      .from(userSubscriptions)
      .innerJoin(users, eq(users.id, userSubscriptions.userId));
    expect(held).toEqual([{ email: DEMO_SUBSCRIBER, state: 'ACTIVE', paid: 1 }]);
    const ledger = await db.select().from(transactions);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'OK', amount: 9800, tax: 890, kind: 'purchase' });
  });

  it('unlocks some, not all, of the catalogue groups once they exist', async () => {
    const { db } = database;
    const scope = await demoScope();
    const names = ['小説', '漫画', 'ビジネス', '技術書', '児童書'];
    await db
      .insert(contentGroups)
      .values(names.map((name) => ({ ...scope, name })))
      .onConflictDoNothing();
    await linkDemoPlanGroups(db, scope);
    await linkDemoPlanGroups(db, scope);
    const links = await db
      .select({ plan: subscriptionPlans.name, group: contentGroups.name })
      .from(subscriptionPlanContentGroups)
      .innerJoin(
        subscriptionPlans,
        eq(subscriptionPlans.id, subscriptionPlanContentGroups.subscriptionPlanId),
      )
      .innerJoin(contentGroups, eq(contentGroups.id, subscriptionPlanContentGroups.contentGroupId));
    expect(
      links
        .filter((l) => l.plan === '月額プラン')
        .map((l) => l.group)
        .sort(),
    ).toEqual(['小説', '漫画'].sort());
    expect(links).toHaveLength(6);
    expect(links.some((l) => l.group === '児童書')).toBe(false);
  });

  it('changes nothing when loaded again', async () => {
    await load();
    const { db } = database;
    const [plans] = await db.select({ n: count() }).from(subscriptionPlans);
    const [ledger] = await db.select({ n: count() }).from(transactions);
    expect([plans?.n, ledger?.n]).toEqual([2, 1]);
  });
});
