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
    searchTabAdd: async ({ actor, who, body }) => addSearchTab(db, actor, who, body),
    searchTabUpdate: async ({ actor, who, params, body }) => updateSearchTab(db, actor, who, params.id, body),
    searchTabDelete: async ({ actor, who, params }) => deleteSearchTab(db, actor, who, params.id),
    searchTabReorder: async ({ actor, who, body }) => reorderSearchTabs(db, actor, who, body),
    searchBoxDetail: async ({ actor, params }) => searchBoxDetail(db, actor, params.id),
    searchBoxAdd: async ({ actor, who, body }) => addSearchBox(db, actor, who, body),
    searchBoxUpdate: async ({ actor, who, params, body }) => updateSearchBox(db, actor, who, params.id, body),
    searchBoxDelete: async ({ actor, who, params }) => deleteSearchBox(db, actor, who, params.id),
    searchBoxReorder: async ({ actor, who, body }) => reorderSearchBoxes(db, actor, who, body),
    searchResultSettingDetail: async ({ actor, query }) => resultSettingDetail(db, actor, query.serviceId),
    searchResultSettingUpdate: async ({ actor, who, body }) => updateResultSetting(db, actor, who, body),
    resultButtonDetail: async ({ actor, params }) => resultButtonDetail(db, actor, params.id),
    resultButtonAdd: async ({ actor, who, body }) => addResultButton(db, actor, who, body),
    resultButtonUpdate: async ({ actor, who, params, body }) =>
      updateResultButton(db, actor, who, params.id, body),
    resultButtonDelete: async ({ actor, who, params }) => deleteResultButton(db, actor, who, params.id),
  };
}
