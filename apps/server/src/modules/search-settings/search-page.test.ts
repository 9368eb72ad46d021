import {
  type apiRoutes,
  ContentGroupType,
  ResultCode,
  type SearchBox,
  SearchOperation,
  type SearchTab,
  SearchTabType,
} from '@hondana/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { contentGroups, searchBoxContentGroups, searchBoxes, searchTabs } from '../../db/schema/index.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

interface Made {
  novels: number;
  hiddenGroup: number;
  favourites: number;
  recent: number;
  groupA2: number;
  groupB: number;
  tabFull: number;
  tabParam: number;
  tabHidden: number;
  tabDoomed: number;
  tabA2: number;
  tabB: number;
  fullBox: number;
  titleBox: number;
  choiceBox: number;
  doomedBox: number;
  boxA2: number;
  boxB: number;
}
const made = {} as Made;

const keyOf = (tenant: Tenant) => ({ companyId: tenant.company.id, serviceId: tenant.service.id });

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const group = async (
    tenant: Tenant,
    name: string,
    extra: Partial<typeof contentGroups.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(contentGroups)
      .values({ ...keyOf(tenant), name, ...extra })
      .returning();
    return row?.id ?? 0;
  };
  made.novels = await group(world.a, 'Novels', { nameTranslations: { ja: '小説' } });
  made.hiddenGroup = await group(world.a, 'Hidden shelf', { isShow: false });
  made.favourites = await group(world.a, 'Favourites', { type: ContentGroupType.FAVORITE });
  made.recent = await group(world.a, 'Recently read', { type: ContentGroupType.RECENTLY });
  made.groupA2 = await group(world.a2, 'A2 shelf');
  made.groupB = await group(world.b, 'B shelf');

  const tab = async (
    tenant: Tenant,
    title: string,
    ordinal: number,
    extra: Partial<typeof searchTabs.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(searchTabs)
      .values({ ...keyOf(tenant), title, ordinal, ...extra })
      .returning();
    return row?.id ?? 0;
  };
  made.tabFull = await tab(world.a, 'Full text', 1, { type: SearchTabType.FULL_TEXT, buttonLabel: 'Find' });
  made.tabParam = await tab(world.a, 'Details', 2, { titleTranslations: { ja: '詳細' } });
  made.tabHidden = await tab(world.a, 'Hidden', 3, { isShow: false });
  made.tabDoomed = await tab(world.a, 'Doomed', 4, { isShow: false });
  made.tabA2 = await tab(world.a2, 'Full text', 1);
  made.tabB = await tab(world.b, 'B tab', 1);

  const box = async (
    tenant: Tenant,
    tabId: number,
    label: string,
    ordinal: number,
    extra: Partial<typeof searchBoxes.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(searchBoxes)
      .values({ ...keyOf(tenant), tabId, label, ordinal, searchFields: ['title'], ...extra })
      .returning();
    return row?.id ?? 0;
  };
  made.fullBox = await box(world.a, made.tabFull, 'Words', 1, {
    searchType: SearchTabType.FULL_TEXT,
    searchFields: [],
  });
  made.titleBox = await box(world.a, made.tabParam, 'Title', 1, { searchFields: ['title', 'author'] });
  made.choiceBox = await box(world.a, made.tabParam, 'Shelf', 2, {
    operation: SearchOperation.MULTI_CHOICE,
    searchFields: ['param1', 'contentGroup'],
    matchValues: ['Paper', 'Digital'],
  });
  made.doomedBox = await box(world.a, made.tabDoomed, 'Doomed box', 1, {
    operation: SearchOperation.SINGLE_CHOICE,
    matchValues: ['x'],
    searchFields: ['param2', 'contentGroup'],
  });
  made.boxA2 = await box(world.a2, made.tabA2, 'A2 box', 1);
  made.boxB = await box(world.b, made.tabB, 'B box', 1);
  const offer = (searchBoxId: number, ids: number[]) =>
    db.insert(searchBoxContentGroups).values(
      ids.map((contentGroupId, i) => ({
        companyId: world.a.company.id,
        searchBoxId,
        contentGroupId,
        ordinal: i + 1,
      })),
    );
  await offer(made.choiceBox, [made.novels, made.hiddenGroup, made.favourites, made.recent]);
  await offer(made.doomedBox, [made.novels]);
});

