import {
  type ParamNames,
  paramFields,
  type SearchResultSetting,
  SortFieldType,
  type searchResultSettingUpdateSchema,
  storedTranslations,
  type TextTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import { contentSearchResultSettings } from '../../db/schema/index.ts';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { rowChange } from '../../platform/audit/row-change.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { type RouteCaller, targetServiceFor } from '../../platform/policy/admin-scope.ts';
import { inService, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { announceTenantChange } from '../content-groups/announce-change.ts';
import { sortFieldsOfType } from '../sort-fields/service.ts';
import { presentResultButton } from './present-result-button.ts';
import { listResultButtons } from './result-button-repository.ts';

type SettingRow = typeof contentSearchResultSettings.$inferSelect;
type SettingFields = Omit<SearchResultSetting, 'buttonResponseList' | 'sortFieldResponseList'>;

/**
 * A service without a row yet reads as the table's column defaults (the ones the catalogue falls back
 * on too); a test compares the two.
 */
export const resultSettingDefaults: SettingFields = {
  pageTitle: null,
  pageTitleTranslations: {},
  showSidebar: true,
  buttonFavouritePosition: 'image',
  favouriteIconSize: 24,
  contentLayoutDetail: [],
  paramSeriesContent: null,
  listView: 1,
  pagingPosition: 2,
  numRow: 2,
  itemsPerRow: 5,
  showOnHome: true,
  overlayNew: true,
  overlayPopular: true,
  overlayRecommend: true,
  popularPeriodDays: 30,
  newPeriodDays: 30,
  itemsDisplayed: 10,
  popularMinReaders: 3,
  paramNames: {},
};

const fieldsOf = (row: SettingRow | undefined): SettingFields =>
  row
    ? {
        pageTitle: row.pageTitle,
        pageTitleTranslations: row.pageTitleTranslations,
        showSidebar: row.showSidebar,
        buttonFavouritePosition: row.buttonFavouritePosition,
        favouriteIconSize: row.favouriteIconSize,
        contentLayoutDetail: row.contentLayoutDetail,
        paramSeriesContent: row.paramSeriesContent,
        listView: row.listView,
        pagingPosition: row.pagingPosition,
        numRow: row.numRow,
        itemsPerRow: row.itemsPerRow,
        showOnHome: row.showOnHome,
        overlayNew: row.overlayNew,
        overlayPopular: row.overlayPopular,
        overlayRecommend: row.overlayRecommend,
        popularPeriodDays: row.popularPeriodDays,
        newPeriodDays: row.newPeriodDays,
        itemsDisplayed: row.itemsDisplayed,
        popularMinReaders: row.popularMinReaders,
        paramNames: row.paramNames,
      }
    : resultSettingDefaults;

/** Names as stored: blank ones dropped, a parameter left without any name dropped. */
function namedOnly(names: ParamNames): ParamNames {
  const kept: ParamNames = {};
  for (const field of paramFields) {
    const byLanguage = Object.fromEntries(Object.entries(names[field] ?? {}).filter(([, name]) => name));
    if (Object.keys(byLanguage).length > 0) kept[field] = byLanguage;
  }
  return kept;
}

/** Without a title of its own the page takes the portal's heading in every language. */
function titleTranslationsOf(title: string | null, translations: TextTranslations | undefined) {
  if (!title) return { pageTitleTranslations: {} };
  return translations ? { pageTitleTranslations: storedTranslations(translations) } : {};
}

async function withLists(db: Database, scope: ServiceScope, row: SettingRow | undefined) {
  const [buttonRows, sortFieldResponseList] = await Promise.all([
    listResultButtons(db, scope),
    sortFieldsOfType(db, scope, SortFieldType.SEARCH_RESULT),
  ]);
  return {
    ...fieldsOf(row),
    buttonResponseList: buttonRows.map(presentResultButton),
    sortFieldResponseList,
  };
}

/** `GET /content-search-result-setting/detail`: the defaults until the service saves its own. */
export async function resultSettingDetail(
  db: Database,
  caller: RouteCaller,
  serviceId: number | undefined,
): Promise<SearchResultSetting> {
  const scope = await targetServiceFor(db, caller.actor, caller.authorize, serviceId);
  const [row] = await db
    .select()
    .from(contentSearchResultSettings)
    .where(inService(contentSearchResultSettings, scope))
    .limit(1);
  return withLists(db, scope, row);
}

/** `PUT /content-search-result-setting/update`: the whole record, inserted or replaced in one statement. */
export async function updateResultSetting(
  db: Database,
  call: AdminCall,
  body: z.output<typeof searchResultSettingUpdateSchema>,
): Promise<SearchResultSetting> {
  const { serviceId, paramNames, pageTitleTranslations, ...rest } = body;
  const fields = {
    ...rest,
    ...(paramNames ? { paramNames: namedOnly(paramNames) } : {}),
    ...titleTranslationsOf(rest.pageTitle, pageTitleTranslations),
  };
  const scope = await targetServiceFor(db, call.actor, call.authorize, serviceId);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const [before] = await tx
      .select()
      .from(contentSearchResultSettings)
      .where(inService(contentSearchResultSettings, scope))
      .for('update');
    const [after] = await tx
      .insert(contentSearchResultSettings)
      .values({ ...fields, companyId: scope.companyId, serviceId: scope.serviceId })
      .onConflictDoUpdate({
        target: [contentSearchResultSettings.companyId, contentSearchResultSettings.serviceId],
        set: { ...fields, updatedAt: (call.who.clock ?? systemClock).now() },
      })
      .returning();
    record(rowChange('searchResultSetting', before ? 'update' : 'add', before, after));
    return after;
  });
  announceTenantChange(db, 'content_search_result_settings', scope.companyId);
  return withLists(db, scope, row);
}
