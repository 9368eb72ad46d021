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
    searchTabList: async (call) => listSearchTabs(db, call, call.query.serviceId),
    searchTabDetail: async (call) => searchTabDetail(db, call, call.params.id),
    searchTabAdd: async (call) => addSearchTab(db, call, call.body),
    searchTabUpdate: async (call) => updateSearchTab(db, call, call.params.id, call.body),
    searchTabDelete: async (call) => deleteSearchTab(db, call, call.params.id),
    searchTabReorder: async (call) => reorderSearchTabs(db, call, call.body),
    searchBoxDetail: async (call) => searchBoxDetail(db, call, call.params.id),
    searchBoxAdd: async (call) => addSearchBox(db, call, call.body),
    searchBoxUpdate: async (call) => updateSearchBox(db, call, call.params.id, call.body),
    searchBoxDelete: async (call) => deleteSearchBox(db, call, call.params.id),
    searchBoxReorder: async (call) => reorderSearchBoxes(db, call, call.body),
    searchResultSettingDetail: async (call) => resultSettingDetail(db, call, call.query.serviceId),
    searchResultSettingUpdate: async (call) => updateResultSetting(db, call, call.body),
    resultButtonDetail: async (call) => resultButtonDetail(db, call, call.params.id),
    resultButtonAdd: async (call) => addResultButton(db, call, call.body),
    resultButtonUpdate: async (call) => updateResultButton(db, call, call.params.id, call.body),
    resultButtonDelete: async (call) => deleteResultButton(db, call, call.params.id),
  };
}