const { send, data } = routeCaller(harness);

/** Every row of the search page's tables, to show a refusal wrote nothing. */
async function searchRows() {
  const { db } = harness.database;
  return {
    tabs: await db.select().from(searchTabs).orderBy(asc(searchTabs.id)),
    boxes: await db.select().from(searchBoxes).orderBy(asc(searchBoxes.id)),
    offers: await db
      .select()
      .from(searchBoxContentGroups)
      .orderBy(asc(searchBoxContentGroups.searchBoxId), asc(searchBoxContentGroups.contentGroupId)),
  };
}

/** The call is refused with `code` and the search page's tables are as they were. */
async function refused(name: keyof typeof apiRoutes, call: AnyCall, code: number) {
  const before = await searchRows();
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
  expect(await searchRows()).toEqual(before);
}

const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
const boxBody = (tabId: number, extra: Record<string, unknown> = {}) => ({
  tabId,
  label: `Box ${Math.random().toString(36).slice(2, 8)}`,
  operation: SearchOperation.PARTIAL,
  searchType: SearchTabType.PARAM,
  searchFields: ['title'],
  ...extra,
});

describe('GET /search-tab/public/list', () => {
  endpointTests('searchPagePublic', harness.context, {
    happy: () => ({ as: null, check: (tabs) => expect((tabs as SearchTab[]).length).toBeGreaterThan(0) }),
  });

  it('shows a visitor the shown tabs in order, and only the shown groups a visitor may open', async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null });
    expect(tabs.map((t) => t.id)).toEqual([made.tabFull, made.tabParam]);
    expect(tabs[0]?.button).toMatchObject({ label: 'Find', backgroundColor: '#3d993a', align: 'center' });
    expect(tabs[1]?.titleTranslations).toEqual({ ja: '詳細' });
    const shelf = tabs[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
    expect(shelf?.matchValue).toEqual(['Paper', 'Digital']);
    expect(shelf?.contentGroupResponseList.map((g) => g.id)).toEqual([made.novels]);
    expect(shelf?.contentGroupResponseList[0]?.nameTranslations).toEqual({ ja: '小説' });
  });

  it('offers a signed-in reader the favourites and recently read groups too', async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: harness.world.readerA });
    const shelf = tabs[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
    expect(shelf?.contentGroupResponseList.map((g) => g.id)).toEqual([
      made.novels,
      made.favourites,
      made.recent,
    ]);
  });

  it("answers only the portal's own service", async () => {
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null, at: harness.world.a2 });
    expect(tabs.map((t) => [t.id, t.searchBoxes.map((b) => b.id)])).toEqual([[made.tabA2, [made.boxA2]]]);
  });
});

