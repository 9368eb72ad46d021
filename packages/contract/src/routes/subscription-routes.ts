import {
  registeredIdParamsSchema,
  registeredPageQuerySchema,
  registeredSubscriptionSchema,
  subscriptionRegisterSchema,
  subscriptionUpgradeResultSchema,
  subscriptionUpgradeSchema,
} from '../api/subscriptions.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['subscription'] as const;

/** A reader's registered plans (the seed's `/subscription-plan/user/…` calls, plus the upgrade named by us). */
export const subscriptionRoutes = {
  registeredPage: defineRoute({
    method: 'GET',
    path: '/subscription-plan/user/registered/page',
    tenant: 'optional',
    access: 'subscription.read',
    query: registeredPageQuerySchema,
    response: pageSchema(registeredSubscriptionSchema),
    errors: [401, 403, 404],
    tags,
    summary: 'The signed-in reader’s registered plans by page (newest first); an admin names `userId`',
    description:
      'Each row: status, free period end, current period, the next charge (tax-inclusive receipt), card mask, access end, and whether it can be cancelled or moved to which plans. A reader outside the admin’s reach: 703.',
  }),
  registeredDetail: defineRoute({
    method: 'GET',
    path: '/subscription-plan/user/registered/:id',
    tenant: 'optional',
    access: 'subscription.read',
    params: registeredIdParamsSchema,
    response: registeredSubscriptionSchema,
    errors: [401, 403, 404],
    tags,
    summary: 'One registered plan: the reader’s own, or (an admin) one in reach (834 otherwise)',
  }),
  subscriptionRegister: defineRoute({
    method: 'POST',
    path: '/subscription-plan/user/register',
    tenant: 'host',
    access: 'subscription.manage',
    body: subscriptionRegisterSchema,
    response: registeredSubscriptionSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary: 'Register to a plan that needs no payment (its charge is 0 yen)',
    description:
      'A plan of the portal’s service that is shown and not archived (831 otherwise). A plan that costs money is bought through the card order flow: 870. Already registered and running: 838.',
  }),
  subscriptionCancel: defineRoute({
    method: 'DELETE',
    path: '/subscription-plan/user/cancel/registered/:id',
    tenant: 'host',
    access: 'subscription.manage',
    params: registeredIdParamsSchema,
    response: registeredSubscriptionSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary:
      'Cancel the reader’s plan: renewal stops, access continues to the end of the paid (or free) period',
    description: 'Not the reader’s: 834. Already cancelled, refunded or ended: 881.',
  }),
  subscriptionUpgrade: defineRoute({
    method: 'POST',
    path: '/subscription-plan/user/upgrade/:id',
    tenant: 'host',
    access: 'subscription.manage',
    params: registeredIdParamsSchema,
    body: subscriptionUpgradeSchema,
    response: subscriptionUpgradeResultSchema,
    errors: [400, 401, 403, 404, 409],
    tags,
    summary:
      'Move the reader’s plan to one of its upgrade plans, charging the difference for the rest of the period',
    description:
      'The stored card is charged the yen-exact difference (nothing in the free days); the period keeps its end. Not the reader’s: 834. A plan not in the upgrade list: 831. Not running: 881. A difference other than `expectedYen`: 867. No stored card: 841. Declined: 857. An outcome not yet known (or an earlier attempt of the period not yet settled): 842, settled by asking the gateway.',
  }),
};
