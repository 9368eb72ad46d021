import type { subscriptionRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { presentSubscription } from './present-subscription.ts';
import { registerSubscription } from './register-subscription.ts';
import { subscriptionDepsOf } from './subscription-deps.ts';
import { ownerOfList, subscriptionInReach } from './subscription-owner.ts';
import { findSubscription, subscriptionsOfUser } from './subscription-repository.ts';
import { upgradeSubscription } from './upgrade-subscription.ts';

export function subscriptionHandlers(app: FastifyInstance): RouteHandlers<typeof subscriptionRoutes> {
  const deps = subscriptionDepsOf(app);
  const { db, clock } = deps;
  const reload = async (scope: { companyId: number; serviceId: number }, id: number, now: Date) => {
    const found = await findSubscription(db, scope, id);
    if (!found) throw new Error(`subscription ${id} vanished`);
    return presentSubscription(db, found, now);
  };
  return {
    registeredPage: async ({ query, actor, who, authorize }) => {
      const now = clock.now();
      const owner = await ownerOfList(db, { actor, who, authorize }, query.userId, now);
      if (!owner) return presentPage(query, [], 0);
      const { rows, total } = await subscriptionsOfUser(db, owner.scope, owner.userId, {
        ...pageWindow(query),
        status: query.status,
      });
      const content = [];
      for (const row of rows) content.push(await presentSubscription(db, row, now));
      return presentPage(query, content, total);
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
