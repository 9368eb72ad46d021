import { z } from 'zod';
import { paymentGatewayKinds, subscriptionStatuses } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { billingStates, receiptSchema } from './billing.ts';
import { rowIdSchema } from './row-id.ts';

const instant = z.iso.datetime({ offset: true });

/** A plan the subscription may move to now, with what the move costs today (tax-inclusive yen). */
export const upgradeOptionSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  /** One period's tax-inclusive price of the target plan. */
  periodYen: z.number().int().min(0),
  /** What the move charges now: the yen-exact difference for the rest of the period (0 in the free days). */
  differenceYen: z.number().int().min(0),
});
export type UpgradeOption = z.infer<typeof upgradeOptionSchema>;

/** The next charge of a running subscription: when, for which paid period, and its receipt. */
export const nextChargeSchema = z.object({
  chargeAt: instant,
  paidPeriodNo: z.number().int().min(1),
  receipt: receiptSchema,
});
export type NextCharge = z.infer<typeof nextChargeSchema>;

/** One of a reader's registered plans, as the reader's subscription page and the admin see it. */
export const registeredSubscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  serviceId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  /** What readers see (ACTIVE, CANCEL, REFUNDED), derived from the billing state. */
  status: z.enum(subscriptionStatuses),
  billingState: z.enum(billingStates),
  paymentGateway: z.enum(paymentGatewayKinds).nullable(),
  registeredAt: instant,
  freeTermEndsAt: instant.nullable(),
  currentPeriodStart: instant.nullable(),
  currentPeriodEnd: instant.nullable(),
  /** Null when nothing will be charged (cancelled, refunded, ended, a plan that does not renew). */
  nextCharge: nextChargeSchema.nullable(),
  /** The instant access ends; null when there is none. */
  accessEndsAt: instant.nullable(),
  /** Whether access holds at the server's clock now. */
  hasAccess: z.boolean(),
  cancelledAt: instant.nullable(),
  /** The stored card as the gateway masked it. */
  cardMask: z.string().nullable(),
  cancellable: z.boolean(),
  /** Plans of the plan's upgrade list the subscription may move to now (empty: not upgradable). */
  upgradeOptions: z.array(upgradeOptionSchema),
});
export type RegisteredSubscription = z.infer<typeof registeredSubscriptionSchema>;

/** GET /subscription-plan/user/registered/page: the caller's own plans, or (an admin) a reader's. */
export const registeredPageQuerySchema = pageQuerySchema.extend({
  /** An admin names the reader; a reader reads their own (naming another is 834 for each row). */
  userId: rowIdSchema.optional(),
  status: z.enum(subscriptionStatuses).optional(),
});
export type RegisteredPageQuery = z.input<typeof registeredPageQuerySchema>;

export const registeredIdParamsSchema = z.object({ id: rowIdSchema });

/** POST /subscription-plan/user/register: a plan that needs no payment (a paid plan is bought by order). */
export const subscriptionRegisterSchema = z.object({
  subscriptionPlanId: rowIdSchema,
  /** The web reloads the public content groups afterwards instead of the subscription list. */
  updateContentGroup: z.boolean().optional(),
});
export type SubscriptionRegister = z.input<typeof subscriptionRegisterSchema>;

/** POST /subscription-plan/user/upgrade/{id}: move to a plan of the current plan's upgrade list. */
export const subscriptionUpgradeSchema = z.object({
  toPlanId: rowIdSchema,
  /** The difference the reader was shown and agreed to; a different amount now is refused (409), nothing charged. */
  expectedYen: z.number().int().min(0),
});
export type SubscriptionUpgrade = z.input<typeof subscriptionUpgradeSchema>;

export const subscriptionUpgradeResultSchema = z.object({
  chargedYen: z.number().int().min(0),
  subscription: registeredSubscriptionSchema,
});
export type SubscriptionUpgradeResult = z.infer<typeof subscriptionUpgradeResultSchema>;
