import { ContentGroupType, type ParamNames, SortFieldType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { contentGroups, contentSearchResultSettings, sortFields } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { inService, type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type LayoutField, layoutFields, type SeriesField, seriesFieldOf } from './content-columns.ts';

/** What a catalogue call needs from the service's settings, read once and kept by the tenant cache. */
export interface CatalogueSettings {
  newPeriodDays: number;
  popularPeriodDays: number;
  /** How many contents the popular group holds (the setting's "number of items displayed"). */
  popularLimit: number;
  /** Distinct readers within the popular period that make a content popular. */
  popularMinReaders: number;
  /** Per-language names of params 1-5; an unnamed param is not shown to readers. */
  paramNames: ParamNames;
  overlayNew: boolean;
  overlayPopular: boolean;
  overlayRecommend: boolean;
  seriesField: SeriesField;
  /** Detail fields the service's content-detail layout shows; every one when the layout is empty. */
  detailFields: ReadonlySet<LayoutField>;
  /** The service's recommend group (type 6): its members carry the recommend badge. */
  recommendGroupId: number | null;
  /** The default direction of each content-list sort field the service offers (true = ascending). */
  ascendingByField: Readonly<Record<string, boolean>>;
  /** The service's groups a reader may open (shown ones), by id. */
  groups: Readonly<Record<number, { type: ContentGroupType; name: string }>>;
}

const DEFAULTS = {
  newPeriodDays: 30,
  popularPeriodDays: 30,
  itemsDisplayed: 10,
  popularMinReaders: 3,
  paramNames: {},
  overlayNew: true,
  overlayPopular: true,
  overlayRecommend: true,
  paramSeriesContent: null,
  contentLayoutDetail: [],
};

async function loadSettings(db: Database, scope: ServiceScope): Promise<CatalogueSettings> {
  const [[setting], groups, sorts] = await Promise.all([
    db
      .select()
      .from(contentSearchResultSettings)
      .where(inService(contentSearchResultSettings, scope))
      .limit(1),
    db
      .select({ id: contentGroups.id, type: contentGroups.type, name: contentGroups.name })
      .from(contentGroups)
      .where(and(inService(contentGroups, scope), eq(contentGroups.isShow, true))),
    db
      .select({ field: sortFields.field, isAscDefault: sortFields.isAscDefault })
      .from(sortFields)
      .where(and(inService(sortFields, scope), eq(sortFields.type, SortFieldType.CONTENT_LIST))),
  ]);
  const s = setting ?? DEFAULTS;
  const listed = s.contentLayoutDetail
    .map((entry) => entry.field)
    .filter((field): field is LayoutField => (layoutFields as readonly string[]).includes(field));
  return {
    newPeriodDays: s.newPeriodDays,
    popularPeriodDays: s.popularPeriodDays,
    popularLimit: s.itemsDisplayed,
    popularMinReaders: s.popularMinReaders,
    paramNames: s.paramNames,
    overlayNew: s.overlayNew,
    overlayPopular: s.overlayPopular,
    overlayRecommend: s.overlayRecommend,
    seriesField: seriesFieldOf(s.paramSeriesContent),
    detailFields: new Set(listed.length ? listed : layoutFields),
    recommendGroupId: groups.find((g) => g.type === ContentGroupType.RECOMMEND)?.id ?? null,
    ascendingByField: Object.fromEntries(sorts.map((row) => [row.field, row.isAscDefault])),
    groups: Object.fromEntries(groups.map((g) => [g.id, { type: g.type, name: g.name }])),
  };
}

/** The catalogue settings of the request's service, rebuilt when a watched settings row changes. */
export const catalogueSettingsOf = (db: Database, tenant: Tenant): Promise<CatalogueSettings> =>
  cachedForService(db, tenant, 'catalogue-settings', async () => ({
    value: await loadSettings(db, tenantScopeOf(tenant)),
  }));
