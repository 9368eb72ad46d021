import { z } from 'zod';
import { durationTypes, paymentGatewayKinds, taxModes } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';
import { tenantQuerySchema } from './tenant-query.ts';

/** Longest plan name, per language too. */
export const PLAN_NAME_MAX = 255;
/** Longest plan description, per language too. */
export const PLAN_DESCRIPTION_MAX = 5_000;
/** Longest image address. */
export const PLAN_IMAGE_URL_MAX = 2_000;
/** Most content groups or upgrade plans one plan names. */
export const PLAN_LINKS_MAX = 200;
/** Most plans one reorder names. */
export const PLAN_REORDER_MAX = 500;
/** Highest price of one period, in yen. */
export const PLAN_PRICE_MAX = 1_000_000_000;
/** Longest period, in units (36500 days). */
export const PLAN_DURATION_MAX = 36_500;

const translationsOf = (max: number) =>
  z.object({
    en: z.string().trim().max(max).optional(),
    ja: z.string().trim().max(max).optional(),
    vn: z.string().trim().max(max).optional(),
  });
const storedTranslations = z.object({
  en: z.string().optional(),
  ja: z.string().optional(),
  vn: z.string().optional(),
});

/** An image address: http(s) or a path on this site. */
const imageUrl = z
  .string()
  .trim()
  .max(PLAN_IMAGE_URL_MAX)
  .regex(/^(https?:\/\/\S+|\/\S*)?$/);

const durationType = z.union(durationTypes.map((v) => z.literal(v)));
const taxMode = z.enum(taxModes);
const gateway = z.enum(paymentGatewayKinds);
const ids = z.array(z.number().int().positive()).max(PLAN_LINKS_MAX);

/**
 * `POST /subscription-plan/add`; `PUT /subscription-plan/update/{id}` takes the same without the service,
 * all optional. Rules the server checks with their own codes: a free first period above 29 days (880),
 * a discount price above the price (406), content groups of another service (710), upgrade plans of
 * another service (831), the plan itself among its upgrades (406).
 */
export const planFieldsSchema = z.object({
  name: z.string().trim().min(1).max(PLAN_NAME_MAX),
  nameTranslations: translationsOf(PLAN_NAME_MAX).optional(),
  imageUrl: imageUrl.nullable().optional(),
  imageUrlTranslations: z
    .object({ en: imageUrl.optional(), ja: imageUrl.optional(), vn: imageUrl.optional() })
    .optional(),
  description: z.string().trim().max(PLAN_DESCRIPTION_MAX).nullable().optional(),
  descriptionTranslations: translationsOf(PLAN_DESCRIPTION_MAX).optional(),
  /** Length of one period in `durationType` units (0 day, 1 month, 2 year). */
  duration: z.number().int().min(1).max(PLAN_DURATION_MAX),
  durationType,
  /** Price of one period in yen, as `taxMode` says. */
  price: z.number().int().min(0).max(PLAN_PRICE_MAX),
  discountPrice: z.number().int().min(0).max(PLAN_PRICE_MAX).nullable().optional(),
  taxMode,
  /** Free days before the first charge (first purchase only); above 29 is 880. */
  freeTermDays: z.number().int().min(0).max(PLAN_DURATION_MAX).optional(),
  /** Gateways that may take the payment; empty: the company's payment gateway. */
  paymentGateways: z.array(gateway).max(paymentGatewayKinds.length).optional(),
  autoRenew: z.boolean().optional(),
  isShow: z.boolean().optional(),
  ordinal: z.number().int().min(0).max(1_000_000).optional(),
  contentGroupIds: ids.optional(),
  upgradePlanIds: ids.optional(),
  /** The service of a new plan (else a service admin's own, a company admin's default service). */
  serviceId: z.number().int().positive().optional(),
});
export type PlanFields = z.infer<typeof planFieldsSchema>;
export const planUpdateSchema = planFieldsSchema.omit({ serviceId: true }).partial();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const planIdParamsSchema = z.object({ id: rowIdSchema });

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** `GET /subscription-plan/page`. */
export const planPageQuerySchema = pageQuerySchema.extend({
  /** Part of the name (any language), case-insensitive. */
  keyword: z.string().trim().max(PLAN_NAME_MAX).optional(),
  /** Only published (true) or only hidden (false) plans. */
  isShow: booleanQuery.optional(),
  /** Archived plans are left out unless asked for. */
  archived: booleanQuery.optional(),
  serviceId: rowIdSchema.optional(),
  /** A system administrator names the company. */
  companyId: rowIdSchema.optional(),
});

/** `PUT /subscription-plan/reorder`: every plan of the service that is not archived, in the new order (406 otherwise). */
export const planReorderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(PLAN_REORDER_MAX),
  serviceId: z.number().int().positive().optional(),
});

/** `GET /subscription-plan/charge-preview/{id}`: a coupon to apply, by its code. */
export const planChargePreviewQuerySchema = z.object({
  couponCode: z.string().trim().min(1).max(64).optional(),
});

/** An amount as shown: tax-inclusive (総額表示) with the amount before tax and the tax beside it. */
export const shownAmountSchema = z.object({
  ratePercent: z.number().int().min(0),
  netYen: z.number().int().min(0),
  taxYen: z.number().int().min(0),
  shownYen: z.number().int().min(0),
});
export type ShownAmount = z.infer<typeof shownAmountSchema>;

/** A plan or content group a plan names, with its names per language. */
export const planLinkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameTranslations: storedTranslations,
});
export type PlanLink = z.infer<typeof planLinkSchema>;

const planCommonShape = {
  id: z.number().int(),
  name: z.string(),
  nameTranslations: storedTranslations,
  imageUrl: z.string().nullable(),
  imageUrlTranslations: storedTranslations,
  description: z.string().nullable(),
  descriptionTranslations: storedTranslations,
  duration: z.number().int(),
  durationType,
  /** The period in days as shown (a month is 30 days, a year 365). */
  durationDays: z.number().int(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  taxMode,
  /** The price as shown, and the discount price when there is one. */
  shownPrice: shownAmountSchema,
  shownDiscountPrice: shownAmountSchema.nullable(),
  freeTermDays: z.number().int(),
  paymentGateways: z.array(gateway),
  autoRenew: z.boolean(),
  contentGroups: z.array(planLinkSchema),
  upgradePlans: z.array(planLinkSchema),
};

/** A plan as the portal shows it (published, not archived plans of the service). */
export const publicPlanSchema = z.object(planCommonShape);
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** A plan as the administration sees it. */
export const adminPlanSchema = z.object({
  ...planCommonShape,
  serviceId: z.number().int(),
  isShow: z.boolean(),
  ordinal: z.number().int(),
  archivedAt: z.iso.datetime({ offset: true }).nullable(),
  /** A subscription or a payment names it: it cannot be deleted (838), only archived. */
  inUse: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanListSchema = z.array(adminPlanSchema);

/** `GET /subscription-plan/public/user/page`: the portal's plans, by page. */
export const publicPlanPageQuerySchema = tenantQuerySchema.extend(pageQuerySchema.shape);
/** `GET /subscription-plan/public/{id}`. */
export const publicPlanDetailQuerySchema = tenantQuerySchema;
