import {
  ButtonActionType,
  type ResultButton,
  ResultCode,
  type SearchResultSetting,
  viewSettingsSchema,
} from '@hondana/contract';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { buttons, contentSearchResultSettings } from '../../db/schema/index.ts';
import { resultSettingDefaults } from './result-setting-service.ts';

/**
 * The result page's title and the configured buttons' labels are written per interface language by
 * the administration calls and reach the portal with their translations.
 */
const harness = useTenantWorld({}, async () => {});
const { send, data } = routeCaller(harness);

const { pageTitleTranslations: _none, ...defaults } = resultSettingDefaults;
const setting = { ...defaults, pageTitle: 'Results' };

async function stored() {
  const { db } = harness.database;
  return {
    settings: await db
      .select()
      .from(contentSearchResultSettings)
      .orderBy(asc(contentSearchResultSettings.id)),
    buttons: await db.select().from(buttons).orderBy(asc(buttons.id)),
  };
}

async function refusedAsBadInput(name: 'searchResultSettingUpdate' | 'resultButtonAdd', body: unknown) {
  const before = await stored();
  const response = await send(name, { as: harness.world.companyAdminA, body });
  expect(response.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
  expect(await stored()).toEqual(before);
}

describe('the result page title per language', () => {
  it('is saved, kept by a save without it, served to the portal, and cleared with the title', async () => {
    const { world, app } = harness;
    const as = world.companyAdminA;
    const translations = { en: 'Results', ja: '検索結果', vn: ' Kết quả ' };
    const saved = await data<SearchResultSetting>('searchResultSettingUpdate', {
      as,
      body: { ...setting, pageTitleTranslations: translations },
    });
    expect(saved.pageTitleTranslations).toEqual({ en: 'Results', ja: '検索結果', vn: 'Kết quả' });
    const kept = await data<SearchResultSetting>('searchResultSettingUpdate', { as, body: setting });
    expect(kept.pageTitleTranslations).toEqual(saved.pageTitleTranslations);

    const address = world.address(world.a);
    const portal = await app.inject({
      method: 'GET',
      url: `/api/v1/service-admin/public/view-settings?domain=${address.domain}&path=${address.path}`,
      headers: { host: address.host },
    });
    const served = viewSettingsSchema.parse(portal.json().data).contentSearchResultSettingResponse;
    expect(served).toMatchObject({
      pageTitle: 'Results',
      pageTitleTranslations: saved.pageTitleTranslations,
    });

    const cleared = await data<SearchResultSetting>('searchResultSettingUpdate', {
      as,
      body: { ...setting, pageTitle: null, pageTitleTranslations: translations },
    });
    expect(cleared).toMatchObject({ pageTitle: null, pageTitleTranslations: {} });
  });

  it('refuses a blank or too long translation and changes nothing', async () => {
    await refusedAsBadInput('searchResultSettingUpdate', { ...setting, pageTitleTranslations: { ja: '  ' } });
    await refusedAsBadInput('searchResultSettingUpdate', {
      ...setting,
      pageTitleTranslations: { en: 'x'.repeat(256) },
    });
  });
});

describe('a configured button’s label per language', () => {
  it('is saved on add, replaced on update, kept when an update leaves it out, and listed in the setting', async () => {
    const as = harness.world.companyAdminA;
    const added = await data<ResultButton>('resultButtonAdd', {
      as,
      body: {
        actionType: ButtonActionType.VIEW_BOOK,
        label: 'Read this book',
        labelTranslations: { ja: 'この本を読む', vn: 'Đọc cuốn sách này' },
      },
    });
    expect(added.labelTranslations).toEqual({ ja: 'この本を読む', vn: 'Đọc cuốn sách này' });
    const params = { id: added.id };
    const moved = await data<ResultButton>('resultButtonUpdate', { as, params, body: { height: 48 } });
    expect(moved.labelTranslations).toEqual(added.labelTranslations);
    const replaced = await data<ResultButton>('resultButtonUpdate', {
      as,
      params,
      body: { labelTranslations: { en: 'Read it' } },
    });
    expect(replaced.labelTranslations).toEqual({ en: 'Read it' });
    const listed = await data<SearchResultSetting>('searchResultSettingDetail', { as });
    expect(listed.buttonResponseList.find((b) => b.id === added.id)?.labelTranslations).toEqual({
      en: 'Read it',
    });
    const emptied = await data<ResultButton>('resultButtonUpdate', {
      as,
      params,
      body: { labelTranslations: {} },
    });
    expect(emptied.labelTranslations).toEqual({});
  });

  it('refuses a blank translation and changes nothing', async () => {
    await refusedAsBadInput('resultButtonAdd', {
      actionType: ButtonActionType.VIEW_BOOK,
      label: 'Read',
      labelTranslations: { ja: ' ' },
    });
  });
});
