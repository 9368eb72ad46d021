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
    sortFieldAdd: async ({ actor, body }) => addSortField(db, actor, body),
    sortFieldDetail: async ({ actor, params }) => sortFieldDetail(db, actor, params.id),
    sortFieldUpdate: async ({ actor, params, body }) => updateSortField(db, actor, params.id, body),
    sortFieldReorder: async ({ actor, body }) => reorderSortFields(db, actor, body),
    sortFieldDelete: async ({ actor, params }) => deleteSortField(db, actor, params.id),
    sortFieldReset: async ({ actor, body }) => resetSortFields(db, actor, body),
  };
}
