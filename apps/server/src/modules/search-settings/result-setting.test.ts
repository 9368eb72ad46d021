import {
  type apiRoutes,
  ButtonActionType,
  type ResultButton,
  ResultCode,
  type SearchResultSetting,
  SortableField,
  SortFieldType,
} from '@hondana/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { buttons, contentSearchResultSettings, sortFields } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inService, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { catalogueSettingsOf } from '../catalogue/catalogue-settings.ts';
import { resultSettingDefaults } from './result-setting-service.ts';

interface Made {
  viewBook: number;
  download: number;
  link: number;
  searchButton: number;
  buttonA2: number;
  buttonB: number;
  searchSort: number;
}
const made = {} as Made;

const keyOf = (tenant: Tenant) => ({ companyId: tenant.company.id, serviceId: tenant.service.id });

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  // A2 has no row yet: its detail is the defaults.
  await db
    .delete(contentSearchResultSettings)
    .where(inService(contentSearchResultSettings, tenantScopeOf(world.a2)));
  const button = async (
    tenant: Tenant,
    actionType: ButtonActionType,
    ordinal: number,
    link: string | null = null,
  ) => {
    const [row] = await db
      .insert(buttons)
      .values({ ...keyOf(tenant), actionType, label: actionType, ordinal, link })
      .returning();
    return row?.id ?? 0;
  };
  made.download = await button(world.a, ButtonActionType.DOWNLOAD, 2);
  made.viewBook = await button(world.a, ButtonActionType.VIEW_BOOK, 1);
  made.link = await button(world.a, ButtonActionType.LINK, 3, 'https://example.com/help');
  made.searchButton = await button(world.a, ButtonActionType.SEARCH, 4);
  made.buttonA2 = await button(world.a2, ButtonActionType.VIEW_BOOK, 1);
  made.buttonB = await button(world.b, ButtonActionType.VIEW_BOOK, 1);
  const [searchSort] = await db
    .insert(sortFields)
    .values([
      {
        ...keyOf(world.a),
        type: SortFieldType.SEARCH_RESULT,
        field: SortableField.TITLE,
        title: 'Title',
        ordinal: 1,
      },
      {
        ...keyOf(world.a),
        type: SortFieldType.CONTENT_LIST,
        field: SortableField.AUTHOR,
        title: 'Author',
        ordinal: 1,
      },
    ])
    .returning();
  made.searchSort = searchSort?.id ?? 0;
});

const { send, data } = routeCaller(harness);

async function storedRows() {
  const { db } = harness.database;
  return {
    settings: await db
      .select()
      .from(contentSearchResultSettings)
      .orderBy(asc(contentSearchResultSettings.id)),
    buttons: await db.select().from(buttons).orderBy(asc(buttons.id)),
  };
}

async function refused(name: keyof typeof apiRoutes, call: AnyCall, code: number) {
  const before = await storedRows();
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
  expect(await storedRows()).toEqual(before);
}

const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

const wholeSetting: Omit<SearchResultSetting, 'buttonResponseList' | 'sortFieldResponseList'> = {
  pageTitle: 'Results',
  pageTitleTranslations: { ja: '検索結果', vn: 'Kết quả' },
  showSidebar: false,
  buttonFavouritePosition: 'information',
  favouriteIconSize: 30,
  contentLayoutDetail: [
    { field: 'author', size: 14, label: 'By', showLabel: true, showBox: false, ordinal: 1 },
  ],
  paramSeriesContent: 'param1',
  listView: 2,
  pagingPosition: 3,
  numRow: 4,
  itemsPerRow: 3,
  showOnHome: false,
  overlayNew: false,
  overlayPopular: true,
  overlayRecommend: false,
  popularPeriodDays: 7,
  newPeriodDays: 14,
  itemsDisplayed: 20,
  popularMinReaders: 5,
  paramNames: { param1: { en: 'Grade', ja: '学年', vn: 'Khối lớp' }, param3: { ja: '言語' } },
};

