import { ResultCode } from '@hondana/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';

/** A coupon a reader may use now: what an order needs of it. */
export interface CouponOffer {
  id: number;
  code: string;
  percent: number;
}

/** Codes are kept upper-case; a reader may type one in any case, with spaces around it. */
export const normalCouponCode = (code: string): string => code.trim().toUpperCase();

/** Still usable at `at`: not expired, and a use left unless unlimited. */
const usableAt = (at: Date) =>
  and(
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, at)),
    or(eq(coupons.isUnlimited, true), lt(coupons.usedCount, coupons.usageLimit)),
  );

const offerOf = (row: { id: number; code: string; discountPercent: number }): CouponOffer => ({
  id: row.id,
  code: row.code,
  percent: row.discountPercent,
});

const byCode = (scope: ServiceScope, code: string) =>
  and(inService(coupons, scope), eq(coupons.code, normalCouponCode(code)));

/** Why a code gives nothing: unknown in the service (832), or expired or used up (847). */
async function refusalFor(db: Executor, scope: ServiceScope, code: string): Promise<never> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(byCode(scope, code));
  throw appError(row ? ResultCode.COUPON_UNAVAILABLE : ResultCode.COUPON_NOT_FOUND, { field: 'code' });
}

/** The coupon a reader typed, if it could be used at `at` (832 unknown, 847 expired or used up); nothing changes. */
export async function peekCoupon(
  db: Executor,
  scope: ServiceScope,
  code: string,
  at: Date,
): Promise<CouponOffer> {
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code, discountPercent: coupons.discountPercent })
    .from(coupons)
    .where(and(byCode(scope, code), usableAt(at)));
  return row ? offerOf(row) : refusalFor(db, scope, code);
}

/**
 * Takes one use of the coupon for an order, in the order's transaction. One conditional UPDATE: of two
 * buyers racing for the last use, the second finds the condition false once the first commits, so it
 * gets 847 and never a use past the limit.
 */
export async function claimCoupon(
  tx: Executor,
  scope: ServiceScope,
  code: string,
  at: Date,
): Promise<CouponOffer> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(byCode(scope, code), usableAt(at)))
    .returning({ id: coupons.id, code: coupons.code, discountPercent: coupons.discountPercent });
  return row ? offerOf(row) : refusalFor(tx, scope, code);
}

/** Gives back the use an order took when the order failed (never below 0). */
export async function releaseCoupon(tx: Executor, scope: ServiceScope, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(and(inService(coupons, scope), eq(coupons.id, couponId)));
}
