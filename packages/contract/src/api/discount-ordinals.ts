import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

/** The highest paid period a discount may name (100 years of monthly periods). */
export const DISCOUNT_ORDINAL_MAX = 1200;

export const discountOrdinalIdParamsSchema = z.object({ id: rowIdSchema });

const ordinalRules = {
  /** The subscription's paid period it applies to: 1 the first paid charge, 2 the first renewal… */
  ordinal: z.number().int().min(1).max(DISCOUNT_ORDINAL_MAX),
  discountPercent: z.number().int().min(1).max(100),
  /** The plan it applies to; null: every plan of the service (a plan's own row is preferred). */
  subscriptionPlanId: z.number().int().positive().nullable().default(null),
};

/** `POST /discount-ordinal/add`: one per plan (or service-wide) and ordinal (853). */
export const discountOrdinalAddSchema = z.object({
  ...ordinalRules,
  /** A company admin may name the service (else its default service). */
  serviceId: z.number().int().positive().optional(),
});
export type DiscountOrdinalAdd = z.input<typeof discountOrdinalAddSchema>;

/** `PUT /discount-ordinal/update/{id}`: every field again; the service stays. */
export const discountOrdinalUpdateSchema = z.object(ordinalRules);
export type DiscountOrdinalUpdate = z.input<typeof discountOrdinalUpdateSchema>;

export const discountOrdinalItemSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  subscriptionPlanId: z.number().int().nullable(),
  /** The plan's name as written; null for a service-wide discount. */
  planName: z.string().nullable(),
  ordinal: z.number().int(),
  discountPercent: z.number().int(),
  createdAt: z.string(),
});
export type DiscountOrdinalItem = z.infer<typeof discountOrdinalItemSchema>;

/** `GET /discount-ordinal/page`: by plan then ordinal; `subscriptionPlanId` narrows to one plan's (and the service-wide ones). */
export const discountOrdinalPageQuerySchema = pageQuerySchema.extend({
  companyId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
  subscriptionPlanId: rowIdSchema.optional(),
});
