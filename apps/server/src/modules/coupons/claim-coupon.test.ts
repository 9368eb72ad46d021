import { ResultCode } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { coupons } from '../../db/schema/index.ts';
import { connectDatabase } from '../../platform/database/connection.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { claimCoupon, peekCoupon, releaseCoupon } from './claim-coupon.ts';

const now = new Date('2026-11-28T12:00:00Z');
const ids: Record<string, number> = {};

const harness = useTenantWorld({}, async ({ world, database }) => {
  const of = (code: string, extra: Partial<typeof coupons.$inferInsert>) => ({
    companyId: world.a.company.id,
    serviceId: world.a.service.id,
    code,
    discountPercent: 10,
    usageLimit: 5,
    ...extra,
  });
  const rows = await database.db
    .insert(coupons)
    .values([
      of('LASTONE', { usageLimit: 3, usedCount: 2 }),
      of('EXPIRED', { expiresAt: new Date('2026-11-28T11:59:59Z') }),
      of('USEDUP', { usageLimit: 2, usedCount: 2 }),
      of('FOREVER', { usageLimit: null, isUnlimited: true, usedCount: 900, discountPercent: 25 }),
      of('RELEASE', { usageLimit: 1 }),
      { ...of('OTHERSERVICE', {}), serviceId: world.a2.service.id },
    ])
    .returning();
  for (const row of rows) ids[row.code] = row.id;
});

const scope = () => tenantScopeOf(harness.world.a);
const codeOf = async (work: Promise<unknown>) =>
  work.then(
    () => ResultCode.OK,
    (error: unknown) => (isAppError(error) ? error.code : Promise.reject(error)),
  );
const usedOf = async (code: string) =>
  (
    await harness.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, ids[code] as number))
  )[0]?.usedCount;

describe('peekCoupon', () => {
  it('answers a usable code in any case, and changes nothing', async () => {
    const offer = await peekCoupon(harness.database.db, scope(), '  forever ', now);
    expect(offer).toEqual({ id: ids.FOREVER, code: 'FOREVER', percent: 25 });
    expect(await usedOf('FOREVER')).toBe(900);
  });

  it('answers 832 for an unknown code or one of another service, 847 for expired or used up', async () => {
    const { db } = harness.database;
    expect(await codeOf(peekCoupon(db, scope(), 'NOPE', now))).toBe(ResultCode.COUPON_NOT_FOUND);
    expect(await codeOf(peekCoupon(db, scope(), 'OTHERSERVICE', now))).toBe(ResultCode.COUPON_NOT_FOUND);
    expect(await codeOf(peekCoupon(db, scope(), 'EXPIRED', now))).toBe(ResultCode.COUPON_UNAVAILABLE);
    expect(await codeOf(peekCoupon(db, scope(), 'USEDUP', now))).toBe(ResultCode.COUPON_UNAVAILABLE);
    const before = new Date('2026-11-28T11:00:00Z');
    expect((await peekCoupon(db, scope(), 'EXPIRED', before)).code).toBe('EXPIRED');
  });
});

describe('claimCoupon', () => {
  it('gives the last use to exactly one of many concurrent buyers', async () => {
    // A pool of its own, wide enough that every buyer holds a connection at the same time.
    const handle = connectDatabase(harness.database.url, { max: 8 });
    try {
      const buyers = Array.from({ length: 8 }, () =>
        codeOf(
          handle.db.transaction(async (tx) => {
            const offer = await claimCoupon(tx, scope(), 'lastone', now);
            // Hold the row a moment, so the others queue on it instead of running after us.
            await tx.execute(sql`select pg_sleep(0.2)`);
            return offer;
          }),
        ),
      );
      const results = await Promise.all(buyers);
      expect(results.filter((code) => code === ResultCode.OK)).toHaveLength(1);
      expect(results.filter((code) => code === ResultCode.COUPON_UNAVAILABLE)).toHaveLength(7);
      expect(await usedOf('LASTONE')).toBe(3);
    } finally {
      await handle.close();
    }
  });

  it('refuses an expired or unknown code without counting, and counts an unlimited one', async () => {
    const { db } = harness.database;
    expect(await codeOf(claimCoupon(db, scope(), 'EXPIRED', now))).toBe(ResultCode.COUPON_UNAVAILABLE);
    expect(await usedOf('EXPIRED')).toBe(0);
    expect(await codeOf(claimCoupon(db, scope(), 'OTHERSERVICE', now))).toBe(ResultCode.COUPON_NOT_FOUND);
    expect(await usedOf('OTHERSERVICE')).toBe(0);
    await claimCoupon(db, scope(), 'FOREVER', now);
    expect(await usedOf('FOREVER')).toBe(901);
  });

  it('gives a use back when an order failed, never below zero and never in another tenant', async () => {
    const { db } = harness.database;
    const offer = await claimCoupon(db, scope(), 'RELEASE', now);
    expect(await codeOf(claimCoupon(db, scope(), 'RELEASE', now))).toBe(ResultCode.COUPON_UNAVAILABLE);
    await releaseCoupon(db, tenantScopeOf(harness.world.b), offer.id);
    expect(await usedOf('RELEASE')).toBe(1);
    await releaseCoupon(db, scope(), offer.id);
    await releaseCoupon(db, scope(), offer.id);
    expect(await usedOf('RELEASE')).toBe(0);
    expect((await claimCoupon(db, scope(), 'RELEASE', now)).id).toBe(offer.id);
  });
});
