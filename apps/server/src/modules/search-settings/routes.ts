import type { searchSettingsRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { publicSearchPage } from './public-search-page.ts';
import {
  addResultButton,
  deleteResultButton,
  resultButtonDetail,
  updateResultButton,
} from './result-button-service.ts';
import { resultSettingDetail, updateResultSetting } from './result-setting-service.ts';
import {
  addSearchBox,
  deleteSearchBox,
  reorderSearchBoxes,
  searchBoxDetail,
  updateSearchBox,
} from './search-box-service.ts';
import {
  addSearchTab,
  deleteSearchTab,
  listSearchTabs,
  reorderSearchTabs,
  searchTabDetail,
  updateSearchTab,
} from './search-tab-service.ts';

export function searchSettingsHandlers(app: FastifyInstance): RouteHandlers<typeof searchSettingsRoutes> {
  const { db } = app.deps;
  return {
    searchPagePublic: async ({ tenant, session }) => publicSearchPage(db, tenant, session),
    searchTabList: async ({ actor, query }) => listSearchTabs(db, actor, query.serviceId),
    searchTabDetail: async ({ actor, params }) => searchTabDetail(db, actor, params.id),
    searchTabAdd: async ({ actor, body }) => addSearchTab(db, actor, body),
    searchTabUpdate: async ({ actor, params, body }) => updateSearchTab(db, actor, params.id, body),
    searchTabDelete: async ({ actor, params }) => deleteSearchTab(db, actor, params.id),
    searchTabReorder: async ({ actor, body }) => reorderSearchTabs(db, actor, body),
    searchBoxDetail: async ({ actor, params }) => searchBoxDetail(db, actor, params.id),
    searchBoxAdd: async ({ actor, body }) => addSearchBox(db, actor, body),
    searchBoxUpdate: async ({ actor, params, body }) => updateSearchBox(db, actor, params.id, body),
    searchBoxDelete: async ({ actor, params }) => deleteSearchBox(db, actor, params.id),
    searchBoxReorder: async ({ actor, body }) => reorderSearchBoxes(db, actor, body),
    searchResultSettingDetail: async ({ actor, query }) => resultSettingDetail(db, actor, query.serviceId),
    searchResultSettingUpdate: async ({ actor, body }) => updateResultSetting(db, actor, body),
    resultButtonDetail: async ({ actor, params }) => resultButtonDetail(db, actor, params.id),
    resultButtonAdd: async ({ actor, body }) => addResultButton(db, actor, body),
    resultButtonUpdate: async ({ actor, params, body }) => updateResultButton(db, actor, params.id, body),
    resultButtonDelete: async ({ actor, params }) => deleteResultButton(db, actor, params.id),
  };
}
