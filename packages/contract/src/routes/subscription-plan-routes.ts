import { acceptedSchema } from '../api/auth.ts';
import { chargeSchedulePreviewSchema } from '../api/billing.ts';
import {
  adminPlanListSchema,
  adminPlanSchema,
  planChargePreviewQuerySchema,
  planFieldsSchema,
  planIdParamsSchema,
  planPageQuerySchema,
  planReorderSchema,
  planUpdateSchema,
  publicPlanDetailQuerySchema,
  publicPlanPageQuerySchema,
  publicPlanSchema,
} from '../api/subscription-plans.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['subscription-plan'] as const;
const adminErrors = [401, 403, 404] as const;
const writeErrors = [401, 403, 404, 409] as const;
const read = { tenant: 'optional', access: 'plan.read' } as const;
const write = { tenant: 'optional', access: 'plan.manage' } as const;

/** Subscription plans: the portal's plans and their administration. */
export const subscriptionPlanRoutes = {
  publicPlanPage: defineRoute({
    method: 'GET',
    path: '/subscription-plan/public/user/page',
    tenant: 'host',
    access: 'public',
    query: publicPlanPageQuerySchema,
    response: pageSchema(publicPlanSchema),
    errors: [404],
    tags: ['public'],
    summary:
      'Published plans of the portal by page, in the list order, prices tax-inclusive with the amount before tax',
  }),
  publicPlanDetail: defineRoute({
    method: 'GET',
    path: '/subscription-plan/public/:id',
    tenant: 'host',
    access: 'public',
    params: planIdParamsSchema,
    query: publicPlanDetailQuerySchema,
    response: publicPlanSchema,
    errors: [404],
    tags: ['public'],
    summary: 'One published plan of the portal: prices, duration, free days, content groups, upgrades',
    description:
      'An unknown, hidden, archived or other tenant’s plan is 831 (the portal then sends the reader to login).',
  }),
  planPage: defineRoute({
    method: 'GET',
    path: '/subscription-plan/page',
    ...read,
    query: planPageQuerySchema,
    response: pageSchema(adminPlanSchema),
    errors: adminErrors,
    tags,
    summary: 'Plans of the company (a service admin: of its service) by page, in the list order',
    description:
      'Filters: `keyword` (part of any language’s name), `isShow`, `archived` (left out unless true), `serviceId`; a system admin names `companyId` or `serviceId`.',
  }),
  planDetail: defineRoute({
    method: 'GET',
    path: '/subscription-plan/detail/:id',
    ...read,
    params: planIdParamsSchema,
    response: adminPlanSchema,
    errors: adminErrors,
    tags,
    summary: 'One plan with its content groups and upgrade plans',
  }),
  planAdd: defineRoute({
    method: 'POST',
    path: '/subscription-plan/add',
    ...write,
    body: planFieldsSchema,
    response: adminPlanSchema,
    errors: writeErrors,
    tags,
    summary: 'Create a plan',
    description:
      'Free first period above 29 days: 880; discount price above the price: 406; a content group of another service: 710; an upgrade plan of another service: 831.',
  }),
  planUpdate: defineRoute({
    method: 'PUT',
    path: '/subscription-plan/update/:id',
    ...write,
    params: planIdParamsSchema,
    body: planUpdateSchema,
    response: adminPlanSchema,
    errors: writeErrors,
    tags,
    summary: 'Change a plan (absent fields unchanged; content groups and upgrade plans replaced when sent)',
    description: 'The same refusals as add; a plan cannot be its own upgrade (406).',
  }),
  planDelete: defineRoute({
    method: 'DELETE',
    path: '/subscription-plan/delete/:id',
    ...write,
    params: planIdParamsSchema,
    response: acceptedSchema,
    errors: writeErrors,
    tags,
    summary: 'Delete a plan nobody ever subscribed to or paid for',
    description: 'A plan a subscription or a payment names is in use (838): archive it instead.',
  }),
  planArchive: defineRoute({
    method: 'PUT',
    path: '/subscription-plan/archive/:id',
    ...write,
    params: planIdParamsSchema,
    response: adminPlanSchema,
    errors: writeErrors,
    tags,
    summary: 'Archive a plan: no longer sold or shown, its subscriptions and payments keep pointing at it',
  }),
  planReorder: defineRoute({
    method: 'PUT',
    path: '/subscription-plan/reorder',
    ...write,
    body: planReorderSchema,
    response: adminPlanListSchema,
    errors: writeErrors,
    tags,
    summary:
      'Reorder the plans: `ids` names every plan of the service that is not archived, in the new order (406 otherwise)',
  }),
  planChargePreview: defineRoute({
    method: 'GET',
    path: '/subscription-plan/charge-preview/:id',
    ...read,
    params: planIdParamsSchema,
    query: planChargePreviewQuerySchema,
    response: chargeSchedulePreviewSchema,
    errors: adminErrors,
    tags,
    summary: 'The next 24 months of charges for a reader buying the plan now (optionally with a coupon)',
    description:
      'Computed by the rules that charge: the discount price, the ordinal discounts, the coupon. An unknown coupon is 832; one that cannot be used is 847.',
  }),
};
