import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

export const COUPON_CODE_MAX = 64;
/** Letters, digits, '-' and '_' (what a reader can type from a flyer); kept upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;

export const couponIdParamsSchema = z.object({ id: rowIdSchema });

const couponRules = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(COUPON_CODE_MAX)
    .regex(COUPON_CODE_PATTERN)
    .transform((code) => code.toUpperCase()),
  /** Percent taken off the first paid charge, 1-100. */
  discountPercent: z.number().int().min(1).max(100),
  /** The instant the coupon stops working (ISO 8601); null: never. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  isUnlimited: z.boolean().default(false),
  /** Uses allowed; required unless unlimited, never below the uses already made. */
  usageLimit: z.number().int().min(1).max(COUPON_USAGE_LIMIT_MAX).nullable().default(null),
});

const limitRequired = <T extends { isUnlimited: boolean; usageLimit: number | null }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (!value.isUnlimited && value.usageLimit === null) {
    context.addIssue({ code: 'custom', path: ['usageLimit'], message: 'a usage limit, or unlimited' });
  }
};

/** `POST /manage-coupon/add`: a coupon of one service; the code is unique in the company (854). */
export const couponAddSchema = couponRules
  .extend({
    /** A company admin may name the service (else its default service). */
    serviceId: z.number().int().positive().optional(),
  })
  .superRefine(limitRequired);
export type CouponAdd = z.input<typeof couponAddSchema>;

/** `PUT /manage-coupon/update/{id}`: every field again; the service stays. */
export const couponUpdateSchema = couponRules.superRefine(limitRequired);
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

export const couponItemSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  code: z.string(),
  discountPercent: z.number().int(),
  expiresAt: z.string().nullable(),
  isUnlimited: z.boolean(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** Whether a reader could use it now (not expired, a use left). */
  usable: z.boolean(),
  createdAt: z.string(),
});
export type CouponItem = z.infer<typeof couponItemSchema>;

const reachQuery = {
  /** A system admin names the company; a company admin may narrow to one service. */
  companyId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
};

/** `GET /manage-coupon/page`: newest first; `keyword` is part of the code. */
export const couponPageQuerySchema = pageQuerySchema.extend({
  ...reachQuery,
  keyword: z.string().trim().max(COUPON_CODE_MAX).optional(),
});

/** `GET /manage-coupon`: every coupon in reach, by code (a picker's list). */
export const couponListQuerySchema = z.object(reachQuery);
export const couponListSchema = z.array(couponItemSchema);

/** `GET /manage-coupon/user/get`: a signed-in reader checks a code for a plan before buying. */
export const couponCheckQuerySchema = z.object({
  code: z.string().trim().min(1).max(COUPON_CODE_MAX),
  subscriptionPlanId: rowIdSchema,
});
export const couponCheckSchema = z.object({
  code: z.string(),
  discountPercent: z.number().int(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;