describe('GET /search-tab/list', () => {
  endpointTests('searchTabList', harness.context, {
    happy: (world) => ({
      ...admin(world),
      check: (tabs) => {
        const list = tabs as SearchTab[];
        expect(list.slice(0, 4).map((t) => t.id)).toEqual([
          made.tabFull,
          made.tabParam,
          made.tabHidden,
          made.tabDoomed,
        ]);
        const shelf = list[1]?.searchBoxes.find((b) => b.id === made.choiceBox);
        expect(shelf?.contentGroupResponseList).toHaveLength(4);
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { serviceId: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("lists a service admin's own service, and a company admin's named one", async () => {
    const { world } = harness;
    const own = await data<SearchTab[]>('searchTabList', { as: world.serviceAdminA2, at: world.a2 });
    expect(own.map((t) => t.id)).toEqual([made.tabA2]);
    const named = await data<SearchTab[]>('searchTabList', {
      ...admin(world),
      query: { serviceId: world.a2.service.id },
    });
    expect(named.map((t) => t.id)).toEqual([made.tabA2]);
  });
});

describe('GET /search-tab/detail/{id}', () => {
  endpointTests('searchTabDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.tabParam },
      check: (tab) =>
        expect((tab as SearchTab).searchBoxes.map((b) => b.id)).toEqual([made.titleBox, made.choiceBox]),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("does not show a service admin another service's tab (709)", async () => {
    await refused(
      'searchTabDetail',
      { as: harness.world.serviceAdminA, params: { id: made.tabA2 } },
      ResultCode.TAB_NOT_FOUND,
    );
  });
});

describe('POST /search-tab/add', () => {
  endpointTests('searchTabAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        title: 'Added tab',
        titleTranslations: { ja: '追加' },
        type: SearchTabType.PARAM,
        button: { label: 'Go', icon: 'search', backgroundColor: '#112233', align: 'right' as const },
      },
      check: (tab) =>
        expect(tab).toMatchObject({
          title: 'Added tab',
          titleTranslations: { ja: '追加' },
          ordinal: 5,
          isShow: true,
          searchBoxes: [],
          button: {
            label: 'Go',
            icon: 'search',
            backgroundColor: '#112233',
            textColor: '#ffffff',
            align: 'right',
          },
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { title: 'Bad colour', type: SearchTabType.PARAM, button: { backgroundColor: 'red' } },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { title: 'Theirs', type: SearchTabType.PARAM, serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a title the service has, in any case (729), and allows it in another service', async () => {
    const { world } = harness;
    await refused(
      'searchTabAdd',
      { ...admin(world), body: { title: 'DETAILS', type: SearchTabType.PARAM } },
      ResultCode.TAB_DUPLICATED,
    );
    const other = await data<SearchTab>('searchTabAdd', {
      as: world.serviceAdminA2,
      at: world.a2,
      body: { title: 'Details', type: SearchTabType.PARAM },
    });
    expect(other.ordinal).toBe(2);
    await harness.database.db.delete(searchTabs).where(eq(searchTabs.id, other.id));
  });
});

describe('PUT /search-tab/update/{id}', () => {
  endpointTests('searchTabUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.tabHidden },
      body: { title: 'Hidden again', button: { label: '', textColor: '#000000' } },
      check: (tab) =>
        expect(tab).toMatchObject({
          title: 'Hidden again',
          isShow: false,
          button: { label: null, textColor: '#000000', backgroundColor: '#3d993a' },
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.tabHidden },
      body: { type: 9 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      body: { title: 'Mine' },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("refuses another tab's title (729); keeping its own title is fine", async () => {
    const { world } = harness;
    await refused(
      'searchTabUpdate',
      { ...admin(world), params: { id: made.tabParam }, body: { title: 'full TEXT' } },
      ResultCode.TAB_DUPLICATED,
    );
    const same = await data<SearchTab>('searchTabUpdate', {
      ...admin(world),
      params: { id: made.tabParam },
      body: { title: 'Details', isShow: true },
    });
    expect(same.title).toBe('Details');
  });
});

describe('PUT /search-tab/reorder', () => {
  endpointTests('searchTabReorder', harness.context, {
    happy: (world) => ({ as: world.serviceAdminA2, at: world.a2, body: { ids: [made.tabA2] } }),
    badInput: (world) => ({
      ...admin(world),
      body: { ids: [made.tabFull, made.tabFull] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ids: [made.tabB] },
      code: ResultCode.BAD_PARAMETERS,
    }),
  });

  it('sets the order of every tab, and refuses a list missing one (406)', async () => {
    const { world } = harness;
    const current = (await data<SearchTab[]>('searchTabList', admin(world))).map((t) => t.id);
    const reversed = [...current].reverse();
    await refused(
      'searchTabReorder',
      { ...admin(world), body: { ids: reversed.slice(1) } },
      ResultCode.BAD_PARAMETERS,
    );
    const answer = await data<SearchTab[]>('searchTabReorder', { ...admin(world), body: { ids: reversed } });
    expect(answer.map((t) => [t.id, t.ordinal])).toEqual(reversed.map((id, i) => [id, i + 1]));
    await data('searchTabReorder', { ...admin(world), body: { ids: current } });
  });
});

describe('GET /search-box/detail/{id}', () => {
  endpointTests('searchBoxDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.choiceBox },
      check: (box) =>
        expect(box).toMatchObject({
          tabId: made.tabParam,
          operation: SearchOperation.MULTI_CHOICE,
          searchFields: ['param1', 'contentGroup'],
          contentGroupResponseList: [
            { id: made.novels },
            { id: made.hiddenGroup },
            { id: made.favourites },
            { id: made.recent },
          ],
        }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: -1 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it("does not show a service admin another service's box (708)", async () => {
    await refused(
      'searchBoxDetail',
      { as: harness.world.serviceAdminA, params: { id: made.boxA2 } },
      ResultCode.SEARCH_BOX_NOT_FOUND,
    );
  });
});

describe('POST /search-box/add', () => {
  endpointTests('searchBoxAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        tabId: made.tabParam,
        label: 'Genre',
        size: 6,
        operation: SearchOperation.SINGLE_CHOICE,
        searchType: SearchTabType.PARAM,
        searchFields: ['param2', 'contentGroup'],
        matchValue: ['Poetry', 'Essays'],
        contentGroupIds: [made.favourites, made.novels],
        isRequiredAtView: true,
      },
      check: (box) =>
        expect(box).toMatchObject({
          label: 'Genre',
          size: 6,
          ordinal: 3,
          matchValue: ['Poetry', 'Essays'],
          contentGroupResponseList: [{ id: made.favourites }, { id: made.novels }],
          isRequiredAtView: true,
          isRequiredAtLogin: false,
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: boxBody(made.tabParam, { size: 13 }),
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: boxBody(made.tabB),
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  const rule = (extra: Record<string, unknown>, code = ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID) =>
    refused('searchBoxAdd', { ...admin(harness.world), body: boxBody(made.tabParam, extra) }, code);

  it('refuses fields the operation cannot search, unknown or repeated fields (422)', async () => {
    await rule({ operation: SearchOperation.DATE_RANGE, searchFields: ['title'] });
    await rule({ operation: SearchOperation.YEAR_RANGE, searchFields: ['author'] });
    await rule({ operation: SearchOperation.PARTIAL, searchFields: ['contentGroup'] });
    await rule({ searchFields: ['price'] });
    await rule({ searchFields: ['title', 'title'] });
    await rule({ searchFields: [] });
  });

  it('refuses a choice box without match values or groups, and repeats (422)', async () => {
    const choice = { operation: SearchOperation.MULTI_CHOICE, searchFields: ['param1'] };
    await rule({ ...choice, matchValue: [] });
    await rule({ ...choice, matchValue: ['Paper', ' paper '] });
    await rule({ ...choice, matchValue: ['A'], contentGroupIds: [made.novels] });
    await rule({ ...choice, searchFields: ['param1', 'contentGroup'], matchValue: ['A'] });
    await rule({
      ...choice,
      searchFields: ['param1', 'contentGroup'],
      matchValue: ['A'],
      contentGroupIds: [made.novels, made.novels],
    });
    await rule({
      ...choice,
      searchFields: ['contentGroup'],
      matchValue: ['A'],
      contentGroupIds: [made.novels],
    });
    await rule({ matchValue: ['A'] });
    await rule({ contentGroupIds: [made.novels] });
  });

  it('accepts a choice box offering only content groups (no match value), stored as such', async () => {
    const { world } = harness;
    const box = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabParam, {
        operation: SearchOperation.MULTI_CHOICE,
        searchFields: ['contentGroup'],
        matchValue: [],
        contentGroupIds: [made.novels],
      }),
    });
    expect(box).toMatchObject({ matchValue: [], contentGroupResponseList: [{ id: made.novels }] });
    const [row] = await harness.database.db.select().from(searchBoxes).where(eq(searchBoxes.id, box.id));
    expect(row?.matchValues).toEqual([]);
    await rule({ operation: SearchOperation.MULTI_CHOICE, searchFields: ['contentGroup'], matchValue: [] });
  });

  it('refuses a label the tab has, in any case (730), and accepts it on another tab', async () => {
    const { world } = harness;
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: boxBody(made.tabParam, { label: 'TITLE' }) },
      ResultCode.LABEL_DUPLICATED,
    );
    const other = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabHidden, { label: 'Title' }),
    });
    expect(other).toMatchObject({ tabId: made.tabHidden, ordinal: 1, label: 'Title' });
  });

  it("refuses another service's or company's content group (710), and another service's tab for a service admin (709)", async () => {
    const { world } = harness;
    const groupBox = (ids: number[]) =>
      boxBody(made.tabParam, {
        operation: SearchOperation.MULTI_CHOICE,
        searchFields: ['param1', 'contentGroup'],
        matchValue: ['A'],
        contentGroupIds: ids,
      });
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: groupBox([made.novels, made.groupA2]) },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: groupBox([made.groupB]) },
      ResultCode.CONTENT_GROUP_NOT_FOUND,
    );
    await refused(
      'searchBoxAdd',
      { as: world.serviceAdminA, body: boxBody(made.tabA2) },
      ResultCode.TAB_NOT_FOUND,
    );
  });

  it('allows one full-text box per tab (782), also when two arrive together', async () => {
    const { world } = harness;
    const fullText = (tabId: number) =>
      boxBody(tabId, { searchType: SearchTabType.FULL_TEXT, searchFields: [] });
    await refused(
      'searchBoxAdd',
      { ...admin(world), body: fullText(made.tabFull) },
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    );
    const tab = await data<SearchTab>('searchTabAdd', {
      ...admin(world),
      body: { title: 'Race', type: SearchTabType.FULL_TEXT, isShow: false },
    });
    const answers = await Promise.all([
      send('searchBoxAdd', { ...admin(world), body: fullText(tab.id) }),
      send('searchBoxAdd', { ...admin(world), body: fullText(tab.id) }),
    ]);
    expect(answers.map((a) => a.json().status).sort()).toEqual([
      ResultCode.OK,
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    ]);
    const stored = await harness.database.db.select().from(searchBoxes).where(eq(searchBoxes.tabId, tab.id));
    expect(stored).toHaveLength(1);
  });

  it('the table accepts a choice box without match values only when it offers content groups (422 otherwise)', async () => {
    const { world } = harness;
    const choice = (label: string, searchFields: string[]) =>
      harness.database.db
        .insert(searchBoxes)
        .values({
          ...keyOf(world.a),
          tabId: made.tabParam,
          label,
          operation: SearchOperation.MULTI_CHOICE,
          searchFields: searchFields as never,
          matchValues: [],
        })
        .returning({ id: searchBoxes.id })
        .catch((e: unknown) => e);
    const groupsOnly = await choice('Groups only, by the table', ['contentGroup']);
    expect(groupsOnly).toEqual([{ id: expect.any(Number) }]);
    const answer = asRefusal(await choice('Values missing, by the table', ['param1']));
    expect(isAppError(answer) && answer.code).toBe(ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID);
  });

  it('answers 782 when the unique index refuses a second full-text box that passed the check', async () => {
    const { world } = harness;
    const error = await harness.database.db
      .insert(searchBoxes)
      .values({
        ...keyOf(world.a),
        tabId: made.tabFull,
        label: 'Sneaked in',
        searchType: SearchTabType.FULL_TEXT,
      })
      .catch((e: unknown) => e);
    const answer = asRefusal(error);
    expect(isAppError(answer) && answer.code).toBe(ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT);
  });
});

describe('PUT /search-box/update/{id}', () => {
  endpointTests('searchBoxUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.titleBox },
      body: { label: 'Title or author', isShowLabel: false, isRequiredAtLogin: true },
      check: (box) =>
        expect(box).toMatchObject({
          label: 'Title or author',
          isShowLabel: false,
          isRequiredAtLogin: true,
          searchFields: ['title', 'author'],
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.titleBox },
      body: { matchValue: [''] },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      body: { label: 'Mine' },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('checks the rules on the resulting box (422, 730, 782, 710)', async () => {
    const { world } = harness;
    const update = (id: number, body: Record<string, unknown>, code: number) =>
      refused('searchBoxUpdate', { ...admin(world), params: { id }, body }, code);
    const invalid = ResultCode.MATCH_VALUE_OR_SEARCH_FIELD_INVALID;
    await update(made.choiceBox, { matchValue: ['Paper', 'PAPER'] }, invalid);
    await update(made.choiceBox, { contentGroupIds: [] }, invalid);
    await update(made.choiceBox, { operation: SearchOperation.PARTIAL }, invalid);
    await update(made.titleBox, { operation: SearchOperation.MONTH_RANGE }, invalid);
    await update(made.titleBox, { label: 'shelf' }, ResultCode.LABEL_DUPLICATED);
    await update(made.choiceBox, { contentGroupIds: [made.groupA2] }, ResultCode.CONTENT_GROUP_NOT_FOUND);
  });

  it('changes the groups of a choice box, and a second full-text box in a tab is refused (782)', async () => {
    const { world } = harness;
    const box = await data<SearchBox>('searchBoxUpdate', {
      ...admin(world),
      params: { id: made.choiceBox },
      body: { contentGroupIds: [made.recent, made.novels], matchValue: ['Digital'] },
    });
    expect(box.contentGroupResponseList.map((g) => g.id)).toEqual([made.recent, made.novels]);
    expect(box.matchValue).toEqual(['Digital']);
    const added = await data<SearchBox>('searchBoxAdd', {
      ...admin(world),
      body: boxBody(made.tabFull, { label: 'Author', searchFields: ['author'] }),
    });
    await refused(
      'searchBoxUpdate',
      {
        ...admin(world),
        params: { id: added.id },
        body: { searchType: SearchTabType.FULL_TEXT, searchFields: [] },
      },
      ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT,
    );
    await data('searchBoxDelete', { ...admin(world), params: { id: added.id } });
  });
});

describe('PUT /search-box/reorder', () => {
  endpointTests('searchBoxReorder', harness.context, {
    happy: (world) => ({
      as: world.serviceAdminA2,
      at: world.a2,
      body: { tabId: made.tabA2, ids: [made.boxA2] },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { tabId: made.tabParam, ids: [made.titleBox] },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { tabId: made.tabB, ids: [made.boxB] },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it("sets the order of a tab's boxes, and refuses another tab's box (406)", async () => {
    const { world } = harness;
    const tab = await data<SearchTab>('searchTabDetail', { ...admin(world), params: { id: made.tabParam } });
    const reversed = tab.searchBoxes.map((b) => b.id).reverse();
    await refused(
      'searchBoxReorder',
      { ...admin(world), body: { tabId: made.tabParam, ids: [...reversed.slice(1), made.fullBox] } },
      ResultCode.BAD_PARAMETERS,
    );
    const answer = await data<SearchTab>('searchBoxReorder', {
      ...admin(world),
      body: { tabId: made.tabParam, ids: reversed },
    });
    expect(answer.searchBoxes.map((b) => [b.id, b.ordinal])).toEqual(reversed.map((id, i) => [id, i + 1]));
  });
});

describe('DELETE /search-box/delete/{id}', () => {
  endpointTests('searchBoxDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.doomedBox } }),
    badInput: (world) => ({ ...admin(world), params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.boxB },
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('takes the box and its group links away', async () => {
    const { db } = harness.database;
    expect(await db.select().from(searchBoxes).where(eq(searchBoxes.id, made.doomedBox))).toEqual([]);
    expect(
      await db
        .select()
        .from(searchBoxContentGroups)
        .where(eq(searchBoxContentGroups.searchBoxId, made.doomedBox)),
    ).toEqual([]);
  });
});

describe('DELETE /search-tab/delete/{id}', () => {
  endpointTests('searchTabDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.tabParam } }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.tabB },
      code: ResultCode.TAB_NOT_FOUND,
    }),
  });

  it('takes the tab with its boxes and their group links; the groups stay', async () => {
    const { db } = harness.database;
    expect(await db.select().from(searchBoxes).where(eq(searchBoxes.tabId, made.tabParam))).toEqual([]);
    expect(
      await db
        .select()
        .from(searchBoxContentGroups)
        .where(eq(searchBoxContentGroups.searchBoxId, made.choiceBox)),
    ).toEqual([]);
    expect(await db.select().from(contentGroups).where(eq(contentGroups.id, made.novels))).toHaveLength(1);
    await refused(
      'searchTabDetail',
      { ...admin(harness.world), params: { id: made.tabParam } },
      ResultCode.TAB_NOT_FOUND,
    );
    const tabs = await data<SearchTab[]>('searchPagePublic', { as: null });
    expect(tabs.map((t) => t.id)).not.toContain(made.tabParam);
    expect(tabs[0]?.id).toBe(made.tabFull);
  });
});
