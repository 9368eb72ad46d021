import type { couponRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { checkCouponForPlan } from './check-coupon.ts';
import {
  addCoupon,
  changeCoupon,
  couponDetail,
  listCouponsForAdmin,
  pageCouponsForAdmin,
  removeCoupon,
} from './coupon-admin.ts';

export function couponHandlers(app: FastifyInstance): RouteHandlers<typeof couponRoutes> {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  return {
    couponPage: async (call) => pageCouponsForAdmin(db, call, call.query),
    couponList: async (call) => listCouponsForAdmin(db, call, call.query),
    couponDetail: async (call) => couponDetail(db, call, call.params.id),
    couponAdd: async (call) => addCoupon(db, call, call.body),
    couponUpdate: async (call) => changeCoupon(db, call, call.params.id, call.body),
    couponDelete: async (call) => removeCoupon(db, call, call.params.id),
    couponCheck: async ({ tenant, query }) =>
      checkCouponForPlan(db, tenantScopeOf(tenant), query, clock.now()),
  };
}
