import type { CouponItem } from '@hondana/contract';
import type { CouponRow } from './repository.ts';

/** Whether a reader could use the coupon at `at` (the rule claimCoupon's UPDATE holds to). */
export const couponUsableAt = (row: CouponRow, at: Date): boolean =>
  (row.expiresAt === null || row.expiresAt > at) &&
  (row.isUnlimited || (row.usageLimit !== null && row.usedCount < row.usageLimit));

export const presentCoupon = (row: CouponRow, at: Date): CouponItem => ({
  id: row.id,
  serviceId: row.serviceId,
  code: row.code,
  discountPercent: row.discountPercent,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  isUnlimited: row.isUnlimited,
  usageLimit: row.isUnlimited ? null : row.usageLimit,
  usedCount: row.usedCount,
  usable: couponUsableAt(row, at),
  createdAt: row.createdAt.toISOString(),
});
