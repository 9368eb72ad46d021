import type { discountOrdinalRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import {
  addDiscountOrdinal,
  changeDiscountOrdinal,
  discountOrdinalDetail,
  pageDiscountOrdinalsForAdmin,
  removeDiscountOrdinal,
} from './discount-ordinal-admin.ts';

export function discountOrdinalHandlers(app: FastifyInstance): RouteHandlers<typeof discountOrdinalRoutes> {
  const { db } = app.deps;
  return {
    discountOrdinalPage: async (call) => pageDiscountOrdinalsForAdmin(db, call, call.query),
    discountOrdinalDetail: async (call) => discountOrdinalDetail(db, call, call.params.id),
    discountOrdinalAdd: async (call) => addDiscountOrdinal(db, call, call.body),
    discountOrdinalUpdate: async (call) => changeDiscountOrdinal(db, call, call.params.id, call.body),
    discountOrdinalDelete: async (call) => removeDiscountOrdinal(db, call, call.params.id),
  };
}
