import {
  ButtonActionType,
  type ResultButton,
  ResultCode,
  type SearchBox,
  SearchOperation,
  type SearchTab,
  SearchTabType,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld();

const setting = (pageTitle: string) => ({
  pageTitle,
  showSidebar: false,
  buttonFavouritePosition: 'information' as const,
  favouriteIconSize: 30,
  contentLayoutDetail: [],
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
});
const { send, data } = routeCaller(harness);

describe('the audit trail of the search page settings', () => {
  it('records tabs, boxes and their order, by the caller, and nothing for a refused write', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const tab = await data<SearchTab>('searchTabAdd', {
      as,
      body: { title: 'Audited', type: SearchTabType.PARAM },
    });
    const before = await auditRowCount(database.db);
    const duplicate = await send('searchTabAdd', {
      as,
      body: { title: 'Audited', type: SearchTabType.PARAM },
    });
    expect(duplicate.json().status).toBe(ResultCode.TAB_DUPLICATED);
    expect(await auditRowCount(database.db)).toBe(before);
    await data('searchTabUpdate', { as, params: { id: tab.id }, body: { title: 'Audited again' } });
    const boxBody = {
      tabId: tab.id,
      operation: SearchOperation.PARTIAL,
      searchType: SearchTabType.PARAM,
      searchFields: ['param1'],
    };
    const first = await data<SearchBox>('searchBoxAdd', { as, body: { ...boxBody, label: 'One' } });
    const second = await data<SearchBox>('searchBoxAdd', { as, body: { ...boxBody, label: 'Two' } });
    await data('searchBoxUpdate', { as, params: { id: first.id }, body: { label: 'First' } });
    await data('searchBoxReorder', { as, body: { tabId: tab.id, ids: [second.id, first.id] } });
    await data('searchBoxDelete', { as, params: { id: second.id } });
    await data('searchTabDelete', { as, params: { id: tab.id } });

    const tabRows = await auditRowsOf(database.db, 'searchTab', tab.id);
    expect(tabRows.map((row) => row.action)).toEqual(['add', 'update', 'delete']);
    expect(tabRows[1]).toMatchObject({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      actorUserId: as.user.id,
      before: { title: 'Audited' },
      after: { title: 'Audited again' },
    });
    expect((await auditRowsOf(database.db, 'searchBox', first.id)).map((row) => row.action)).toEqual([
      'add',
      'update',
    ]);
    expect((await auditRowsOf(database.db, 'searchBox', second.id)).map((row) => row.action)).toEqual([
      'add',
      'delete',
    ]);
    const [order] = await auditRowsOf(database.db, 'searchBoxList', tab.id);
    expect(order).toMatchObject({
      before: { ids: [first.id, second.id] },
      after: { ids: [second.id, first.id] },
    });
  });

  it('records the result setting and its buttons', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    await data('searchResultSettingUpdate', { as, body: setting('Found') });
    await data('searchResultSettingUpdate', { as, body: setting('Found books') });
    const button = await data<ResultButton>('resultButtonAdd', {
      as,
      body: { actionType: ButtonActionType.DOWNLOAD, label: 'Download' },
    });
    await data('resultButtonUpdate', { as, params: { id: button.id }, body: { label: 'Get it' } });
    await data('resultButtonDelete', { as, params: { id: button.id } });
    const buttonRows = await auditRowsOf(database.db, 'searchResultButton', button.id);
    expect(buttonRows.map((row) => [row.action, row.serviceId])).toEqual([
      ['add', world.a.service.id],
      ['update', world.a.service.id],
      ['delete', world.a.service.id],
    ]);
    const settingRows = await database.db.query.auditEvents.findMany({
      where: (events, { eq }) => eq(events.entity, 'searchResultSetting'),
    });
    expect(settingRows.map((row) => row.action)).toEqual(['update', 'update']);
    expect(settingRows[1]).toMatchObject({
      before: { pageTitle: 'Found' },
      after: { pageTitle: 'Found books' },
    });
  });
  it('leaves one row for an update and none for an update refused by its rules or out of reach', async () => {
    const { world, database } = harness;
    const tab = await data<SearchTab>('searchTabAdd', {
      as: world.companyAdminA,
      body: { title: 'Reached', type: SearchTabType.PARAM },
    });
    await data('searchTabAdd', {
      as: world.companyAdminA,
      body: { title: 'Taken', type: SearchTabType.PARAM },
    });
    const before = await auditRowCount(database.db);
    await data('searchTabUpdate', {
      as: world.companyAdminA,
      params: { id: tab.id },
      body: { isShow: false },
    });
    expect(await auditRowCount(database.db)).toBe(before + 1);
    const [updated] = (await auditRowsOf(database.db, 'searchTab', tab.id)).slice(-1);
    expect(updated).toMatchObject({ action: 'update', actorUserId: world.companyAdminA.user.id });

    const refusals = [
      { as: world.companyAdminA, body: { title: 'Taken' }, code: ResultCode.TAB_DUPLICATED },
      { as: world.companyAdminB, at: world.b, body: { title: 'Elsewhere' }, code: ResultCode.TAB_NOT_FOUND },
      { as: world.serviceAdminA2, body: { title: 'Other service' }, code: ResultCode.TAB_NOT_FOUND },
      { as: world.readerA, body: { title: 'Reader' }, code: ResultCode.INVALID_ROLE_ACCESS },
    ];
    for (const { as, body, code, ...where } of refusals) {
      const refused = await send('searchTabUpdate', { as, ...where, params: { id: tab.id }, body });
      expect(refused.json().status).toBe(code);
    }
    const refusedSetting = await send('searchResultSettingUpdate', {
      as: world.companyAdminB,
      at: world.b,
      body: { ...setting('Not theirs'), serviceId: world.a.service.id },
    });
    expect(refusedSetting.json().status).toBe(ResultCode.NO_PERMISSION);
    expect(await auditRowCount(database.db)).toBe(before + 1);
  });
});
