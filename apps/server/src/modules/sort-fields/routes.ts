import type { sortFieldRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import {
  addSortField,
  deleteSortField,
  publicSortFields,
  reorderSortFields,
  resetSortFields,
  sortFieldDetail,
  updateSortField,
} from './service.ts';

export function sortFieldHandlers(app: FastifyInstance): RouteHandlers<typeof sortFieldRoutes> {
  const { db } = app.deps;
  return {
    sortFieldPublic: async ({ tenant, query }) => publicSortFields(db, tenant, query.type),
    sortFieldAdd: async (call) => addSortField(db, call, call.body),
    sortFieldDetail: async (call) => sortFieldDetail(db, call, call.params.id),
    sortFieldUpdate: async (call) => updateSortField(db, call, call.params.id, call.body),
    sortFieldReorder: async (call) => reorderSortFields(db, call, call.body),
    sortFieldDelete: async (call) => deleteSortField(db, call, call.params.id),
    sortFieldReset: async (call) => resetSortFields(db, call, call.body),
  };
}
