import type { catalogueRoutes } from '@hondana/contract';
import { ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { catalogueProgress } from './catalogue-progress.ts';
import { cardContextOf, cataloguePage, hashtagPage, personalLists, seriesPage } from './catalogue-service.ts';
import { catalogueDetail } from './detail.ts';
import { addFavourite, removeFavourite } from './favourites.ts';
import { listHashtags } from './hashtags.ts';
import { assertReferrerAllowed } from './referrer-check.ts';

export function catalogueHandlers(app: FastifyInstance): RouteHandlers<typeof catalogueRoutes> {
  const { db } = app.deps;
  const now = () => (app.deps.clock ?? systemClock).now();
  return {
    cataloguePage: async ({ tenant, session, query }) => cataloguePage(db, tenant, session, query, now()),
    catalogueProgress: async ({ tenant }) => catalogueProgress(db, tenantScopeOf(tenant)),
    catalogueSeries: async ({ tenant, session, query }) => seriesPage(db, tenant, session, query, now()),
    catalogueDetail: async ({ tenant, session, query, request }) => {
      const elementId = query.id ?? query.detail_id;
      if (!elementId) throw appError(ResultCode.BAD_REQUEST);
      assertReferrerAllowed(tenant, request);
      return catalogueDetail(db, await cardContextOf(db, tenant, session, now()), elementId);
    },
    favouriteAdd: async ({ tenant, session, body }) => addFavourite(db, tenant, session, body, now()),
    favouriteDelete: async ({ tenant, session, params }) => removeFavourite(db, tenant, session, params.id),
    personalLists: async ({ tenant, session, query }) => personalLists(db, tenant, session, query, now()),
    hashtagList: async ({ tenant, session }) => listHashtags(db, tenant, session),
    hashtagSearchPublic: async ({ tenant, session, query, body }) =>
      hashtagPage(db, tenant, session, query, body.ids, now()),
    hashtagSearch: async ({ tenant, session, query, body }) =>
      hashtagPage(db, tenant, session, query, body.ids, now()),
  };
}
