import type { subscriptionRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { presentSubscription, presentSubscriptionById } from './present-subscription.ts';
import { registerSubscription } from './register-subscription.ts';
import { registeredPageOf } from './registered-page.ts';
import { subscriptionDepsOf } from './subscription-deps.ts';
import { ownerOfList, subscriptionInReach } from './subscription-owner.ts';
import { upgradeSubscription } from './upgrade-subscription.ts';

export function subscriptionHandlers(app: FastifyInstance): RouteHandlers<typeof subscriptionRoutes> {
  const deps = subscriptionDepsOf(app);
  const { db, clock } = deps;
  const reload = (scope: { companyId: number; serviceId: number }, id: number, now: Date) =>
    presentSubscriptionById(db, scope, id, now);
  return {
    registeredPage: async ({ query, actor, who, authorize }) => {
      const now = clock.now();
      const owner = await ownerOfList(db, { actor, who, authorize }, query.userId, now);
      return registeredPageOf(db, owner, query, now);
    },
    registeredDetail: async ({ params, actor, who, authorize }) => {
      const found = await subscriptionInReach(db, { actor, who, authorize }, params.id);
      return presentSubscription(db, found, clock.now());
    },
    subscriptionRegister: async ({ body, tenant, actor }) => {
      const now = clock.now();
      const scope = tenantScopeOf(tenant);
      const id = await registerSubscription(db, scope, {
        userId: actor.userId,
        planId: body.subscriptionPlanId,
        at: now,
      });
      return reload(scope, id, now);
    },
    subscriptionCancel: async ({ params, actor, who, authorize }) => {
      const found = await subscriptionInReach(db, { actor, who, authorize }, params.id);
      const scope = { companyId: found.row.companyId, serviceId: found.row.serviceId };
      const now = clock.now();
      await cancelSubscription(deps, scope, { id: found.row.id, planName: found.plan.name }, now);
      return reload(scope, found.row.id, now);
    },
    subscriptionUpgrade: async ({ params, body, actor, who, authorize }) => {
      const found = await subscriptionInReach(db, { actor, who, authorize }, params.id);
      const scope = { companyId: found.row.companyId, serviceId: found.row.serviceId };
      const now = clock.now();
      const chargedYen = await upgradeSubscription(deps, scope, found.row.id, body, now);
      return { chargedYen, subscription: await reload(scope, found.row.id, now) };
    },
  };
}
