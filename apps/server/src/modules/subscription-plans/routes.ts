import type { subscriptionPlanRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { adminPlanDetail, pageAdminPlans } from './admin-plans.ts';
import { planChargePreview } from './charge-preview.ts';
import { addPlan, archivePlan, deletePlan, reorderPlans, updatePlan } from './plan-writes.ts';
import { pagePublicPlans, publicPlanDetail } from './public-plans.ts';

export function subscriptionPlanHandlers(app: FastifyInstance): RouteHandlers<typeof subscriptionPlanRoutes> {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  return {
    publicPlanPage: async ({ tenant, query }) => pagePublicPlans(db, tenant, query),
    publicPlanDetail: async ({ tenant, params }) => publicPlanDetail(db, tenant, params.id),
    planPage: async (call) => pageAdminPlans(db, call, call.query),
    planDetail: async (call) => adminPlanDetail(db, call, call.params.id),
    planAdd: async (call) => addPlan(db, call, call.body),
    planUpdate: async (call) => updatePlan(db, call, call.params.id, call.body),
    planDelete: async (call) => deletePlan(db, call, call.params.id),
    planArchive: async (call) => archivePlan(db, clock, call, call.params.id),
    planReorder: async (call) => reorderPlans(db, call, call.body),
    planChargePreview: async (call) =>
      planChargePreview(db, clock, call, call.params.id, call.query.couponCode),
  };
}