describe('GET /content-search-result-setting/detail', () => {
  endpointTests('searchResultSettingDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      check: (setting) => {
        const s = setting as SearchResultSetting;
        expect(s.buttonResponseList.map((b) => b.id)).toEqual([made.viewBook, made.download, made.link]);
        expect(s.sortFieldResponseList.map((f) => [f.id, f.type])).toEqual([[made.searchSort, 2]]);
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { serviceId: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("answers the table's column defaults for a service without a row, as the catalogue reads them", async () => {
    const { world } = harness;
    const a2 = await data<SearchResultSetting>('searchResultSettingDetail', {
      as: world.serviceAdminA2,
      at: world.a2,
    });
    const { buttonResponseList, sortFieldResponseList, ...fields } = a2;
    expect(fields).toEqual(resultSettingDefaults);
    expect(buttonResponseList.map((b) => b.id)).toEqual([made.buttonA2]);
    expect(sortFieldResponseList).toEqual([]);
    const provisioned = await data<SearchResultSetting>('searchResultSettingDetail', admin(world));
    const { buttonResponseList: _b, sortFieldResponseList: _s, ...stored } = provisioned;
    expect(stored).toEqual(resultSettingDefaults);
    const catalogue = await catalogueSettingsOf(harness.database.db, world.a2);
    expect(catalogue).toMatchObject({
      newPeriodDays: fields.newPeriodDays,
      popularPeriodDays: fields.popularPeriodDays,
      popularLimit: fields.itemsDisplayed,
      overlayNew: fields.overlayNew,
    });
  });
});

describe('PUT /content-search-result-setting/update', () => {
  endpointTests('searchResultSettingUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: wholeSetting,
      check: (setting) => {
        const { buttonResponseList, sortFieldResponseList, ...fields } = setting as SearchResultSetting;
        expect(fields).toEqual(wholeSetting);
        expect(buttonResponseList).toHaveLength(3);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { ...wholeSetting, pageTitle: 'x'.repeat(256) },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ...wholeSetting, serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('inserts the first record of a service and replaces it after; the catalogue sees the change at once', async () => {
    const { world } = harness;
    const { db } = harness.database;
    expect((await catalogueSettingsOf(db, world.a2)).newPeriodDays).toBe(30);
    const call = { as: world.serviceAdminA2, at: world.a2 };
    await data('searchResultSettingUpdate', { ...call, body: { ...wholeSetting, newPeriodDays: 3 } });
    expect((await catalogueSettingsOf(db, world.a2)).newPeriodDays).toBe(3);
    const again = await data<SearchResultSetting>('searchResultSettingUpdate', {
      ...call,
      body: { ...wholeSetting, newPeriodDays: 5, pageTitle: null },
    });
    expect(again).toMatchObject({ newPeriodDays: 5, pageTitle: null });
    expect((await catalogueSettingsOf(db, world.a2)).newPeriodDays).toBe(5);
    const rows = await db
      .select()
      .from(contentSearchResultSettings)
      .where(inService(contentSearchResultSettings, tenantScopeOf(world.a2)));
    expect(rows).toHaveLength(1);
  });

  it('stores param names without blank ones, keeps them when a save leaves them out, and refuses an unknown param', async () => {
    const { world } = harness;
    const call = { as: world.serviceAdminA2, at: world.a2 };
    const saved = await data<SearchResultSetting>('searchResultSettingUpdate', {
      ...call,
      body: { ...wholeSetting, paramNames: { param1: { en: ' Grade ', ja: '' }, param2: { vn: '  ' } } },
    });
    expect(saved.paramNames).toEqual({ param1: { en: 'Grade' } });
    const { paramNames: _n, popularMinReaders: _r, ...withoutThem } = wholeSetting;
    const kept = await data<SearchResultSetting>('searchResultSettingUpdate', { ...call, body: withoutThem });
    expect(kept).toMatchObject({ paramNames: { param1: { en: 'Grade' } }, popularMinReaders: 5 });
    await refused(
      'searchResultSettingUpdate',
      { ...call, body: { ...wholeSetting, paramNames: { param6: { en: 'Extra' } } } },
      ResultCode.BAD_REQUEST,
    );
    await refused(
      'searchResultSettingUpdate',
      { ...call, body: { ...wholeSetting, popularMinReaders: 0 } },
      ResultCode.BAD_REQUEST,
    );
  });

  it('refuses a record with a field missing and changes nothing', async () => {
    const { pageTitle: _, ...partial } = wholeSetting;
    await refused(
      'searchResultSettingUpdate',
      { ...admin(harness.world), body: partial },
      ResultCode.BAD_REQUEST,
    );
  });
});

describe('GET /content-search-result-setting/detail-button/{id}', () => {
  endpointTests('resultButtonDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.link },
      check: (button) =>
        expect(button).toMatchObject({ actionType: 'link', link: 'https://example.com/help', ordinal: 3 }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 'one' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.buttonB },
      code: ResultCode.BUTTON_NOT_FOUND,
    }),
  });

  it("does not answer a tab's search button or, to a service admin, another service's button (719)", async () => {
    const { world } = harness;
    await refused(
      'resultButtonDetail',
      { ...admin(world), params: { id: made.searchButton } },
      ResultCode.BUTTON_NOT_FOUND,
    );
    await refused(
      'resultButtonDetail',
      { as: world.serviceAdminA, params: { id: made.buttonA2 } },
      ResultCode.BUTTON_NOT_FOUND,
    );
  });
});

describe('POST /content-search-result-setting/add-button', () => {
  endpointTests('resultButtonAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        actionType: ButtonActionType.DOWNLOAD,
        label: 'Download',
        icon: 'download',
        position: 'right' as const,
        backgroundColor: '#000000',
        width: 200,
      },
      check: (button) =>
        expect(button).toMatchObject({
          actionType: 'download',
          label: 'Download',
          icon: 'download',
          position: 'right',
          backgroundColor: '#000000',
          textColor: '#ffffff',
          width: 200,
          height: null,
          ordinal: 4,
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { actionType: 'search', label: 'Search' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { actionType: 'view_book', label: 'Read', serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a link button without its link (400), and adds one with it', async () => {
    const { world } = harness;
    await refused(
      'resultButtonAdd',
      { ...admin(world), body: { actionType: 'link', label: 'Help' } },
      ResultCode.BAD_REQUEST,
    );
    await refused(
      'resultButtonAdd',
      { ...admin(world), body: { actionType: 'link', label: 'Help', link: null } },
      ResultCode.BAD_REQUEST,
    );
    await refused(
      'resultButtonAdd',
      { ...admin(world), body: { actionType: 'link', label: 'Help', link: 'javascript:alert(1)' } },
      ResultCode.BAD_REQUEST,
    );
    const added = await data<ResultButton>('resultButtonAdd', {
      ...admin(world),
      body: { actionType: 'link', label: 'Help', link: '/help' },
    });
    expect(added).toMatchObject({ link: '/help', ordinal: 5 });
  });
});

describe('PUT /content-search-result-setting/update-button/{id}', () => {
  endpointTests('resultButtonUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.viewBook },
      body: { label: 'Read now', height: 48 },
      check: (button) =>
        expect(button).toMatchObject({ label: 'Read now', height: 48, actionType: 'view_book' }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.link },
      body: { link: null },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.buttonB },
      body: { label: 'Mine' },
      code: ResultCode.BUTTON_NOT_FOUND,
    }),
  });

  it('refuses turning a button without a link into a link button (400)', async () => {
    await refused(
      'resultButtonUpdate',
      { ...admin(harness.world), params: { id: made.download }, body: { actionType: 'link' } },
      ResultCode.BAD_REQUEST,
    );
  });
});

describe('DELETE /content-search-result-setting/delete-button/{id}', () => {
  endpointTests('resultButtonDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.download } }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.buttonB },
      code: ResultCode.BUTTON_NOT_FOUND,
    }),
  });

  it('takes the button off the setting', async () => {
    const setting = await data<SearchResultSetting>('searchResultSettingDetail', admin(harness.world));
    expect(setting.buttonResponseList.map((b) => b.id)).not.toContain(made.download);
    const [gone] = await harness.database.db.select().from(buttons).where(eq(buttons.id, made.download));
    expect(gone).toBeUndefined();
  });
});
